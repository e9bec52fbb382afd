import { splitLines } from './clean';
import { field } from './context';
import { cargoDates } from './draft-dates';
import { findBoxes } from './find-amounts';
import { findDates } from './find-dates';
import type { MailDraft } from './types';
import { lineAt } from './vessel-patterns';

/** What a line says of several orders (issue 26): their dates, one order's route for the next. */
// "same laycan", "gleicher Ladezeitraum", "loading as above", "wie oben", "同上": the dates of the order before.
const SAME_DATES =
  /\bsame\s+(?:laycan|dates?|window|loading|period)\b|\bgleiche[nrm]?\s+(?:ladezeit\w*|zeitraum|termine?|laycan)\b|\bdito\b|\bdto\b\.?|\b(?:dates?|laycan|loading|verladung|termin)?[ \t]{0,2}(?:as|wie)[ \t]+(?:above|oben)\b|同上|时间相同|装期相同/i;
// "… and 3x20DV Hamburg-Tallinn, both ready 14/12": a date said of both orders of one sentence.
const BOTH = /\b(both|beide|jeweils|all)\b|均|都/i;

/**
 * Orders that share their dates (issue 26): one saying "same laycan" takes the dates of the order before it;
 * a date introduced by "both"/"beide"/"均" on the line an order was cut from is also the earlier order's.
 */
export function applySharedDates(masked: string, drafts: MailDraft[], mailDate: string): MailDraft[] {
  const orders = drafts.filter((d) => d.kind === 'cargo_request');
  const lines = splitLines(masked);
  for (const o of orders)
    if (o.fields.earliestDate.value === null && o.fields.latestDate.value === null) {
      const lead = leadDates(lines, drafts, o, mailDate);
      if (lead?.earliest) o.fields.earliestDate = field(lead.earliest.date, lead.earliest.span, 0.7, lead.at);
      if (lead?.latest) o.fields.latestDate = field(lead.latest.date, lead.latest.span, 0.7, lead.at);
    }
  for (let i = 1; i < orders.length; i++) {
    const before = orders[i - 1].fields;
    const order = orders[i].fields;
    if (
      order.earliestDate.value === null &&
      SAME_DATES.test(masked.slice(orders[i].span.start, orders[i].span.end))
    ) {
      order.earliestDate = before.earliestDate;
      order.latestDate = before.latestDate;
    }
    const at = order.earliestDate.span?.start;
    if (before.earliestDate.value === null && at !== undefined && at > orders[i - 1].span.end) {
      const between = masked.slice(orders[i - 1].span.end, at);
      if (!between.includes('\n') && BOTH.test(between)) {
        before.earliestDate = order.earliestDate;
        before.latestDate = order.latestDate;
      }
    }
  }
  // "装期：均为11月下旬", "Loading for both: early Dec" on a line of its own under the orders: every order's window.
  for (const o of orders) {
    const span = o.fields.earliestDate.span ?? o.fields.latestDate.span;
    const line = span ? lineAt(masked, span.start) : '';
    if (!span || !BOTH.test(line) || findBoxes(line).length) continue;
    for (const e of orders) {
      if (e === o) break;
      if (e.fields.earliestDate.value !== null || e.fields.latestDate.value !== null) continue;
      e.fields.earliestDate = o.fields.earliestDate;
      e.fields.latestDate = o.fields.latestDate;
    }
  }
  // "anbei die offenen Ladungen für KW 6:" over a list of orders: the date of the line that introduces the list is
  // that of every order in it that states none.
  const first = orders[0]?.fields;
  if (first?.earliestDate.span && /[:：][ \t]*$/.test(lineAt(masked, first.earliestDate.span.start)))
    for (const o of orders.slice(1))
      if (o.fields.earliestDate.value === null && o.fields.latestDate.value === null) {
        o.fields.earliestDate = first.earliestDate;
        o.fields.latestDate = first.latestDate;
      }
  for (const d of orders)
    d.missing = Object.entries(d.fields)
      .filter(([, f]) => f.value === null)
      .map(([k]) => k);
  return drafts;
}

