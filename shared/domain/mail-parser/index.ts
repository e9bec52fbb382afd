import { buildDraft } from './build-draft';
import { cleanMail } from './clean';
import { field } from './context';
import { applyCorrections, buildUnit, corrects } from './corrections';
import { findBoxes } from './find-amounts';
import { isPortWord } from './find-ports';
import { confirmsBooking, offersNothing } from './not-an-offer';
import { BACK_ON_MARKET, otherShipReader, TAKEN_LINE, WITHDRAWN_LINE } from './other-ships';
import { applyPriceReferences } from './price-references';
import { applyShipOverSailings, mergeSameShip } from './sailings';
import { segmentUnits, type Unit } from './segment';
import {
  applySharedCargoType,
  applySharedLines,
  applySharedOrigin,
  applySharedTail,
  quantity,
} from './shared-lines';
import { applySameRoute, applySharedDates, mergeSameOrder } from './shared-orders';
import { type RowHints, relativeHints } from './table';
import { fillDittos } from './table-ditto';
import type { DraftField, MailDraft, ParsedMail, Span } from './types';
import { guessSubjectName, guessVesselName } from './vessel-guess';
import { findVesselName, TAKEN } from './vessel-name';

export * from './types';

function moveDraft(draft: MailDraft, by: number): MailDraft {
  const fields: Record<string, DraftField<unknown>> = {};
  for (const [k, f] of Object.entries(draft.fields))
    fields[k] = f.span ? { ...f, span: { start: f.span.start + by, end: f.span.end + by } } : f;
  return {
    ...draft,
    span: { start: draft.span.start + by, end: draft.span.end + by },
    fields,
    missing: [...draft.missing],
  } as MailDraft;
}

/** "ETD Hamburg | … | ETA Klaipeda" over rows that name neither: the header's ports (table.ts). */
function withHeaderPorts(d: MailDraft, hints?: RowHints): MailDraft {
  const f = d.fields as Record<string, DraftField<unknown>>;
  for (const [key, named] of [
    ['originPort', hints?.headerOrigin],
    ['destinationPort', hints?.headerDestination],
  ] as const)
    if (named && f[key].value === null) f[key] = { value: named.code, span: named.span, confidence: 0.7 };
  d.missing = d.missing.filter((k) => f[k].value === null);
  return d;
}

const filled = (d: MailDraft) => Object.values(d.fields).filter((f) => f.value !== null).length;

/**
 * A route and a date alone are no position or order ("we moved our office from Bremen to Hamburg on 1 Dec"):
 * a draft also names a ship, a quantity, a price or the kind of cargo.
 */
const substantive = (d: MailDraft, text: string) =>
  d.kind === 'availability'
    ? [d.fields.vesselName, d.fields.availableTEU, d.fields.price].some((f) => f.value !== null) ||
      POSITION_WORDS.test(text)
    : [d.fields.requestedTEU, d.fields.budget, d.fields.cargoType].some((f) => f.value !== null) ||
      ORDER_WORDS.test(text);
const POSITION_WORDS = /\b(open|opn|opens|offen|position|tonnage|slots?|space|platz)\b|空出|开航|舱位|船位/i;
const ORDER_WORDS =
  /\b(quote|offer|rfq|enquiry|inquiry|cargo|shipment|booking|ladung|anfrage|angebot|sendung|buchung)\b|询价|报价|订舱|货/i;

const isPort = isPortWord;
const REPLY_BEFORE_SUBJECT = /(?:re|aw|sv|vs|antw|答复|回复)[ \t]*[:：][ \t]*$/i;
const DECLINES =
  /\b(?:sorry|unfortunately|regret|nothing (?:else )?(?:suitable|available|open)|no (?:space|capacity|tonnage)|fully booked|leider|kein(?:e|en)? (?:Platz|Tonnage|Kapazität|Schiff)|ausgebucht)\b|抱歉|很遗憾|没有(?:合适的)?(?:舱位|船)|已满|订满/i;
