import fs from 'node:fs';
import { createRequire } from 'node:module';
import { finished } from 'node:stream/promises';
import { type BoxMixWords, formatBoxMix } from '@shared/domain/box-mix/summary';
import { type Currency, formatCurrency } from '@shared/domain/money';
import { findPort } from '@shared/domain/ports';
import type { BookingConfirmation } from '@shared/schemas/booking-requests';
import type { Language } from '@shared/schemas/common';
import PDFDocument from 'pdfkit';
// The texts of the confirmation page itself, so the PDF says word for word what the reader sees on screen
// (the locale files are data shared by both sides; the server only reads them).
import deBookings from '../../../client/src/locales/de/bookings.json';
import deBoxMix from '../../../client/src/locales/de/boxMix.json';
import enBookings from '../../../client/src/locales/en/bookings.json';
import enBoxMix from '../../../client/src/locales/en/boxMix.json';
import zhBookings from '../../../client/src/locales/zh/bookings.json';
import zhBoxMix from '../../../client/src/locales/zh/boxMix.json';

const TEXTS = {
  en: { c: enBookings.confirmation, box: enBoxMix },
  de: { c: deBookings.confirmation, box: deBoxMix },
  zh: { c: zhBookings.confirmation, box: zhBoxMix },
} satisfies Record<Language, unknown>;

/**
 * Noto Sans SC (SIL Open Font License) writes Latin, German and Chinese alike; pdfkit embeds only the glyphs a
 * document uses, so a confirmation stays small. Read once, on the first PDF.
 */
let fonts: { regular: Buffer; bold: Buffer } | null = null;
function loadFonts() {
  if (!fonts) {
    const require = createRequire(import.meta.url);
    const file = (weight: string) =>
      fs.readFileSync(require.resolve(`@expo-google-fonts/noto-sans-sc/${weight}/NotoSansSC_${weight}.ttf`));
    fonts = { regular: file('400Regular'), bold: file('700Bold') };
  }
  return fonts;
}

const fill = (text: string, params: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, k) => String(params[k] ?? ''));

const LOCALE: Record<Language, string> = { en: 'en-GB', de: 'de-DE', zh: 'zh-CN' };

/** Times in UTC, said so: a confirmation is read by parties in several time zones. */
const dateTime = (iso: string, lang: Language) =>
  `${new Intl.DateTimeFormat(LOCALE[lang], { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(iso))} UTC`;
/** In the currency the price was agreed in (PRODUCT.md 37): a confirmation states the contract, never a conversion. */
const money = (amount: number, currency: Currency, lang: Language) =>
  formatCurrency(amount, currency, LOCALE[lang]);
const tonnes = (kg: number, lang: Language) =>
  (kg / 1000).toLocaleString(LOCALE[lang], { maximumFractionDigits: 2 });
const portName = (code: string) => findPort(code)?.name ?? code;

type Party = { title: string; lines: { text: string; bold: boolean }[] };
export type ConfirmationContent = {
  title: string;
  referenceLabel: string;
  reference: string;
  agreed: string;
  parties: [Party, Party];
  rows: { label: string; value: string; bold?: boolean }[];
  historyTitle: string;
  history: string[];
  termsTitle: string;
  terms: string;
};

