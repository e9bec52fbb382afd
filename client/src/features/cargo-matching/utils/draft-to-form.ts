import type {
  AvailabilityDraft,
  BoxMixLine,
  CargoDraft,
  DraftField,
  Money,
  PriceBasis,
  Span,
} from '@shared/domain/mail-parser';
import type { AvailabilityFormValues, CargoRequestFormValues } from '@shared/domain/matching/form-mapping';
import { type ImoClass, imoClasses } from '@shared/schemas/box-mix';
import { type BoxLineForm, blankBoxLine } from '@/components/form';

/** A form prefilled from a mail draft: the values, the mail, and which form field came from which span. */
export type MailPrefill<F> = {
  values: Partial<F>;
  source: string;
  /** Form field → where in the mail it was read. */
  spans: Partial<Record<keyof F, Span>>;
  /** Form fields the mail did not give. */
  missing: (keyof F)[];
  /** Form fields read as a guess (the parser's last resort, confidence below 0.5): for the user to check. */
  guessed: (keyof F)[];
};

/** Below this confidence a reading is a guess (shared/domain/mail-parser/types.ts: 0.5 a fallback). */
const GUESS = 0.5;

// Mails name a day, forms take a local date and time: 08:00 on that day, to be corrected by the user.
const morning = (ymd: string) => `${ymd}T08:00`;

/** TEU of a box mix: 20' = 1, 40' and 40'HC = 2, 45' = 2.25, the sum rounded up (DOMAIN.md, ADR 008). */
const TEU_OF_SIZE: Record<BoxMixLine['size'], number> = { '20': 1, '40': 2, '40HC': 2, '45': 2.25 };
export const boxMixTeu = (lines: BoxMixLine[]) =>
  Math.ceil(lines.reduce((sum, l) => sum + l.count * TEU_OF_SIZE[l.size], 0) - 1e-9);

// The forms ask for a price per TEU: a price per box or a lump sum is left for the user to convert.
const perTeu = (price: DraftField<Money>, basis: DraftField<PriceBasis> | undefined): DraftField<Money> =>
  basis?.value && basis.value !== 'per_teu' ? { value: null, span: null, confidence: 0 } : price;

function collect<F>(pairs: [keyof F, DraftField<unknown>, unknown][], source: string, fixed: Partial<F>) {
  const prefill: MailPrefill<F> = { values: { ...fixed }, source, spans: {}, missing: [], guessed: [] };
  for (const [name, f, value] of pairs) {
    if (f.value === null) {
      prefill.missing.push(name);
      continue;
    }
    (prefill.values as Record<keyof F, unknown>)[name] = value;
    if (f.span) prefill.spans[name] = f.span;
    if (f.confidence < GUESS) prefill.guessed.push(name);
  }
  return prefill;
}

export function availabilityPrefill(
  d: AvailabilityDraft,
  source: string,
): MailPrefill<AvailabilityFormValues> {
  const f = d.fields;
  const plugs = (f.reeferPlugs.value ?? 0) > 0;
  const price = perTeu(f.price, f.priceBasis);
  return collect<AvailabilityFormValues>(
    [
      ['vesselName', f.vesselName, f.vesselName.value],
      ['teuCapacity', f.availableTEU, f.availableTEU.value],
      ['originPort', f.originPort, f.originPort.value],
      ['destinationPort', f.destinationPort, f.destinationPort.value],
      ['departureDate', f.departureDate, f.departureDate.value && morning(f.departureDate.value)],
      ['availableDate', f.arrivalDate, f.arrivalDate.value && morning(f.arrivalDate.value)],
      // The price keeps the currency the mail quoted (PRODUCT.md 37): no conversion on the way in.
      ['pricePerTEU', price, price.value?.amount],
    ],
    source,
    // A ship with reefer plugs takes reefers too; every feeder takes general cargo.
    {
      cargoTypes: plugs ? ['general', 'reefer'] : ['general'],
      ...(price.value && { priceCurrency: price.value.currency }),
    },
  );
}

/** The transport request form's values (the form adds the box mix and commodity to the shared ones). */
type CargoRequestPrefillValues = CargoRequestFormValues & { boxMix: BoxLineForm[]; commodity: string };

const isImoClass = (c: string | undefined): c is ImoClass =>
  (imoClasses as readonly string[]).includes(c ?? '');

/** A mail's box line in the box-mix editor: what the mail gave, the rest (often the weight) left to fill in. */
export function draftLineToForm(line: BoxMixLine): BoxLineForm {
  const blank = blankBoxLine();
  const dangerous = Boolean(line.imoClass || line.unNumber);
  return {
    ...blank,
    count: line.count,
    size: line.size,
    type: line.type,
    grossWeightKg: line.grossWeightKg ?? Number.NaN,
    dangerous,
    imoClass: isImoClass(line.imoClass) ? line.imoClass : '',
    unNumber: line.unNumber ?? '',
    temperatureC: line.temperatureC ?? Number.NaN,
  };
}

export function cargoRequestPrefill(d: CargoDraft, source: string): MailPrefill<CargoRequestPrefillValues> {
  const f = d.fields;
  const dg = f.dangerousGoods.value;
  const dgText = dg
    ? [dg.imoClass && `IMO ${dg.imoClass}`, dg.unNumber && `UN ${dg.unNumber}`].filter(Boolean)
    : [];
  const budget = perTeu(f.budget, f.priceBasis);
  // The box mix (issue 26) is summed into TEU here, and its lines fill the box-mix editor below (issue 23).
  const mix = f.boxMix?.value;
  const teu: DraftField<number> = mix?.length
    ? { value: boxMixTeu(mix), span: f.boxMix.span, confidence: f.boxMix.confidence }
    : f.requestedTEU;
  const prefill = collect<CargoRequestPrefillValues>(
    [
      ['originPort', f.originPort, f.originPort.value],
      ['destinationPort', f.destinationPort, f.destinationPort.value],
      ['requiredTEU', teu, teu.value],
      ['cargoType', f.cargoType, f.cargoType.value],
      ['earliestDate', f.earliestDate, f.earliestDate.value && morning(f.earliestDate.value)],
      ['latestDate', f.latestDate, f.latestDate.value && morning(f.latestDate.value)],
      // The budget keeps the currency the mail quoted (PRODUCT.md 37).
      ['maxPricePerTEU', budget, budget.value?.amount],
    ],
    source,
    budget.value ? { maxPriceCurrency: budget.value.currency } : {},
  );
  // Alternatives and dangerous-goods details are optional: filled when found, never listed as missing.
  if (f.alternativeOrigins.value) prefill.values.alternativeOrigins = f.alternativeOrigins.value.join(', ');
  if (f.alternativeDestinations.value)
    prefill.values.alternativeDestinations = f.alternativeDestinations.value.join(', ');
  if (dgText.length) prefill.values.specialRequirements = dgText.join(', ');
  // Issue 23: the lines themselves go to the box-mix editor (TEU and cargo type then follow from them).
  if (mix?.length) prefill.values.boxMix = mix.map(draftLineToForm);
  if (f.commodity?.value) prefill.values.commodity = f.commodity.value;
  return prefill;
}
