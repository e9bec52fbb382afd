import { field } from './context';
import { isPortWord } from './find-ports';
import type { MailDraft, Span } from './types';
import { guessVesselName } from './vessel-guess';
import { findVesselName } from './vessel-name';

// "ZHONG YUAN 12 (800 TEU)", "HUA XIANG 9 (698 TEU, IMO 9412233)": her size in brackets after her name.
const SIZE_AFTER = /^[ \t]{0,2}[(（][ \t]{0,2}(\d{2,4})[ \t]{0,2}TEU\b/i;
// "船舶载箱量350TEU", "船舶资料：698TEU", "Kapazität 800 TEU": her size said apart.
const SIZE_SAID =
  /(?:载箱量|总箱量|船舶资料[:：]?|kapazität|capacity|nominal)[ \t]{0,3}(?:约|abt\.?|ca\.?)?[ \t]{0,2}(\d{2,4})[ \t]{0,2}TEU/i;

/**
 * One ship's sailings listed under her name ("anbei die nächsten Abfahrten unseres Feeders ZHONG YUAN 12 (800 TEU):"
 * over a table of voyages, "华翔9 三月份两个航次如下：" under a subject naming HUA XIANG 9): two or more positions that
 * name no ship, each with her own day, are that ship's, with the size said of her; a draft of the lines that name
 * her, whose only figure is that size, is no sailing of its own.
 */
export function applyShipOverSailings(
  normalized: string,
  masked: string,
  subjects: Span[],
  drafts: MailDraft[],
): MailDraft[] {
  const sailings = drafts.filter(
    (d) => d.kind === 'availability' && !d.fields.vesselName.value && d.fields.departureDate.value,
  );
  // Rows that name a ship of their own, found only by a guess ("ANNA K  opn Gdynia …"), or a named ship among them
  // ("Anna-Lena: …", "Stadt Leer: …", "Graf Luckner: …"), make a list of ships.
  if (sailings.length < 2) return drafts;
  const lastAt = sailings[sailings.length - 1].span.start;
  if (
    drafts.some(
      (d) =>
        d.kind === 'availability' &&
        d.fields.vesselName.value &&
        d.span.start > sailings[0].span.start &&
        d.span.start < lastAt,
    ) ||
    sailings.some((d) => guessVesselName(masked.slice(d.span.start, d.span.end), isPortWord))
  )
    return drafts;
  const firstAt = sailings[0].span.start;
  let name = findVesselName(masked.slice(0, firstAt), isPortWord);
  for (const s of subjects) {
    if (name) break;
    const inSubject = findVesselName(normalized.slice(s.start, s.end), isPortWord, { subject: true });
    if (inSubject) name = { ...inSubject, start: inSubject.start + s.start, end: inSubject.end + s.start };
  }
  if (!name) return drafts;
  // Another ship named between her and her sailings makes the list no longer hers.
  const others = drafts.filter(
    (d) =>
      d.kind === 'availability' &&
      d.fields.vesselName.value &&
      d.span.start > name.end &&
      d.span.start < firstAt,
  );
  if (others.some((d) => d.kind === 'availability' && d.fields.vesselName.value !== name.value))
    return drafts;
  const sizeAt = SIZE_AFTER.exec(normalized.slice(name.end, name.end + 40)) ?? SIZE_SAID.exec(masked);
  const size = sizeAt ? +sizeAt[1] : null;
  const sizeSpan = sizeAt
    ? sizeAt.input === masked
      ? { start: sizeAt.index, end: sizeAt.index + sizeAt[0].length }
      : { start: name.end + sizeAt.index, end: name.end + sizeAt.index + sizeAt[0].length }
    : null;
  for (const d of sailings) {
    if (d.kind !== 'availability' || d.fields.availableTEU.value === size) continue;
    d.fields.vesselName = field(name.value, name, 0.7, 0);
    if (size && sizeSpan && !d.fields.vesselCapacityTEU.value && (d.fields.availableTEU.value ?? 0) < size)
      d.fields.vesselCapacityTEU = field(size, sizeSpan, 0.6, 0);
    d.missing = d.missing.filter((k) => k !== 'vesselName' && k !== 'vesselCapacityTEU');
  }
  // The lines that name her, read as a draft whose only figure is her size, are no sailing of their own.
  const intro = (d: MailDraft) =>
    d.kind === 'availability' &&
    d.span.start <= firstAt &&
    (d.fields.vesselName.value === null || d.fields.vesselName.value === name.value) &&
    (d.fields.availableTEU.value === null || d.fields.availableTEU.value === size);
  if (sailings.filter((x) => !intro(x)).length < 2) return drafts;
  // Her rate said with those lines ("运价 USD 105/TEU" under the table, read with the text around it) is each sailing's.
  const rated = drafts.find((d) => intro(d) && d.kind === 'availability' && d.fields.price.value);
  if (rated?.kind === 'availability')
    for (const d of sailings)
      if (d.kind === 'availability' && !intro(d) && !d.fields.price.value) {
        d.fields.price = rated.fields.price;
        d.fields.priceBasis = rated.fields.priceBasis;
        d.missing = d.missing.filter((k) => k !== 'price' && k !== 'priceBasis');
      }
  return drafts.filter((d) => !intro(d));
}