// "Laufzeit: 01.01.2027 – 31.12.2027", "Shipment period: 1 July - 30 September 2026", "运输期为4月13日至6月30日，每周固定
// 货量如下：": a period, or a line that introduces what follows.
const PERIOD =
  /\b(?:laufzeit|zeitraum|(?:shipment|contract|tender|transport|loading) period|validity|gültigkeit)\b|运输期|合同期|有效期|装运期|[:：][ \t]*$/i;

/**
 * The dates of the line that leads a table or list of orders (a table's header and the other orders' rows may stand
 * between), for an order that states none.
 */
function leadDates(
  lines: ReturnType<typeof splitLines>,
  drafts: MailDraft[],
  order: MailDraft,
  mailDate: string,
) {
  let header = false;
  for (let i = lines.length - 1, seen = 0; i >= 0 && seen < 8; i--) {
    const l = lines[i];
    if (l.end > order.span.start || !l.text.trim()) continue;
    seen++;
    if (drafts.some((d) => d.span.start <= l.start && l.end <= d.span.end)) continue;
    const dates = findDates(l.text, mailDate);
    if (!header && !dates.length && /[|\t]/.test(l.text)) {
      header = true;
      continue;
    }
    if (!PERIOD.test(l.text) || !dates.length) return null;
    return { ...cargoDates(l.text, dates), at: l.start };
  }
  return null;
}

// "(2) 6 x 20' DV general cargo, same routing", "gleiche Relation", "同一航线": an order on the route of the one before.
export const SAME_ROUTE =
  /\bsame[ \t]+(?:routing|route|lane|pol\/pod|ports|relation)\b|\bgleiche[nr]?[ \t]+(?:relation|route|strecke)\b|同一?航线|同样航线|航线同上/i;

/** An order on the route of the one before it, naming no port of its own, takes that route. */
export function applySameRoute(masked: string, drafts: MailDraft[]): MailDraft[] {
  let before: MailDraft | null = null;
  for (const d of drafts) {
    if (d.kind !== 'cargo_request') continue;
    const f = d.fields;
    if (
      before &&
      f.originPort.value === null &&
      f.destinationPort.value === null &&
      SAME_ROUTE.test(masked.slice(d.span.start, d.span.end))
    ) {
      f.originPort = before.fields.originPort;
      f.destinationPort = before.fields.destinationPort;
      d.missing = d.missing.filter((k) => k !== 'originPort' && k !== 'destinationPort');
    }
    before = d;
  }
  return drafts;
}

/**
 * An order said twice in one mail ("Kurz übersetzt: 20 x 40' HQ, Hamburg -> Leixões …" over the forwarded Chinese
 * original, a reply restating the enquiry): a later order on the same route with the same TEU and no field that
 * disagrees is the same order; its fields fill the first's gaps.
 */
export function mergeSameOrder(drafts: MailDraft[]): MailDraft[] {
  const out: MailDraft[] = [];
  const value = (f: unknown) => JSON.stringify((f as { value: unknown }).value ?? null);
  for (const d of drafts) {
    const first =
      d.kind === 'cargo_request' &&
      d.fields.requestedTEU.value !== null &&
      d.fields.originPort.value !== null &&
      d.fields.destinationPort.value !== null
        ? out.find((e) => {
            if (e.kind !== 'cargo_request') return false;
            const a = e.fields as Record<string, unknown>;
            return (
              ['originPort', 'destinationPort', 'requestedTEU'].every(
                (k) => value(a[k]) === value(d.fields[k as 'originPort']),
              ) &&
              Object.entries(d.fields).every(
                // "HQ" or "HC": the box codes as written may differ where the box mix agrees.
                ([k, f]) =>
                  k === 'boxes' || value(f) === 'null' || value(a[k]) === 'null' || value(a[k]) === value(f),
              )
            );
          })
        : undefined;
    if (!first) {
      out.push(d);
      continue;
    }
    const target = first.fields as Record<string, { value: unknown }>;
    for (const [k, f] of Object.entries(d.fields))
      if (target[k].value === null && f.value !== null) target[k] = f;
    first.missing = first.missing.filter((k) => target[k]?.value === null);
  }
  return out;
}
