import type { BoxLine, ContainerSize, ContainerType } from '../../schemas/box-mix';

/** How a summary names sizes and types (the client passes its translated words; the defaults are English). */
export type BoxMixWords = {
  size: (size: ContainerSize) => string;
  type: (type: ContainerType) => string;
  /** Dangerous goods, before the IMDG class: "DG". */
  dg: string;
  /** Out of gauge, before the over-dimensions: "OOG". */
  oog: string;
};

const SIZE: Record<ContainerSize, string> = { '20': "20'", '40': "40'", '40HC': "40'HC", '45': "45'" };
const TYPE: Record<ContainerType, string> = {
  dry: 'dry',
  reefer: 'reefer',
  open_top: 'open top',
  flat_rack: 'flat rack',
  tank: 'tank',
};
export const englishBoxWords: BoxMixWords = {
  size: (s) => SIZE[s],
  type: (t) => TYPE[t],
  dg: 'DG',
  oog: 'OOG',
};

type SummaryLine = Pick<
  BoxLine,
  'count' | 'size' | 'type' | 'dangerous' | 'imoClass' | 'unNumber' | 'temperatureC'
> &
  Partial<Pick<BoxLine, 'oog'>>;

// A typographic minus, as carriers print set points ("−18 °C"); a hyphen would read as a dash.
const celsius = (c: number) => `${c < 0 ? '\u2212' : ''}${Math.abs(c)} °C`;

/**
 * One line as a booking confirmation prints it: "2 × 40'HC reefer −18 °C", "1 × 20' DG 3 UN1263",
 * "1 × 40' flat rack OOG H+60 W+30 cm". A dry box names no type (it is the default box).
 */
export function formatBoxLine(line: SummaryLine, words: BoxMixWords = englishBoxWords): string {
  const parts = [`${line.count} × ${words.size(line.size)}`];
  if (line.type !== 'dry') parts.push(words.type(line.type));
  if (line.type === 'reefer' && line.temperatureC !== null && line.temperatureC !== undefined)
    parts.push(celsius(line.temperatureC));
  if (line.dangerous) {
    parts.push([words.dg, line.imoClass].filter(Boolean).join(' '));
    if (line.unNumber) parts.push(`UN${line.unNumber}`);
  }
  const oog = line.oog;
  if (oog && (oog.overHeightCm || oog.overWidthCm || oog.overLengthCm)) {
    const dims = [
      oog.overHeightCm ? `H+${oog.overHeightCm}` : null,
      oog.overWidthCm ? `W+${oog.overWidthCm}` : null,
      oog.overLengthCm ? `L+${oog.overLengthCm}` : null,
    ].filter(Boolean);
    parts.push(`${words.oog} ${dims.join(' ')} cm`);
  }
  return parts.join(' ');
}

/** A whole mix on one line, its lines separated by commas; empty for no mix. */
export const formatBoxMix = (mix: readonly SummaryLine[], words: BoxMixWords = englishBoxWords) =>
  mix.map((line) => formatBoxLine(line, words)).join(', ');