// A quoted older mail: "> " lines, "On … wrote:", "Am … schrieb …:", "-----Original Message-----".
const QUOTED_MAIL =
  /^[ \t]*>|\b(?:wrote|schrieb)[ \t]*:|写道[ \t]*[:：]|-{3,}[ \t]*(?:original message|ursprüngliche nachricht|原始邮件)/im;
const AS_PER_SUBJECT =
  /\b(?:as per (?:the )?subject|as per subj|see subject|siehe betreff|wie im betreff|laut betreff|s\. betreff)\b|如题|如主题|见主题|详见主题|同主题/i;

/**
 * The subject (the mail's own, or a forwarded mail's) names what the body may leave out: the vessel of a
 * one-ship position ("Subject: Position MV SVEA FEEDER"), or the route of an order ("RFQ Hamburg/Dublin").
 * It fills those fields of the only draft of its kind; a body without any unit is read with its subject.
 */
function applySubjects(
  normalized: string,
  masked: string,
  subjects: Span[],
  drafts: MailDraft[],
  mailDate: string,
) {
  if (!subjects.length) return drafts;
  let withSubjects = masked;
  for (const s of subjects)
    withSubjects =
      withSubjects.slice(0, s.start) + normalized.slice(s.start, s.end) + withSubjects.slice(s.end);
  // "siehe Betreff. Schiff ist leer …", "As per subject, prompt-ish position": the one position of the body is
  // read together with the subject it points to.
  // Positions only: an order's subject ("Anfrage … KW 50") states its window apart from the body's dates.
  if (
    drafts.length === 1 &&
    drafts[0].kind === 'availability' &&
    AS_PER_SUBJECT.test(masked) &&
    subjects[0].end <= drafts[0].span.start
  ) {
    const draft = buildDraft(withSubjects, { start: subjects[0].start, end: drafts[0].span.end }, mailDate);
    if (draft.kind === drafts[0].kind) return [draft];
  }
  if (!drafts.length) {
    // "RE: space req. ~40 TEU Gdansk > Aarhus" over "sorry, nothing suitable …": the reply declines the request
    // its subject names, which is the quoted mail's, not an order of this one.
    // Likewise a reply over the quoted mail its subject repeats ("RE: MV Hanna Borg opn Kiel 13/10" over "we're
    // covered for that week … > MV HANNA BORG 508 teu …"): the subject is that older mail's, which holds no item.
    // Not a reply that restates the order with boxes of its own ("RE: Reykjavik-Rotterdam reefers" over "volume is
    // up: now 10 x 40' reefer (not 8) … Cargo ready Mon 21/9"): that is the order as it stands, on the subject's route.
    if (
      (DECLINES.test(masked) || (QUOTED_MAIL.test(normalized) && !findBoxes(masked).length)) &&
      REPLY_BEFORE_SUBJECT.test(normalized.slice(Math.max(0, subjects[0].start - 8), subjects[0].start))
    )
      return drafts;
    const end = withSubjects.trimEnd().length;
    const draft = buildDraft(withSubjects, { start: subjects[0].start, end }, mailDate);
    return filled(draft) >= 3 && substantive(draft, withSubjects.slice(subjects[0].start, end))
      ? [draft]
      : [];
  }
  for (const s of subjects) {
    const fromSubject = buildDraft(normalized, s, mailDate);
    const same = drafts.filter((d) => d.kind === fromSubject.kind);
    if (same.length !== 1) continue;
    const target = same[0].fields as Record<string, DraftField<unknown>>;
    const source = fromSubject.fields as Record<string, DraftField<unknown>>;
    // The day she opens too ("Fw: KOTKA BAY open Kotka 16/12" over "She has 310 free …, ETA Antwerp 20/12").
    for (const key of ['vesselName', 'originPort', 'destinationPort', 'departureDate'])
      if (target[key] && target[key].value === null && source[key]?.value != null) target[key] = source[key];
    same[0].missing = same[0].missing.filter((k) => target[k]?.value === null);
  }
  // A subject that names a ship without saying what she offers ("Position KORMORAN", "Kap Arkona") is read as a
  // position's subject: it names the ship of the only position that has none.
  const positions = drafts.filter((d) => d.kind === 'availability');
  if (positions.length === 1 && positions[0].kind === 'availability' && !positions[0].fields.vesselName.value)
    for (const s of subjects) {
      const name = findVesselName(normalized.slice(s.start, s.end), isPort, { subject: true });
      if (!name) continue;
      positions[0].fields.vesselName = field(name.value, name, name.confidence, s.start);
      positions[0].missing = positions[0].missing.filter((k) => k !== 'vesselName');
      break;
    }
  return drafts;
}

