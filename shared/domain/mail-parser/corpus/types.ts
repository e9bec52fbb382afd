/**
 * The test corpus's expected drafts: only what a careful human reads from the mail, written before the parser
 * (conventions in ./README.md). A field left out is one the mail does not state; the parser must leave it empty.
 */
export type Money = { amount: number; currency: 'USD' | 'EUR' };

export type ExpectedAvailability = {
  kind: 'availability';
  vesselName?: string;
  originPort?: string;
  destinationPort?: string;
  destinationAlternatives?: string[];
  departureDate?: string;
  arrivalDate?: string;
  availableTEU?: number;
  reeferPlugs?: number;
  price?: Money;
};

export type ExpectedCargo = {
  kind: 'cargo_request';
  originPort?: string;
  destinationPort?: string;
  alternativeOrigins?: string[];
  alternativeDestinations?: string[];
  requestedTEU?: number;
  cargoType?: 'general' | 'reefer' | 'dangerous' | 'out_of_gauge' | 'tank';
  dangerousGoods?: { imoClass: string | null; unNumber: string | null };
  earliestDate?: string;
  latestDate?: string;
  budget?: Money;
};

export type CorpusMail = {
  id: string;
  lang: 'en' | 'de' | 'zh';
  /** The day the mail was sent (relative dates count from it). */
  mailDate: string;
  text: string;
  expected: (ExpectedAvailability | ExpectedCargo)[];
};
