import { z } from 'zod';
import { numberError, v } from '../i18n/validation';

/**
 * Issue 23: what a booking carries, as on a carrier's booking request: lines of boxes (count, size, type, gross
 * weight per box) and, per line when relevant, the dangerous-goods class and UN number, the reefer set
 * temperature and out-of-gauge dimensions; plus a commodity for the whole. TEU follow from the mix.
 */
export const containerSizes = ['20', '40', '40HC', '45'] as const;
export type ContainerSize = (typeof containerSizes)[number];
export const containerTypes = ['dry', 'reefer', 'open_top', 'flat_rack', 'tank'] as const;
export type ContainerType = (typeof containerTypes)[number];

/** TEU per box: a 20' box is one, a 40' (standard or high cube) two, a 45' 2.25. */
export const TEU_PER_BOX: Record<ContainerSize, number> = { '20': 1, '40': 2, '40HC': 2, '45': 2.25 };

/**
 * Maximum gross mass per box, kg: ISO 668:2020 rates 1CC (20'), 1AA/1AAA (40', 40' high cube) and 1EEE (45') at
 * 30,480 kg.
 */
export const MAX_GROSS_KG: Record<ContainerSize, number> = {
  '20': 30_480,
  '40': 30_480,
  '40HC': 30_480,
  '45': 30_480,
};

/** IMDG Code classes and divisions. */
export const imoClasses = [
  '1',
  '2.1',
  '2.2',
  '2.3',
  '3',
  '4.1',
  '4.2',
  '4.3',
  '5.1',
  '5.2',
  '6.1',
  '6.2',
  '7',
  '8',
  '9',
] as const;
export type ImoClass = (typeof imoClasses)[number];

/** Reefer set points a feeder's plugs serve: deep frozen to chilled and ambient. */
export const REEFER_MIN_C = -35;
export const REEFER_MAX_C = 30;
export const MAX_BOX_LINES = 20;

const oogSchema = z
  .object({
    overHeightCm: z
      .number({ error: v('invalid') })
      .int()
      .min(0)
      .max(500)
      .optional(),
    overWidthCm: z
      .number({ error: v('invalid') })
      .int()
      .min(0)
      .max(500)
      .optional(),
    overLengthCm: z
      .number({ error: v('invalid') })
      .int()
      .min(0)
      .max(1000)
      .optional(),
  })
  .strict();

export type Oog = z.output<typeof oogSchema>;
/** The types whose cargo may stand out of the box's gauge. */
export const OOG_TYPES: ReadonlySet<ContainerType> = new Set(['open_top', 'flat_rack']);
const hasOog = (oog: Oog | null | undefined): oog is Oog =>
  Boolean(oog && (oog.overHeightCm || oog.overWidthCm || oog.overLengthCm));
const stripEmpty = (oog: Oog): Oog =>
  Object.fromEntries(Object.entries(oog).filter(([, cm]) => cm !== undefined && cm > 0)) as Oog;

export const boxLineSchema = z
  .object({
    count: z
      .number({ error: numberError('boxCountInvalid') })
      .int({ error: v('boxCountInvalid') })
      .min(1, { error: v('boxCountInvalid') })
      .max(1000, { error: v('boxCountInvalid') }),
    size: z.enum(containerSizes, { error: v('invalid') }),
    type: z.enum(containerTypes, { error: v('invalid') }),
    grossWeightKg: z
      .number({ error: numberError('grossWeightInvalid') })
      .positive({ error: v('grossWeightInvalid') }),
    dangerous: z.boolean().default(false),
    imoClass: z.enum(imoClasses, { error: v('imoClassInvalid') }).nullish(),
    unNumber: z
      .string()
      .regex(/^\d{4}$/, { error: v('unNumberInvalid') })
      .nullish(),
    temperatureC: z
      .number({ error: v('temperatureInvalid') })
      .min(REEFER_MIN_C, { error: v('temperatureInvalid') })
      .max(REEFER_MAX_C, { error: v('temperatureInvalid') })
      .nullish(),
    oog: oogSchema.nullish(),
  })
  .strict()
  .superRefine((line, ctx) => {
    if (line.grossWeightKg > MAX_GROSS_KG[line.size])
      ctx.addIssue({ code: 'custom', path: ['grossWeightKg'], message: v('grossWeightAboveMax') });
    if (line.dangerous && !line.imoClass)
      ctx.addIssue({ code: 'custom', path: ['imoClass'], message: v('imoClassRequired') });
    if (line.dangerous && !line.unNumber)
      ctx.addIssue({ code: 'custom', path: ['unNumber'], message: v('unNumberRequired') });
    if (line.type === 'reefer' && (line.temperatureC === null || line.temperatureC === undefined))
      ctx.addIssue({ code: 'custom', path: ['temperatureC'], message: v('temperatureRequired') });
  })
  // Details that do not apply to the line's type are dropped, so a stored line says only what is true of it
  // (a form keeps a hidden field's value when the type changes; the server stores the line as it applies).
  .transform((line) => ({
    count: line.count,
    size: line.size,
    type: line.type,
    grossWeightKg: line.grossWeightKg,
    dangerous: line.dangerous,
    imoClass: line.dangerous ? (line.imoClass ?? null) : null,
    unNumber: line.dangerous ? (line.unNumber ?? null) : null,
    temperatureC: line.type === 'reefer' ? (line.temperatureC ?? null) : null,
    oog: OOG_TYPES.has(line.type) && hasOog(line.oog) ? stripEmpty(line.oog) : null,
  }));