/**
 * A position whose ship neither its lines nor a subject name by any rule, or only as one fixed or sold ("die
 * ELBSTROM ist bereits verchartert. Noch frei: …"), gets the likeliest name-like span of its own text, or of the
 * subject when it is the mail's only position (vessel-guess.ts), at a low confidence, for the user to confirm.
 */
function guessMissingNames(normalized: string, masked: string, subjects: Span[], drafts: MailDraft[]) {
  const positions = drafts.filter((d) => d.kind === 'availability');
  for (const d of positions) {
    if (d.kind !== 'availability') continue;
    const named = d.fields.vesselName;
    const taken = named.span && TAKEN.test(masked.slice(named.span.end, named.span.end + 60));
    if (named.value && !taken) continue;
    // A position cut off the sentences before it in its paragraph ("… the Malmö Express sits idle … Owners would
    // accept a short run: she can sail …"): those sentences are read too when no other draft holds them.
    const blank = masked.lastIndexOf('\n\n', d.span.start);
    const para = blank < 0 ? 0 : blank + 2;
    const from = drafts.some((o) => o !== d && o.span.end > para && o.span.start < d.span.start)
      ? d.span.start
      : para;
    const inText = guessVesselName(masked.slice(from, d.span.end), isPort, named.value);
    const name =
      (inText && {
        ...inText,
        start: inText.start + from - d.span.start,
        end: inText.end + from - d.span.start,
      }) ??
      (positions.length === 1 && !named.value
        ? subjects
            .map((s) => {
              const n = guessSubjectName(normalized.slice(s.start, s.end), isPort);
              return (
                n && { ...n, start: n.start + s.start - d.span.start, end: n.end + s.start - d.span.start }
              );
            })
            .find(Boolean)
        : null);
    if (!name) continue;
    d.fields.vesselName = field(name.value, name, name.confidence, d.span.start);
    d.missing = d.missing.filter((k) => k !== 'vesselName');
  }
  return drafts;
}

/**
 * A position that only names a ship as taken (no free figure, no price) is no offer: the mail names her to say she
 * is gone, beside the one it offers. Nor is a position with no ship, free figure or price in a mail that declines
 * ("sorry, CELINE K not available till end Feb. Nothing else open this week on RTM-FXT").
 */
function dropTaken(masked: string, drafts: MailDraft[]): MailDraft[] {
  const declines = DECLINES.test(masked);
  // The text around a list or table ("Below the slots we can still offer ex Rotterdam:" … "All ex Delta terminal,
  // rates basis FAK"), read as a draft of its own, holds no ship or quantity and encloses the list's items.
  const around = (d: MailDraft) =>
    !quantity(d) &&
    drafts.some((o) => o !== d && quantity(o) && o.span.start >= d.span.start && o.span.end <= d.span.end);
  // What is said of the ship from her name to the end of its sentence takes her off the list ("FIXED, pls delete",
  // "on subs, do not work"), unless she is back on the market.
  const withdrawn = (d: MailDraft) => {
    const at = d.kind === 'availability' ? d.fields.vesselName.span?.start : undefined;
    if (at === undefined) return false;
    const rest = masked.slice(at, at + 300);
    const end = rest.search(/\n|[;。；]|(?<=[\p{L})）])\.[ \t]+\p{Lu}/u);
    const said = end < 0 ? rest : rest.slice(0, end);
    return WITHDRAWN_LINE.test(said) && !BACK_ON_MARKET.test(said);
  };
  return drafts.filter(
    (d) =>
      !around(d) &&
      !withdrawn(d) &&
      (d.kind !== 'availability' ||
        d.fields.availableTEU.value !== null ||
        d.fields.price.value !== null ||
        (d.fields.vesselName.value ? !TAKEN_LINE.test(masked.slice(d.span.start, d.span.end)) : !declines)),
  );
}

