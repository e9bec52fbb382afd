/**
 * Labelled broker mails the parser was not written against (issue 26), in two sets: `frozen` (the test set,
 * never tuned on) and `dev` (tuned on). One expected item per position or cargo order; a field left out is
 * one the mail does not state. Reading rules in ./README.md.
 */
export type UnseenBoxLine = {
  count: number;
  size: '20' | '40' | '40HC' | '45';
  type: 'dry' | 'reefer' | 'open_top' | 'flat_rack' | 'tank';
  grossWeightKg?: number;
  imoClass?: string;
  unNumber?: string;
  temperatureC?: number;
};

export type UnseenItem = {
  kind: 'availability' | 'cargo_request';
  /** In capitals. */
  vesselName?: string;
  originPort?: string;
  destinationPort?: string;
  /** Availability: the free figure (slots, free, available, intake); cargo: the TEU asked for. */
  teu?: number;
  /** The ship's nominal size when the mail gives it beside a free figure. */
  vesselCapacityTEU?: number;
  /** Availability: the first open day; cargo: the earliest loading day. */
  dateFrom?: string;
  /** Cargo: the last day of the window or the latest delivery. */
  dateTo?: string;
  /** Availability: ETA at the destination. */
  arrivalDate?: string;
  /** Price (availability) or budget (cargo) as quoted, currency kept. */
  price?: { amount: number; currency: 'USD' | 'EUR' };
  priceBasis?: 'per_teu' | 'per_box' | 'lump_sum';
  cargoType?: 'general' | 'reefer' | 'dangerous' | 'out_of_gauge' | 'tank';
  boxMix?: UnseenBoxLine[];
};

export type UnseenMail = {
  id: string;
  lang: 'en' | 'de' | 'zh';
  mailDate: string;
  text: string;
  expected: UnseenItem[];
};
