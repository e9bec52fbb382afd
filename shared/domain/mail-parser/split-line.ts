import type { splitLines } from './clean';
import { allMatches } from './context';
import { findBoxes } from './find-amounts';
import { findPorts, isPortWord } from './find-ports';
import { looseName } from './vessel-loose';
import { VESSEL_MARKER } from './vessel-marker';

/** A piece of a line; `ship` when it opens with a second ship named without MV/MS. */
type Line = ReturnType<typeof splitLines>[number] & { ship?: boolean };

const VESSEL_MARKER_ALL = new RegExp(VESSEL_MARKER.source, 'g');
const SENTENCE_END = /(?<=\p{L})[.;!]\s+(?=[\p{Lu}\p{Script=Han}])|[。；](?=\S)/gu;
// What may stand between a full stop and the next ship's marker: a few words ("Die MS …", "Also our MV …").
const LEAD_IN = /[;.!。；]\s{0,3}(?:[\p{L}]{1,12}[ \t,]{1,3}){0,3}$/u;
// "…, VEGA open Lübeck", "…; GRETA ab Kiel 30.11.", "… Göteborg. Die NORDSTERN folgt am 09.10.", "…, and her sister
// JULIA S (also 868 TEU) open Antwerp", "…；ARCTIC OWL 12月17日": a second ship in capitals without MV/MS, then what a
// position says or its date.
const CAPS_NAME = "\\p{Lu}[\\p{Lu}\\d'’.-]{1,20}(?:[ \\t][\\p{Lu}\\d][\\p{Lu}\\d'’.-]{0,20}){0,3}";
// "…, Vega open Lübeck", "and her sister Julia S (also 868 TEU) open Antwerp", "Her sister Kestrel Dawn follows from
// Hamburg": in title case, only before "open" or "follows".
const TITLE_NAME = '\\p{Lu}\\p{Ll}{2,20}(?:-\\p{Lu}?\\p{Ll}{1,20})?(?:[ \\t]\\p{Lu}[\\p{Ll}\\d]{0,20}){0,2}';
const SECOND_SHIP = new RegExp(
  `(?:[,;；]|(?<=[\\p{L}\\d)])[.!])[ \\t]{0,3}((?:(?:[Aa]nd|[Uu]nd|sowie|[Pp]lus|[Aa]lso|[Tt]hen|while|whilst|whereas|[Hh]er|[Hh]is|[Ii]hr|[Ss]ister|Schwesterschiff|die|der|the|Die|Der|The)[ \\t]{1,3}){0,3})(["“„]?)(${CAPS_NAME}|${TITLE_NAME})["”“]?(?:[ \\t]{0,2}\\([^()\\n]{1,50}\\)|,[^;\\n]{1,40}?,|[ \\t]{1,3}(?:mit|with)[ \\t][^.;\\n]{1,30}?)?[ \\t]{1,3}(?:(?:is|ist|will be|wird)[ \\t]{1,3})?(?:(?:open|opens|opn|offen|frei|ab|ex|prompt|folgt|follows)\\b|(?=\\d{1,2}[./]\\d{1,2}|\\d{1,2}月))`,
  'gu',
);
const isPort = isPortWord;

// "… Hamburg-Riga and 3x20DV …": a conjunction before the next order's boxes.
// "… EUR 640/box // Enq 2: 6 x 20' tank …": a separator or the next order's number.
const CONJUNCTION =
  /(?:,?\s+(?:and|und|sowie|plus|also)\s+|[,;，；、]\s*|\s+\+\s+|以及|还有|另|(?:\/\/|\||[,;])?\s*(?:enq|enquiry|inquiry|order|lot|item|anfrage|sendung|partie|pos)\.?\s*\d{1,2}\s*[:.)]\s*|\s\/\/\s*)$/i;

/**
 * Cuts one line where a second position or order starts (issue 26): a second ship after a full stop or
 * semicolon ("MS FREYA offen Rostock …; MS VEGA offen Lübeck …", "… nach Klaipeda. Die MS OSTSEEWELLE folgt
 * …"), a sentence with a route of its own after one that names a port, and a second box line with a route of
 * its own after one that has its own ("5x40HC Hamburg-Riga and 3x20DV Hamburg-Tallinn").
 */
export function splitLine(line: Line): Line[] {
  if (line.text.length > 2_000 || line.text.length < 12) return [line];
  const cuts: number[] = [];
  if (/[;.!。；]/.test(line.text))
    for (const m of allMatches(VESSEL_MARKER_ALL, line.text)) {
      if (m.index === 0) continue;
      const before = line.text.slice(Math.max(0, m.index - 40), m.index + 1);
      const lead = LEAD_IN.exec(before);
      if (lead) cuts.push(m.index + 1 - (lead[0].length - 1));
    }
  const mentions = findPorts(line.text);
  const ships = new Set<number>();
  for (const m of allMatches(SECOND_SHIP, line.text)) {
    // A name in title case only before "open"/"follows", or in quotes ("und die „Dollart“ ab Delfzijl").
    if (m[3] !== m[3].toUpperCase() && !m[2] && !/\b(?:open|opens|opn|offen|follows|folgt)$/.test(m[0]))
      continue;
    const name = looseName(m[3], isPort);
    if (!name || name.replace(/[^\p{L}]/gu, '').length < 3) continue;
    const at = m.index + m[0].indexOf(m[1] || m[2] || m[3]);
    // The piece before names a port of its own: a position the second ship follows.
    if (!mentions.some((p) => p.end <= at) || cuts.includes(at)) continue;
    cuts.push(at);
    ships.add(at);
  }
  // "… 220 TEU frei. Außerdem 12 x 40' HC Kiel - Oslo, …": a sentence with a route of its own after one that
  // names a port is the next order (a full stop after a letter, before a capital or a Chinese character).
  if (mentions.length >= 3)
    for (const b of allMatches(SENTENCE_END, line.text)) {
      const at = b.index + b[0].length;
      const next = line.text.slice(at).search(/[.;!。；]/);
      const end = next < 0 ? line.text.length : at + next;
      const ahead = mentions.filter((m) => m.start >= at && m.end <= end).length;
      if (ahead >= 2 && mentions.some((m) => m.end <= b.index) && !cuts.includes(at)) cuts.push(at);
    }
  if (mentions.length >= 4) {
    const boxes = findBoxes(line.text);
    for (let i = 1; i < boxes.length; i++) {
      const prev = boxes[i - 1];
      const box = boxes[i];
      const after = boxes[i + 1]?.start ?? line.text.length;
      const own = mentions.filter((m) => m.start >= prev.end && m.end <= box.start).length;
      const next = mentions.filter((m) => m.start >= box.end && m.end <= after).length;
      if (own < 2 || next < 2) continue;
      const conj = CONJUNCTION.exec(line.text.slice(Math.max(prev.end, box.start - 12), box.start));
      if (!conj) continue;
      const at = box.start - conj[0].length;
      if (!cuts.includes(at)) cuts.push(at);
    }
  }
  cuts.sort((a, b) => a - b);
  if (!cuts.length) return [line];
  const pieces: Line[] = [];
  let from = 0;
  for (const at of [...cuts, line.text.length]) {
    if (at <= from) continue;
    const piece: Line = { start: line.start + from, end: line.start + at, text: line.text.slice(from, at) };
    if (ships.has(from)) piece.ship = true;
    pieces.push(piece);
    from = at;
  }
  return pieces;
}
