import { describe, expect, it } from 'vitest';
import { corpus } from './corpus';
import type { CorpusMail } from './corpus/types';
import { parseMail } from './index';
import type { MailDraft } from './types';

/**
 * Field-level precision and recall of the parser over the hand-written corpus (./corpus/README.md). A field
 * counts as found when the parser gives a value, and as correct when it equals the expected one; drafts are
 * paired in order of appearance, and a draft of the wrong kind counts all its fields as wrong.
 */
const FIELDS = [
  'kind',
  'vesselName',
  'originPort',
  'destinationPort',
  'destinationAlternatives',
  'departureDate',
  'arrivalDate',
  'availableTEU',
  'reeferPlugs',
  'price',
  'alternativeOrigins',
  'alternativeDestinations',
  'requestedTEU',
  'cargoType',
  'dangerousGoods',
  'earliestDate',
  'latestDate',
  'budget',
] as const;
type FieldName = (typeof FIELDS)[number];

function actualOf(d: MailDraft | undefined): Partial<Record<FieldName, unknown>> {
  if (!d) return {};
  const out: Partial<Record<FieldName, unknown>> = { kind: d.kind };
  for (const [k, f] of Object.entries(d.fields)) out[k as FieldName] = f.value;
  if (d.kind === 'availability') out.price = d.fields.price.value;
  return out;
}

const empty = (v: unknown) => v === undefined || v === null || (Array.isArray(v) && v.length === 0);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function score(mails: CorpusMail[]) {
  const counts = Object.fromEntries(FIELDS.map((f) => [f, { tp: 0, fp: 0, fn: 0 }])) as Record<
    FieldName,
    { tp: number; fp: number; fn: number }
  >;
  const errors: string[] = [];
  for (const mail of mails) {
    const drafts = parseMail(mail.text, { mailDate: mail.mailDate }).drafts;
    const n = Math.max(drafts.length, mail.expected.length);
    for (let i = 0; i < n; i++) {
      const expected = (mail.expected[i] ?? {}) as Partial<Record<FieldName, unknown>>;
      const actual = actualOf(drafts[i]);
      const kindOk = expected.kind === actual.kind;
      for (const f of FIELDS) {
        const e = expected[f];
        const a = actual[f];
        if (empty(e) && empty(a)) continue;
        const c = counts[f];
        if (!empty(e) && !empty(a) && same(e, a) && (kindOk || f === 'kind')) c.tp++;
        else {
          if (!empty(a)) c.fp++;
          if (!empty(e)) c.fn++;
          errors.push(`${mail.id}[${i}].${f}: expected ${JSON.stringify(e)}, got ${JSON.stringify(a)}`);
        }
      }
    }
  }
  const report = FIELDS.map((f) => {
    const { tp, fp, fn } = counts[f];
    return {
      field: f,
      precision: tp + fp ? tp / (tp + fp) : 1,
      recall: tp + fn ? tp / (tp + fn) : 1,
      support: tp + fn,
    };
  });
  return { report, errors };
}

describe('broker mail parser over the corpus', () => {
  const { report, errors } = score(corpus);
  it('has at least 40 mails in three languages', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(40);
    expect(new Set(corpus.map((m) => m.lang))).toEqual(new Set(['en', 'de', 'zh']));
  });
  it('reaches 90% precision and recall on every field', () => {
    console.table(
      report.map((r) => ({ ...r, precision: r.precision.toFixed(3), recall: r.recall.toFixed(3) })),
    );
    if (errors.length) console.log(errors.join('\n'));
    for (const r of report) {
      expect.soft(r.precision, `${r.field} precision`).toBeGreaterThanOrEqual(0.9);
      expect.soft(r.recall, `${r.field} recall`).toBeGreaterThanOrEqual(0.9);
    }
  });
});