export type BoxLine = z.output<typeof boxLineSchema>;
export type BoxLineInput = z.input<typeof boxLineSchema>;

export const boxMixSchema = z.array(boxLineSchema).max(MAX_BOX_LINES, { error: v('tooManyItems') });
export type BoxMix = BoxLine[];

/** The TEU a mix takes: 20' = 1, 40' = 2, 45' = 2.25 per box, rounded up to whole TEU. */
export const teuOfMix = (mix: readonly Pick<BoxLine, 'count' | 'size'>[]) =>
  // The 1e-9 keeps a float sum a hair above a whole figure from rounding up; max() keeps an empty mix at +0.
  Math.max(0, Math.ceil(mix.reduce((sum, line) => sum + line.count * TEU_PER_BOX[line.size], 0) - 1e-9));

/** Reefer boxes in a mix (each needs a plug). */
export const reeferBoxes = (mix: readonly Pick<BoxLine, 'count' | 'type'>[]) =>
  mix.reduce((n, line) => n + (line.type === 'reefer' ? line.count : 0), 0);

/** The dangerous-goods classes a mix carries. */
export const dgClassesOf = (mix: readonly Pick<BoxLine, 'dangerous' | 'imoClass'>[]) => [
  ...new Set(mix.flatMap((line) => (line.dangerous && line.imoClass ? [line.imoClass] : []))),
];

/** Whether a line's cargo stands out of gauge (an open top or flat rack with an over-dimension). */
export const isOutOfGauge = (line: Pick<BoxLine, 'type' | 'oog'>) =>
  OOG_TYPES.has(line.type) && hasOog(line.oog);

type CargoKind = 'general' | 'reefer' | 'dangerous' | 'out_of_gauge' | 'tank';

/** Every kind of cargo a mix holds (the matching's cargo types), most demanding first; general when none. */
export function cargoKindsOfMix(mix: readonly BoxLine[]): CargoKind[] {
  const kinds = new Set<CargoKind>();
  for (const line of mix) {
    if (line.dangerous) kinds.add('dangerous');
    if (line.type === 'reefer') kinds.add('reefer');
    if (isOutOfGauge(line)) kinds.add('out_of_gauge');
    if (line.type === 'tank') kinds.add('tank');
  }
  const order: CargoKind[] = ['dangerous', 'reefer', 'out_of_gauge', 'tank'];
  const found = order.filter((k) => kinds.has(k));
  return found.length ? found : ['general'];
}

/**
 * The one cargo type a request made of this mix has (a transport request names one): dangerous goods first (a
 * ship must accept the class whatever else the boxes are), then reefer (it needs plugs), out of gauge, tank.
 */
export const cargoTypeOfMix = (mix: readonly BoxLine[]): CargoKind => cargoKindsOfMix(mix)[0];

/** A request's largest TEU (teuSchema's bound), which a mix may not exceed either. */
const MAX_TEU = 30_000;

/**
 * A request with a box mix takes its TEU from the mix; the plain TEU field stays for a request without one. Both
 * sent and different is a 400 on the TEU field (neither figure is silently dropped: the sender meant one of them).
 * Adds the issues to `ctx` under `teuField` and `boxMix`.
 */
export function checkTeuAgainstMix(
  o: { boxMix: readonly BoxLine[]; teu: number | undefined },
  ctx: z.RefinementCtx,
  teuField: string,
) {
  if (o.boxMix.length === 0) {
    if (o.teu === undefined) ctx.addIssue({ code: 'custom', path: [teuField], message: v('required') });
    return;
  }
  const teu = teuOfMix(o.boxMix);
  if (teu > MAX_TEU) ctx.addIssue({ code: 'custom', path: ['boxMix'], message: v('boxMixTooLarge') });
  else if (o.teu !== undefined && o.teu !== teu)
    ctx.addIssue({ code: 'custom', path: [teuField], message: v('teuMixMismatch') });
}

/** The TEU of a request checked by checkTeuAgainstMix: the mix's, else the plain field's. */
export const requestTeu = (o: { boxMix: readonly BoxLine[]; teu: number | undefined }) =>
  o.boxMix.length ? teuOfMix(o.boxMix) : (o.teu ?? 0);

/** A commodity in the words of a booking request (HS code optional, free text). */
export const COMMODITY_MAX = 200;
