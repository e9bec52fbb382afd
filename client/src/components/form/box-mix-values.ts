import {
  type BoxLine,
  type BoxLineInput,
  type ContainerSize,
  type ContainerType,
  cargoTypeOfMix,
  type ImoClass,
  OOG_TYPES,
  teuOfMix,
} from '@shared/schemas/box-mix';

/**
 * A box line as the editor holds it: numbers from number inputs (NaN while empty), an empty class and UN number
 * until chosen, the over-dimensions of an open top or flat rack. boxLinesToPayload turns it into the contract's.
 */
export type BoxLineForm = {
  count: number;
  size: ContainerSize;
  type: ContainerType;
  grossWeightKg: number;
  dangerous: boolean;
  imoClass: ImoClass | '';
  unNumber: string;
  temperatureC: number;
  oog: { overHeightCm: number; overWidthCm: number; overLengthCm: number };
};

/** A new line: one dry 20' box, weight to be entered. */
export const blankBoxLine = (): BoxLineForm => ({
  count: 1,
  size: '20',
  type: 'dry',
  grossWeightKg: Number.NaN,
  dangerous: false,
  imoClass: '',
  unNumber: '',
  temperatureC: Number.NaN,
  oog: { overHeightCm: Number.NaN, overWidthCm: Number.NaN, overLengthCm: Number.NaN },
});

const numberOrNull = (n: number | null | undefined) =>
  n === null || n === undefined || Number.isNaN(n) ? null : n;
const cmOrUndefined = (n: number) => (Number.isNaN(n) || n === 0 ? undefined : n);

/** One editor line as the contract takes it; the server drops details the line's type does not use. */
export function boxLineToPayload(line: BoxLineForm): BoxLineInput {
  const oog = {
    overHeightCm: cmOrUndefined(line.oog.overHeightCm),
    overWidthCm: cmOrUndefined(line.oog.overWidthCm),
    overLengthCm: cmOrUndefined(line.oog.overLengthCm),
  };
  const hasOog = OOG_TYPES.has(line.type) && Object.values(oog).some((cm) => cm !== undefined);
  return {
    count: line.count,
    size: line.size,
    type: line.type,
    grossWeightKg: line.grossWeightKg,
    dangerous: line.dangerous,
    imoClass: line.dangerous ? line.imoClass || null : null,
    unNumber: line.dangerous ? line.unNumber.trim() || null : null,
    temperatureC: line.type === 'reefer' ? numberOrNull(line.temperatureC) : null,
    oog: hasOog ? oog : null,
  };
}

export const boxLinesToPayload = (lines: readonly BoxLineForm[] | undefined) =>
  (lines ?? []).map(boxLineToPayload);

/** A stored line back into the editor (a request being edited). */
export const boxLineToForm = (line: BoxLine): BoxLineForm => ({
  count: line.count,
  size: line.size,
  type: line.type,
  grossWeightKg: line.grossWeightKg,
  dangerous: line.dangerous,
  imoClass: line.imoClass ?? '',
  unNumber: line.unNumber ?? '',
  temperatureC: line.temperatureC ?? Number.NaN,
  oog: {
    overHeightCm: line.oog?.overHeightCm ?? Number.NaN,
    overWidthCm: line.oog?.overWidthCm ?? Number.NaN,
    overLengthCm: line.oog?.overLengthCm ?? Number.NaN,
  },
});

const complete = (l: BoxLineForm) => Number.isInteger(l.count) && l.count > 0;

/** The TEU of the lines typed so far (lines without a box count are left out until they have one). */
export const liveTeu = (lines: readonly BoxLineForm[] | undefined) =>
  teuOfMix((lines ?? []).filter(complete));

/** The cargo type the server will derive from these lines (shown instead of the choice while there is a mix). */
export const liveCargoType = (lines: readonly BoxLineForm[]) =>
  cargoTypeOfMix(
    lines.map((l) => {
      const p = boxLineToPayload(l);
      return { ...p, dangerous: p.dangerous ?? false, oog: p.oog ?? null } as BoxLine;
    }),
  );
