import type { UnseenItem, UnseenMail } from './corpus-unseen/types';
import { parseMail } from './index';
import type { MailDraft } from './types';

/**
 * Field-by-field scoring of the parser on mails it was not written against (issue 26). Drafts are paired with
 * expected items by agreement (the pairing that agrees on most fields first), so a draft split off a
 * position does not shift every later pairing; an unpaired draft counts all its fields as wrong, an unpaired
 * item all its fields as missed, and a draft of the wrong kind counts its fields as wrong.
 */
export const GOAL_FIELDS = ['vessel', 'origin', 'destination', 'teu', 'dates', 'price', 'cargoType'] as const;
export type GoalField = (typeof GOAL_FIELDS)[number];
const INFO_FIELDS = ['kind', 'vesselCapacityTEU', 'priceBasis', 'boxMix'] as const;
type Scored = GoalField | (typeof INFO_FIELDS)[number];

type Flat = Partial<Record<string, unknown>>;

function flatOfDraft(d: MailDraft): Flat {
  if (d.kind === 'availability') {
    const f = d.fields;
    return {
      kind: d.kind,
      vesselName: f.vesselName.value?.toUpperCase() ?? null,
      originPort: f.originPort.value,
      destinationPort: f.destinationPort.value,
      teu: f.availableTEU.value,
      vesselCapacityTEU: f.vesselCapacityTEU?.value ?? null,
      dateFrom: f.departureDate.value,
      arrivalDate: f.arrivalDate.value,
      price: f.price.value,
      priceBasis: f.priceBasis?.value ?? null,
    };
  }
  const f = d.fields;
  return {
    kind: d.kind,
    originPort: f.originPort.value,
    destinationPort: f.destinationPort.value,
    teu: f.requestedTEU.value,
    dateFrom: f.earliestDate.value,
    dateTo: f.latestDate.value,
    price: f.budget.value,
    priceBasis: f.priceBasis?.value ?? null,
    cargoType: f.cargoType.value,
    boxMix: f.boxMix?.value ?? null,
  };
}

const flatOfItem = (i: UnseenItem): Flat => ({ ...i, vesselName: i.vesselName?.toUpperCase() });

/** Which keys of a flat record make up each scored field ("dates" pools every date). */
const KEYS: Record<Scored, string[]> = {
  vessel: ['vesselName'],
  origin: ['originPort'],
  destination: ['destinationPort'],
  teu: ['teu'],
  dates: ['dateFrom', 'dateTo', 'arrivalDate'],
  price: ['price'],
  cargoType: ['cargoType'],
  kind: ['kind'],
  vesselCapacityTEU: ['vesselCapacityTEU'],
  priceBasis: ['priceBasis'],
  boxMix: ['boxMix'],
};

const empty = (v: unknown) => v === undefined || v === null || (Array.isArray(v) && v.length === 0);
const canon = (v: unknown): unknown =>
  Array.isArray(v)
    ? v.map(canon)
    : v && typeof v === 'object'
      ? Object.fromEntries(
          Object.entries(v)
            .filter(([, x]) => x !== undefined && x !== null)
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([k, x]) => [k, canon(x)]),
        )
      : v;
const same = (a: unknown, b: unknown) => JSON.stringify(canon(a)) === JSON.stringify(canon(b));

function agreement(a: Flat, e: Flat) {
  let n = 0;
  for (const keys of Object.values(KEYS)) for (const k of keys) if (!empty(e[k]) && same(a[k], e[k])) n++;
  return n;
}

export type Counts = { tp: number; fp: number; fn: number };
export type LangReport = {
  mails: number;
  items: number;
  drafts: number;
  fields: Record<Scored, Counts & { precision: number; recall: number }>;
  errors: string[];
};

export function scoreMails(mails: UnseenMail[]): LangReport {
  const counts = Object.fromEntries(
    [...GOAL_FIELDS, ...INFO_FIELDS].map((f) => [f, { tp: 0, fp: 0, fn: 0 }]),
  ) as Record<Scored, Counts>;
  const errors: string[] = [];
  let items = 0;
  let drafts = 0;
  for (const mail of mails) {
    const got = parseMail(mail.text, { mailDate: mail.mailDate }).drafts.map(flatOfDraft);
    const want = mail.expected.map(flatOfItem);
    items += want.length;
    drafts += got.length;
    const pairs: [number, number, number][] = [];
    got.forEach((a, i) => {
      want.forEach((e, j) => {
        pairs.push([agreement(a, e), i, j]);
      });
    });
    pairs.sort((x, y) => y[0] - x[0] || Math.abs(x[1] - x[2]) - Math.abs(y[1] - y[2]) || x[1] - y[1]);
    const gotPair = new Map<number, number>();
    const usedWant = new Set<number>();
    for (const [n, i, j] of pairs) {
      if (n === 0 || gotPair.has(i) || usedWant.has(j)) continue;
      gotPair.set(i, j);
      usedWant.add(j);
    }
    const compare = (a: Flat, e: Flat, label: string) => {
      const kindOk = a.kind === e.kind;
      for (const [field, keys] of Object.entries(KEYS) as [Scored, string[]][])
        for (const k of keys) {
          const x = a[k];
          const y = e[k];
          if (empty(x) && empty(y)) continue;
          const c = counts[field];
          if (!empty(x) && !empty(y) && same(x, y) && (kindOk || field === 'kind')) c.tp++;
          else {
            if (!empty(x)) c.fp++;
            if (!empty(y)) c.fn++;
            errors.push(`${mail.id}${label}.${k}: expected ${JSON.stringify(y)}, got ${JSON.stringify(x)}`);
          }
        }
    };
    got.forEach((a, i) => {
      const j = gotPair.get(i);
      compare(a, j === undefined ? {} : want[j], j === undefined ? `[extra draft ${i}]` : `[${j}]`);
    });
    want.forEach((e, j) => {
      if (!usedWant.has(j)) compare({}, e, `[missed ${j}]`);
    });
  }
  const fields = Object.fromEntries(
    Object.entries(counts).map(([f, c]) => [
      f,
      {
        ...c,
        precision: c.tp + c.fp ? c.tp / (c.tp + c.fp) : 1,
        recall: c.tp + c.fn ? c.tp / (c.tp + c.fn) : 1,
      },
    ]),
  ) as LangReport['fields'];
  return { mails: mails.length, items, drafts, fields, errors };
}

export function reportTable(byLang: Record<string, LangReport>) {
  const rows: Record<string, string>[] = [];
  for (const [lang, r] of Object.entries(byLang)) {
    rows.push({ lang, field: 'drafts/items', value: `${r.drafts}/${r.items} (${r.mails} mails)` });
    for (const [f, c] of Object.entries(r.fields))
      rows.push({
        lang,
        field: f,
        value: `P ${c.precision.toFixed(3)} R ${c.recall.toFixed(3)} (tp ${c.tp} fp ${c.fp} fn ${c.fn})`,
      });
  }
  return rows;
}
