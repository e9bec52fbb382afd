import type { Span } from './types';
import { VESSEL_MARKER } from './vessel-marker';

/**
 * Blanks out what is not the sender's own message (quoted lines and everything under an "On … wrote:" line,
 * forwarded-mail header lines, sign-offs with the signature under them, confidentiality disclaimers) by
 * replacing it with spaces: the text keeps its length, so every offset found later points into the mail as
 * sent. A forwarded mail's body is kept, since brokers forward positions and orders.
 */

const QUOTE_INTRO = /^\s*(on .{3,80} wrote:?|am .{3,80} schrieb .{0,80}|.{0,60}写道[:：]?)\s*$/i;
const SEPARATOR =
  /^\s*(-{2,}\s*(forwarded message|original message|ursprüngliche nachricht|weitergeleitete nachricht|转发的邮件|原始邮件)\s*-{2,}|begin forwarded message:?)\s*$/i;
const HEADER =
  /^\s*(from|to|cc|bcc|sent|date|subject|von|an|gesendet|datum|betreff|kopie|发件人|收件人|发送时间|时间|主题|抄送|日期)\s*[:：]/i;
const SIGN_OFF =
  /^\s*((best|kind|warm|many)?\s*regards\b|br\b|b\.?\s?rgds\b|rgds\b|cheers\b|best\s*$|thanks?( you)?( & | and | in advance| again)?\s*(regards)?[,.! ]*$|many thanks\b|mit freundlichen grüßen|freundliche grüße|mfg\b|viele grüße|beste grüße|freundliche grüße|liebe grüße|(schöne )?grüße(?=[\s,.!]|$)|gruß(?=[\s,.!]|$)|schönen? \w+!?$|danke( und gruß| schön)?[,.! ]*$|此致|祝好|顺祝|谢谢[！!。]*$|--\s*$|sent from my|(?:谢谢|多谢|感谢)[!！,，]?\s*(?:best|kind)?\s*regards\b)/i;
const DISCLAIMER =
  /(confidential|intended solely|privileged|if you have received (it|this)|vertraulich|adressat|rechtlich geschützt|amtsgericht|保密|禁止任何|本邮件及其附件)/i;
/**
 * A line the sender sets aside: "… already booked with other line, pls ignore.", "Vorreise Antwerpen-Bremerhaven (an
 * 13.04.) ist voll", "v.2610 (sailed 10/03) went out full", "Letzte Reise: Gdynia - Hamburg, 610 TEU", "去年同期运价 USD 150/TEU，仅供参考",
 * "nur zur Info: …", "上次科佩尔那票货（USD 3,000/箱）已经完成", "Their last quote was EUR 780/TEU", "the HOLSTEIN
 * EXPRESS fixture last week (Hamburg/Felixstowe) went fine", "the 4 x 40 we moved with you to Gdynia in September
 * went fine". Its ports, boxes and prices are no
 * part of an offer ("ignore my last mail" is not such a line).
 */
const ASIDE =
  /\b(?:vorreise|previous[ \t]+voyage|last[ \t]+voyage)\b[^\n]{0,80}\b(?:voll|full|ausgebucht|fully[ \t]+booked)\b|^(?:letzte|vorige)[ \t]+reise[ \t]*:|^(?:last|previous)[ \t]+(?:voyage|trip|sailing)[ \t]*:|\b(?:went[ \t]+out|sailed)[ \t]+full\b|上一?个?航次[^\n]{0,40}(?:已满|满载)|\b(?:pls|please|kindly)[ \t]+ignore\b(?![ \t]+(?:my|our|the|previous|earlier|last|above|below))|\bfor[ \t]+(?:your[ \t]+)?reference[ \t]+only\b|\bbitte[ \t]+ignorieren\b|\bnur[ \t]+zur[ \t]+(?:Info(?:rmation)?|Orientierung)\b|仅?供参考|请忽略|上次[^\n。]{0,40}已经?(?:完成|结束|出运|运抵)|\b(?:last|previous)[ \t]+(?:shipment|cargo|booking|lot)\b[^\n.]{0,60}\b(?:was|has[ \t]+been|went)[ \t]+(?:completed|delivered|fine|smooth(?:ly)?)\b|\b(?:fixture|shipment|voyage|lifting|lot|boxes|we[ \t]+(?:moved|shipped|loaded))\b[^\n.]{0,80}\bwent[ \t]+(?:fine|well|smooth(?:ly)?)\b|\b(?:their|our|your|the)?[ \t]?(?:last|previous|earlier)[ \t]+(?:quote|rate|offer|price|level)[ \t]+(?:was|were)\b|上次(?:的)?(?:报价|运价)/i;