/** What the confirmation says, in the reader's language: the page's words, the same facts. */
export function confirmationContent(c: BookingConfirmation, lang: Language): ConfirmationContent {
  const { c: t, box } = TEXTS[lang];
  const party = (title: string, p: BookingConfirmation['carrier']): Party => ({
    title,
    lines: [
      { text: p.company, bold: true },
      { text: p.contactName, bold: false },
      { text: p.contactEmail, bold: false },
      { text: p.contactPhone, bold: false },
    ].flatMap((l) => (l.text ? [{ text: l.text, bold: l.bold }] : [])),
  });
  const words: BoxMixWords = {
    size: (s) => box.sizes[s],
    type: (k) => box.types[k],
    dg: box.summary.dg,
    oog: box.summary.oog,
  };
  const cargo = [
    fill(t.teu, { teu: c.cargo.teu }),
    c.cargo.boxMix.length > 0 ? formatBoxMix(c.cargo.boxMix, words) : null,
    c.cargo.commodity,
    c.cargo.description,
  ].filter(Boolean);
  const rows: ConfirmationContent['rows'] = [
    { label: t.vessel, value: c.voyage.shipName, bold: true },
    { label: t.route, value: `${portName(c.voyage.originPort)} → ${portName(c.voyage.destinationPort)}` },
    { label: t.departure, value: dateTime(c.voyage.departureDate, lang) },
    ...(c.voyage.arrivalDate ? [{ label: t.arrival, value: dateTime(c.voyage.arrivalDate, lang) }] : []),
    { label: t.cargo, value: cargo.join('\n') },
    { label: t.pricePerTeu, value: money(c.price.pricePerTEU, c.price.currency, lang) },
    { label: t.allIn, value: money(c.price.allIn, c.price.currency, lang), bold: true },
    ...(c.co2
      ? [
          {
            label: t.co2,
            value: fill(t.co2Value, {
              ttw: tonnes(c.co2.co2TtwKg, lang),
              wtw: tonnes(c.co2.co2eWtwKg, lang),
            }),
          },
        ]
      : []),
  ];
  return {
    title: t.title,
    referenceLabel: t.reference,
    reference: c.reference,
    agreed: `${fill(t.agreedAt, { date: dateTime(c.agreedAt, lang) })} · ${t.origin[c.origin]}`,
    parties: [party(t.carrier, c.carrier), party(t.merchant, c.merchant)],
    rows,
    historyTitle: t.history,
    history: c.history.map((step) => {
      const by = step.by ? ` (${t[step.by]})` : '';
      const note = step.note ? ` — ${step.note}` : '';
      const kind = (t.step as Record<string, string>)[step.kind] ?? step.kind;
      return `${dateTime(step.at, lang)} · ${kind}${by}${note}`;
    }),
    termsTitle: t.termsTitle,
    terms: t.terms,
  };
}

/**
 * The booking confirmation as a PDF (PRODUCT.md 34): the same facts and words as the printable page, in the
 * reader's language, written to `out` as it is made; resolves once `out` has it all.
 */
/** Noto Sans SC has no subscript two, and its curly apostrophe is a full-width CJK one: plain forms instead. */
const inFont = (text: string) => text.replaceAll('₂', '2').replaceAll('’', "'");

export async function writeConfirmationPdf(
  c: BookingConfirmation,
  lang: Language,
  out: NodeJS.WritableStream,
) {
  const content = JSON.parse(JSON.stringify(confirmationContent(c, lang)), (_, v) =>
    typeof v === 'string' ? inFont(v) : v,
  ) as ConfirmationContent;
  const f = loadFonts();
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `${content.title} ${c.reference}`, Author: 'FeederHub', Subject: c.reference },
  });
  doc.registerFont('regular', f.regular);
  doc.registerFont('bold', f.bold);
  doc.pipe(out);
  const left = 50;
  const width = doc.page.width - 2 * left;

  doc.font('bold').fontSize(18).fillColor('#0f172a').text(content.title);
  doc.moveDown(0.3);
  doc.font('regular').fontSize(9).fillColor('#64748b').text(content.referenceLabel);
  doc.font('bold').fontSize(16).fillColor('#0f172a').text(content.reference);
  doc.font('regular').fontSize(9).fillColor('#475569').text(content.agreed);
  doc.moveDown();

  // The two parties side by side.
  const top = doc.y;
  const column = (width - 20) / 2;
  const bottoms = content.parties.map((p, i) => {
    const x = left + i * (column + 20);
    doc.font('bold').fontSize(8).fillColor('#64748b').text(p.title.toUpperCase(), x, top, { width: column });
    doc.fillColor('#0f172a').fontSize(10);
    for (const line of p.lines)
      doc.font(line.bold ? 'bold' : 'regular').text(line.text, x, undefined, { width: column });
    return doc.y;
  });
  doc.y = Math.max(...bottoms) + 16;

  for (const row of content.rows) {
    const y = doc.y;
    doc.font('regular').fontSize(10).fillColor('#64748b').text(row.label, left, y, { width: 140 });
    const labelEnd = doc.y;
    doc
      .font(row.bold ? 'bold' : 'regular')
      .fillColor('#0f172a')
      .text(row.value, left + 150, y, { width: width - 150 });
    doc.y = Math.max(labelEnd, doc.y) + 4;
  }

  doc.moveDown();
  doc.font('bold').fontSize(11).fillColor('#0f172a').text(content.historyTitle, left);
  doc.font('regular').fontSize(9).fillColor('#334155');
  for (const line of content.history) doc.text(line, { width });

  doc.moveDown();
  doc.font('bold').fontSize(9).fillColor('#1e293b').text(content.termsTitle);
  doc.font('regular').fontSize(8).fillColor('#475569').text(content.terms, { width, align: 'justify' });
  doc.end();
  await finished(out);
}
