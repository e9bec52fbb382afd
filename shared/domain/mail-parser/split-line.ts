import type { splitLines } from './clean';
import { allMatches } from './context';
import { findBoxes } from './find-amounts';
import { findPorts } from './find-ports';
import { VESSEL_MARKER } from './vessel-marker';

type Line = ReturnType<typeof splitLines>[number];

const VESSEL_MARKER_ALL = new RegExp(VESSEL_MARKER.source, 'g');
const SENTENCE_END = /(?<=\p{L})[.;!]\s+(?=[\p{Lu}\p{Script=Han}])|[。；](?=\S)/gu;
// What may stand between a full stop and the next ship's marker: a few words ("Die MS …", "Also our MV …").
const LEAD_IN = /[;.!。；]\s{0,3}(?:[\p{L}]{1,12}[ \t,]{1,3}){0,3}$/u;
// "… Hamburg-Riga and 3x20DV …": a conjunction before the next order's boxes.
const CONJUNCTION = /(?:,?\s+(?:and|und|sowie|plus|also)\s+|[,;，；、]\s*|\s+\+\s+|以及|还有|另)$/i;

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
    pieces.push({ start: line.start + from, end: line.start + at, text: line.text.slice(from, at) });
    from = at;
  }
  return pieces;
}