// "invoice no. 2026/0412 … (freight 64 TEU Gothenburg–Aarhus) is still outstanding", "40 TEU x EUR 160/TEU = EUR
// 6,400.00", "Payment due 16/03/2026": a bill for past freight; a
// market report's lines: a time charter's hire ("delivery Hamburg prompt, 45 days, EUR 6,900/day"), rates
// "indicated" for a trade and bunker prices are no slots offered.
const INVOICE =
  /\b(?:invoice|rechnung)[ \t]{0,2}(?:no\.?|nr\.?|number|nummer|#)|发票号|\bpayment[ \t]due\b|\bIBAN\b|\bzahlbar[ \t]bis\b|=[ \t]{0,2}(?:EUR|USD|€|\$)[ \t]{0,2}\d|\d[ \t]{0,2}(?:\/[ \t]{0,2}day|per[ \t]day|\/[ \t]{0,2}tag|pro[ \t]tag)\b|(?:每天|\/天)|\b(?:indicated|indications?)[ \t]at\b|\bmarket[ \t]level\b|市场行情|\bbunker[ \t]?(?:prices?|preise?)\b|燃油价格/i;

/**
 * A signature line without a sign-off above it: a company, phone, mail, web or postal address ("Nordic
 * Chartering GmbH | Große Elbstraße 1, 22767 Hamburg | +49 40 123 456"). Its port is the office, not a route,
 * so such a line is left out unless it also says what a position or order says. A year closing a date
 * ("03-12-2026   Rotterdam" in a table row) is no postal code.
 */
const SIGNATURE_LINE =
  /\b(GmbH|Ltd\.?|Limited|B\.V\.|BV|A\/S|ApS|Oy|OÜ|SAS|S\.A\.|S\.p\.A\.|Srl|Lda|Inc|LLC|KG)(?![\p{L}])|有限公司|\b(Tel|Phone|Mobile|Mob|Fax)\b\.?[ \t]{0,3}[:.]?[ \t]{0,3}\+?\d|\+\d{2}[ \t\d()-]{6,20}|\bwww\.|[\w.-]{1,40}@[\w-]{1,40}\.\w|(?<![\d./-])\b\d{4,5}[ \t]{1,3}\p{Lu}\p{Ll}{2,}/u;
const ORDER_WORDS =
  /\b(TEU|open|opn|offen|frei|free|MV|MS|ETA|ETD|POL|POD|cargo|ladung|slots?|laycan|ready|rate|USD|EUR|euro|budget|price|preis)\b|\d\s{0,2}[x×*]\s{0,2}[24]\d|空出|舱位|运价|箱|货/i;

// "船队：HAI XING 8（550 TEU，2009年）| HAI XING 9（700 TEU）", "Our fleet: …", "Flotte: …": the owner's fleet in a
// signature, ships named with their size, none of them offered.
const FLEET_LINE = /^(?:(?:our|unsere)[ \t]+)?(?:fleet|flotte)[ \t]*[:：]|^船队[:：]/i;
// A chat pasted into a mail: "[08/01/2026, 08:52] Henrik Sørensen (Ops): …" (WhatsApp), whose sender is blanked and
// message kept; "Lisa Brandt  10:42", "陈经理（船东） 08:31" over each message (Teams, WeChat), a line of its own.
// "[3月19日 09:20] 周涛：", "[10-21 10:07] 陈静：" (DingTalk) the same way.
// "[14:02, 04/12/2026] Carla Moretti: …", the time first.
const CHAT_PREFIX =
  /^\[(?:(?:\d{1,2}[./-]\d{1,2}(?:[./]\d{2,4})?|\d{1,2}月\d{1,2}日),?[ \t]\d{1,2}:\d{2}(?::\d{2})?|\d{1,2}:\d{2}(?::\d{2})?,?[ \t]\d{1,2}[./-]\d{1,2}[./-]\d{2,4})\][ \t]?[^:：\n]{1,40}[:：][ \t]?/;
// "[微信] Karim (Tanger) 2026/9/2 21:14", "李船长 Captain Li  2026-01-27 08:15": with the app and the day too;
// "Teams – Stefanie Vogt 16:05".
const CHAT_SENDER =
  /^(?:\[[^\]\n]{1,10}\][ \t]?)?[\p{L}][\p{L} .'’()（）–—-]{0,40}?[ \t]+(?:\d{4}[/-]\d{1,2}[/-]\d{1,2}[ \t]+)?\d{1,2}:\d{2}(?:[ \t]?(?:am|pm))?$/iu;
// "ETA Hamburg 14:00", "Cut-off CTB 12:00": a time under a label, no chat's sender.
const NOT_A_SENDER =
  /\b(?:eta|etd|etb|ets|cut-?off|closing|open|opn|frei|free|ab|until|bis|by|from|lt|cet|utc)\b|截止|截关|开船|到港/i;
// "Porto office closed Wed 24/06 (São João)", "today (Tue 02/06) is a holiday in Italy", "Büro am 03.10. geschlossen":
// when the office is shut, no day of a voyage or cargo.
const OFFICE_CLOSED =
  /\b(?:office|offices|büro|agents?)\b[^\n]{0,40}\b(?:closed|geschlossen|shut)\b|\bis[ \t]+a[ \t]+(?:public[ \t]+|bank[ \t]+|national[ \t]+)?holiday\b|\b(?:ist|sind)[ \t]+(?:ein[ \t]+)?feiertag\b|办公室[^\n]{0,10}(?:休息|关闭|放假)/i;
const SHIP_LABEL_LINE =
  /^(?:vessel|ship|schiff|vsl|vessel name|schiffsname|船名(?:[/／]?航次)?|船舶名称)\s*[:：]\s*\S/i;
const PASTED_POSITION =
  /^(?=.*\b\d{2,4}\s{0,2}(?:TEU|teu|slots?|Stellplätze|free|frei)\b)(?=.*\b(?:open|opn|offen|frei ab|free from|ETA|ETD)\b)/;

type Line = { start: number; end: number; text: string };

export function splitLines(text: string): Line[] {
  const lines: Line[] = [];
  let start = 0;
  for (const part of text.split('\n')) {
    lines.push({ start, end: start + part.length, text: part });
    start += part.length + 1;
  }
  return lines;
}

const SUBJECT = /^(subject|betreff|主题|標題)\s*[:：]\s*/i;
const REPLY_PREFIX = /^((re|aw|antw|sv|答复|回复)\s*[:：]\s*)+/i;
const FORWARD_PREFIX = /^((fw|fwd|wg|weitergeleitet|转发)\s*[:：]\s*)+/i;
const FORWARD_SEPARATOR = /forwarded|weitergeleitete|转发|begin forwarded/i;
const OWN_CONTENT = /\d/;

/**
 * The mail's own subject and a forwarded mail's subject: they name the vessel or the route more often than
 * not ("Subject: Position MV SVEA FEEDER"), so they are kept apart (spans of the text after the label and any
 * "RE:"/"FW:" prefix) for the parser to read, while the header lines themselves are blanked.
 */
export type CleanedMail = { masked: string; ignored: Span[]; subjects: Span[] };

export function cleanMail(text: string): CleanedMail {
  const chars = text.split('');
  const ignored: Span[] = [];
  const subjects: Span[] = [];
  const blank = (l: Line) => {
    if (!l.text.trim()) return;
    for (let i = l.start; i < l.end; i++) if (chars[i] !== '\n') chars[i] = ' ';
    const last = ignored[ignored.length - 1];
    if (last && last.end >= l.start - 1) last.end = l.end;
    else ignored.push({ start: l.start, end: l.end });
  };
  const lines = splitLines(text);
  const isHeader = (l: Line | undefined) => {
    const t = l?.text.trim() ?? '';
    return t.length <= 300 && HEADER.test(t);
  };
  // The mail's own subject says what the older mail under it is: "RE:"/"AW:" quotes it, "FW:"/"WG:" forwards it.
  let topSubject: 'reply' | 'forward' | null = null;
  /**
   * A header block (From/Sent/To/Subject lines) opens an older mail. Under a "forwarded" separator or a "FW:"
   * subject it is a forwarded mail, whose body is kept (also when the forwarded mail was itself a reply,
   * "Fwd: Re: …"). Otherwise it is a reply, whose body is left out, when its subject starts "RE:"/"AW:", or
   * when the mail's own subject is not a forward while the sender wrote something of their own above it, the
   * mail's own subject is a reply ("RE: MV X" over "-----Original Message-----").
   */
  const headerBlock = (from: number, separator: string, ownAbove: boolean) => {
    let subject: Line | null = null;
    for (
      let i = from;
      i < lines.length && i < from + 12 && (isHeader(lines[i]) || !lines[i].text.trim());
      i++
    )
      if (SUBJECT.test(lines[i].text.trim())) subject = lines[i];
    const value = subject?.text.trim().replace(SUBJECT, '') ?? '';
    const reply =
      !FORWARD_SEPARATOR.test(separator) &&
      !FORWARD_PREFIX.test(value) &&
      (REPLY_PREFIX.test(value) || (topSubject !== 'forward' && (ownAbove || topSubject === 'reply')));
    if (subject && !reply) addSubject(subject);
    return reply;
  };
  const addSubject = (l: Line) => {
    const t = l.text;
    const label = SUBJECT.exec(t.trimStart());
    if (!label) return;
    let start = l.start + (t.length - t.trimStart().length) + label[0].length;
    const rest = text.slice(start, l.end);
    const prefix = REPLY_PREFIX.exec(rest) ?? FORWARD_PREFIX.exec(rest);
    if (prefix) start += prefix[0].length;
    if (start < l.end) subjects.push({ start, end: l.end });
  };
  // "From: Rotterdam" in an order is a port, not a header: a block needs a date or subject line under it.
  const realHeaderBlock = (from: number) => {
    for (let i = from + 1; i < lines.length && i < from + 6 && isHeader(lines[i]); i++)
      if (
        /^(sent|date|subject|gesendet|datum|betreff|发送时间|日期|主题|时间)\s*[:：]/i.test(
          lines[i].text.trim(),
        )
      )
        return true;
    return false;
  };
  // 'quoted' drops the rest of the mail; 'signature' drops until a forwarded mail starts.
  let mode: 'body' | 'signature' | 'quoted' = 'body';
  // A pasted mail may start with its own header lines.
  let inHeader = isHeader(lines.find((l) => l.text.trim()));
  let ownAbove = false;
  let top = inHeader;
  // The last line kept (not blanked) with text, and how many "|" or tabs it holds.
  let keptAbove = '';
  const bars = (x: string) => {
    let n = 0;
    for (const c of x) if (c === '|' || c === '\t') n++;
    return n;
  };
  const pastedUnder = (index: number) => {
    const next = lines.slice(index + 1).find((l) => l.text.trim());
    const t = next?.text.trim() ?? '';
    return t.length <= 200 && ORDER_WORDS.test(t) && !SIGNATURE_LINE.test(t) && !DISCLAIMER.test(t);
  };
  lines.forEach((line, index) => {
    const t = line.text;
    // Anchored patterns run on the trimmed line: a line of 20,000 spaces must not be re-read from every one
    // of them (issue 22).
    const trimmed = t.trim();
    if (mode === 'quoted') {
      blank(line);
      return;
    }
    if (trimmed.length <= 120 && SEPARATOR.test(trimmed)) {
      blank(line);
      if (headerBlock(index + 1, trimmed, ownAbove)) mode = 'quoted';
      else {
        mode = 'body';
        inHeader = true;
      }
      return;
    }
    if (inHeader) {
      if (isHeader(line)) {
        if (top && SUBJECT.test(trimmed)) {
          const value = trimmed.replace(SUBJECT, '');
          topSubject = REPLY_PREFIX.test(value) ? 'reply' : FORWARD_PREFIX.test(value) ? 'forward' : null;
          addSubject(line);
        }
        blank(line);
        return;
      }
      if (!trimmed) return;
      inHeader = false;
      top = false;
    }
    if (trimmed.length <= 200 && QUOTE_INTRO.test(trimmed)) {
      blank(line);
      mode = 'quoted';
      return;
    }
    if (trimmed.startsWith('>')) {
      blank(line);
      return;
    }
    if (trimmed.length <= 60 && CHAT_SENDER.test(trimmed) && !NOT_A_SENDER.test(trimmed)) {
      blank(line);
      return;
    }
    const sender = CHAT_PREFIX.exec(t);
    if (sender) blank({ start: line.start, end: line.start + sender[0].length, text: sender[0] });
    if (
      /^(from|von|发件人)\s*[:：]/i.test(trimmed) &&
      isHeader(line) &&
      (mode === 'signature' || realHeaderBlock(index))
    ) {
      // A header block under the sender's text (after a signature, or Outlook's reply without a separator).
      blank(line);
      if (headerBlock(index, '', ownAbove)) mode = 'quoted';
      else {
        mode = 'body';
        inHeader = true;
      }
      return;
    }
    if (mode === 'signature') {
      // A rule of dashes or underscores under the signature, then a line of a position or order ("---" over
      // "KIELER FÖRDE open Kiel 05/01, 240 TEU"): what the sender pasted under the signature is kept.
      if (/^(?:-{3,}|_{3,}|={3,})$/.test(trimmed) && pastedUnder(index)) mode = 'body';
      // A position set into the signature ("MS Friesenland · frei ab Emden KW 52 · 330 Stellplätze frei / 700"):
      // a ship with its marker, her free figure and where she opens is kept, the signature around it is not.
      else if (trimmed.length <= 200 && PASTED_POSITION.test(trimmed) && VESSEL_MARKER.test(trimmed)) return;
      // A position block pasted under a short note's sign-off ("Gruß Jens", a blank line, "VESSEL: Saga Frost" over
      // "FREE: 200 TEU"): a block opening with a labelled ship starts the body again.
      else if (SHIP_LABEL_LINE.test(trimmed) && !lines[index - 1]?.text.trim() && pastedUnder(index)) {
        mode = 'body';
        keptAbove = trimmed;
        return;
      }
      blank(line);
      return;
    }
    if (trimmed.length <= 40 && SIGN_OFF.test(trimmed)) {
      blank(line);
      mode = 'signature';
      return;
    }
    // A row of a table kept above ("ALTONA | Elbfeeder GmbH | Lübeck | 14.01. | 95"): its owner is a cell.
    const row =
      bars(trimmed) >= 2 &&
      bars(trimmed) === bars(keptAbove) &&
      !/@|www\.|\+\d|\b(?:tel|phone|fax|mob)\b/i.test(trimmed);
    if (
      DISCLAIMER.test(t) ||
      (trimmed.length <= 200 && ASIDE.test(trimmed)) ||
      FLEET_LINE.test(trimmed) ||
      (trimmed.length <= 250 && OFFICE_CLOSED.test(trimmed)) ||
      INVOICE.test(trimmed) ||
      (trimmed.length <= 200 && SIGNATURE_LINE.test(trimmed) && !ORDER_WORDS.test(trimmed) && !row)
    )
      blank(line);
    else {
      keptAbove = trimmed;
      if (OWN_CONTENT.test(trimmed)) ownAbove = true;
    }
  });
  return { masked: chars.join(''), ignored, subjects };
}
