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
  /** Free TEU when stated, otherwise the stated intake. */
  availableTEU: DraftField<number>;
  reeferPlugs: DraftField<number>;
  price: DraftField<Money>;
};

export type CargoDraftFields = {
  originPort: DraftField<string>;
  destinationPort: DraftField<string>;
  alternativeOrigins: DraftField<string[]>;
  alternativeDestinations: DraftField<string[]>;
  /** 20' = 1, 40' = 2, 45' = 2.25 TEU, the sum rounded up. */
  requestedTEU: DraftField<number>;
  boxes: DraftField<BoxCount[]>;
  cargoType: DraftField<DraftCargoType>;
  dangerousGoods: DraftField<DangerousGoods>;
  earliestDate: DraftField<string>;
  latestDate: DraftField<string>;
  budget: DraftField<Money>;
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
