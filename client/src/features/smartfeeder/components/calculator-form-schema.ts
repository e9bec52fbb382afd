import type { VesselType } from '@shared/domain/voyage/vessel-classes';
import { type QuoteInput, quoteInputSchema } from '@shared/schemas/smartfeeder';
import type { FuelType } from '@shared/schemas/vessels';
import type { DefaultValues } from 'react-hook-form';
import { z } from 'zod';

/** What the inputs hold: numbers from number inputs (NaN when empty), the vessel as 'class:…' / 'fleet:…' / '' (suggested). */
export type CalculatorFormValues = {
  originPort: string;
  destinationPort: string;
  cargoWeight: number;
  vessel: string;
  speedKnots: number;
  fuelType: '' | FuelType;
  avoidKielCanal: boolean;
  /** `<input type="datetime-local">` in the browser's time zone, or ''. */
  departureTime: string;
};

export const emptyCalculatorForm: DefaultValues<CalculatorFormValues> = {
  originPort: '',
  destinationPort: '',
  cargoWeight: undefined,
  vessel: '',
  speedKnots: undefined,
  fuelType: '',
  avoidKielCanal: false,
  departureTime: '',
};

const numberOrNull = (n: number) => (Number.isNaN(n) ? null : n);

export function toQuoteInput(f: CalculatorFormValues): QuoteInput {
  const [kind, id] = f.vessel.split(':');
  const departureMs = f.departureTime ? Date.parse(f.departureTime) : Number.NaN;
  return {
    originPort: f.originPort,
    destinationPort: f.destinationPort,
    cargoWeight: numberOrNull(f.cargoWeight),
    vesselType: kind === 'class' ? (id as VesselType) : null,
    vesselId: kind === 'fleet' ? id : null,
    speedKnots: numberOrNull(f.speedKnots),
    fuelType: f.fuelType || null,
    avoidKielCanal: f.avoidKielCanal,
    departureTime: f.departureTime
      ? Number.isNaN(departureMs)
        ? f.departureTime
        : new Date(departureMs).toISOString()
      : null,
  };
}

/** Back from saved inputs to the form, for a reopened calculation. */
export function fromQuoteInput(input: QuoteInput): DefaultValues<CalculatorFormValues> {
  const local = (iso: string) => {
    const d = new Date(iso);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
  };
  return {
    originPort: input.originPort ?? '',
    destinationPort: input.destinationPort ?? '',
    cargoWeight: input.cargoWeight ?? undefined,
    vessel: input.vesselId ? `fleet:${input.vesselId}` : input.vesselType ? `class:${input.vesselType}` : '',
    speedKnots: input.speedKnots ?? undefined,
    fuelType: input.fuelType ?? '',
    avoidKielCanal: input.avoidKielCanal ?? false,
    departureTime: input.departureTime ? local(input.departureTime) : '',
  };
}

/** The server's own contract on the converted inputs: the form refuses what the server would (SPEC.md §5). */
export const calculatorFormSchema = z.preprocess(
  (f: CalculatorFormValues) => toQuoteInput(f),
  quoteInputSchema,
);

export const calculatorFields = [
  'originPort',
  'destinationPort',
  'cargoWeight',
  'speedKnots',
  'fuelType',
  'departureTime',
] as const satisfies readonly (keyof CalculatorFormValues)[];
