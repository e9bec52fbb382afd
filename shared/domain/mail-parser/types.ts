/** What the broker-mail parser answers (docs/adr/008-broker-mail-parser.md). */

export type Money = { amount: number; currency: 'USD' | 'EUR' };
export type Span = { start: number; end: number };

/**
 * One field of a draft: the value read, where in the mail it was read (offsets into the text as sent, end
 * exclusive) and how sure the reading is (0..1: 0.9 a keyword said so, 0.7 inferred from position or format,
 * 0.5 a fallback). A field the mail does not state has value null, span null and confidence 0.
 */
export type DraftField<T> = { value: T | null; span: Span | null; confidence: number };

export type BoxCount = { count: number; sizeFt: 20 | 40 | 45; type: string | null };
/** How a quoted price is meant: per TEU, per box (container) or one lump sum for the whole lot. */
export type PriceBasis = 'per_teu' | 'per_box' | 'lump_sum';
/**
 * One line of a cargo order's box mix as the mail states it ("5x40'HC reefer set -18C, GW 22t"): count, size,
 * type and, when given, gross weight per box, IMO class with UN number, and reefer set temperature.
 */
export type BoxMixLine = {
  count: number;
  size: '20' | '40' | '40HC' | '45';
  type: 'dry' | 'reefer' | 'open_top' | 'flat_rack' | 'tank';
  grossWeightKg?: number;
  imoClass?: string;
  unNumber?: string;
  temperatureC?: number;
};

export type DangerousGoods = { imoClass: string | null; unNumber: string | null };
export type DraftCargoType = 'general' | 'reefer' | 'dangerous' | 'out_of_gauge' | 'tank';

export type AvailabilityDraftFields = {
  vesselName: DraftField<string>;
  originPort: DraftField<string>;
  destinationPort: DraftField<string>;
  destinationAlternatives: DraftField<string[]>;
  /** YYYY-MM-DD, the first day the ship is open. */
  departureDate: DraftField<string>;
  /** YYYY-MM-DD, only when the mail states an ETA at the destination. */
  arrivalDate: DraftField<string>;
  /** Free TEU when stated (slots, free, available, intake), otherwise the one TEU figure stated. */
  availableTEU: DraftField<number>;
  /** The ship's nominal size when the mail states it beside the free figure ("508 TEU", "载箱量"). */
  vesselCapacityTEU: DraftField<number>;
  reeferPlugs: DraftField<number>;
  price: DraftField<Money>;
  priceBasis: DraftField<PriceBasis>;
};

export type CargoDraftFields = {
  originPort: DraftField<string>;
  destinationPort: DraftField<string>;
  alternativeOrigins: DraftField<string[]>;
  alternativeDestinations: DraftField<string[]>;
  /** 20' = 1, 40' = 2, 45' = 2.25 TEU, the sum rounded up. */
  requestedTEU: DraftField<number>;
  boxes: DraftField<BoxCount[]>;
  /** The order's box lines (issue 26); the booking's box-mix form reads them. */
  boxMix: DraftField<BoxMixLine[]>;
  commodity: DraftField<string>;
  cargoType: DraftField<DraftCargoType>;
  dangerousGoods: DraftField<DangerousGoods>;
  earliestDate: DraftField<string>;
  latestDate: DraftField<string>;
  budget: DraftField<Money>;
  priceBasis: DraftField<PriceBasis>;
};

export type AvailabilityDraft = {
  kind: 'availability';
  span: Span;
  fields: AvailabilityDraftFields;
  /** Names of the fields the parser did not find. */
  missing: string[];
};
export type CargoDraft = { kind: 'cargo_request'; span: Span; fields: CargoDraftFields; missing: string[] };
export type MailDraft = AvailabilityDraft | CargoDraft;

export type ParsedMail = {
  /** The day relative dates were read against (YYYY-MM-DD). */
  mailDate: string;
  drafts: MailDraft[];
  /** Parts left out as quotes, headers, signatures or disclaimers. */
  ignored: Span[];
};