/**
 * Reads a pasted broker mail into drafts of vessel availabilities and cargo requests (docs/adr/008). Pure and
 * deterministic: the same text and mail date give the same drafts; nothing leaves the process.
 */
export function parseMail(text: string, options: { mailDate: string }): ParsedMail {
  // A carriage return becomes a space, not nothing, so offsets still point into the text as sent.
  // "*TERN*", "**TERN**": emphasis marks around words become spaces (not a box count's "5*40HC").
  const normalized = text
    .replace(/\r/g, ' ')
    .replace(/(?<![\p{L}\d*])\*{1,2}(?=\p{L})|(?<=\p{L})\*{1,2}(?![\p{L}\d*])/gu, (m) =>
      ' '.repeat(m.length),
    );
  const { masked, ignored, subjects } = cleanMail(normalized);
  // A report, a bill, a notice, an absence or a ship withdrawn offers nothing (not-an-offer.ts).
  const subject = subjects.length ? normalized.slice(subjects[0].start, subjects[0].end) : '';
  if (offersNothing(subject) || confirmsBooking(masked))
    return { mailDate: options.mailDate, drafts: [], ignored };
  // A unit's draft depends on its text alone: a repeated unit is read once and its draft moved (issue 22).
  const seen = new Map<string, MailDraft>();
  const read: { unit: Unit; unitText: string; hints?: RowHints; draft: MailDraft }[] = [];
  for (const unit of segmentUnits(masked)) {
    const unitText = unit.text ?? masked.slice(unit.start, unit.end);
    const hints = relativeHints(unit);
    const key = hints ? `${unitText}\u0000${JSON.stringify(hints)}` : unitText;
    let draft = seen.get(key);
    if (!draft) {
      draft = buildUnit(unitText, options.mailDate, hints);
      seen.set(key, draft);
    }
    read.push({ unit, unitText, hints, draft });
  }
  const shipOf = (d: MailDraft) => (d.kind === 'availability' ? d.fields.vesselName.value : null);
  const withoutOtherShips = otherShipReader(read.flatMap((r) => shipOf(r.draft) ?? []));
  const drafts: MailDraft[] = [];
  for (const { unit, unitText, hints, draft } of read) {
    const own = shipOf(draft);
    const rest = draft.kind === 'availability' ? withoutOtherShips(unitText, own) : null;
    const d = rest ? buildUnit(rest, options.mailDate, hints) : draft;
    // A port named in passing ("Greetings from Hamburg") is no order: a draft needs three fields at least.
    // "sorry - MARIENTOR 95 free, not 59": a correction of the position before may state a field or two only.
    if (
      (filled(d) >= 3 && substantive(d, unitText)) ||
      (drafts.length && filled(d) >= 2 && corrects(unitText))
    )
      drafts.push(fillDittos(withHeaderPorts(moveDraft(d, unit.start), hints), drafts.at(-1), hints?.same));
  }
  return {
    mailDate: options.mailDate,
    drafts: dropTaken(
      masked,
      guessMissingNames(
        normalized,
        masked,
        subjects.slice(0, 4),
        applyShipOverSailings(
          normalized,
          masked,
          subjects.slice(0, 4),
          applySubjects(
            normalized,
            masked,
            subjects.slice(0, 4),
            applySharedDates(
              masked,
              applySharedCargoType(
                masked,
                applySharedOrigin(
                  masked,
                  applySharedLines(
                    masked,
                    applyPriceReferences(
                      masked,
                      applySharedTail(
                        masked,
                        mergeSameOrder(
                          mergeSameShip(applyCorrections(masked, applySameRoute(masked, drafts))),
                        ),
                      ),
                    ),
                  ),
                ),
              ),
              options.mailDate,
            ),
            options.mailDate,
          ),
        ),
      ),
    ),
    ignored,
  };
}
