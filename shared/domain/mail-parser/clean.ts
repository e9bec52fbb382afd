import type { Span } from './types';

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
  /^\s*((best|kind|warm|many)?\s*regards\b|br\b|b\.?\s?rgds\b|rgds\b|cheers\b|best\s*$|thanks?( you)?( & | and | in advance| again)?\s*(regards)?[,.! ]*$|many thanks\b|mit freundlichen grüßen|freundliche grüße|mfg\b|viele grüße|beste grüße|freundliche grüße|liebe grüße|(schöne )?grüße(?=[\s,.!]|$)|gruß(?=[\s,.!]|$)|schönen? \w+!?$|danke( und gruß| schön)?[,.! ]*$|此致|祝好|顺祝|谢谢[！!。]*$|--\s*$|sent from my)/i;
const DISCLAIMER =
  /(confidential|intended solely|privileged|if you have received (it|this)|vertraulich|adressat|rechtlich geschützt|amtsgericht|保密|禁止任何|本邮件及其附件)/i;

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

export function cleanMail(text: string): { masked: string; ignored: Span[] } {
  const chars = text.split('');
  const ignored: Span[] = [];
  const blank = (l: Line) => {
    if (!l.text.trim()) return;
    for (let i = l.start; i < l.end; i++) if (chars[i] !== '\n') chars[i] = ' ';
    const last = ignored[ignored.length - 1];
    if (last && last.end >= l.start - 1) last.end = l.end;
    else ignored.push({ start: l.start, end: l.end });
  };
  // 'quoted' drops the rest of the mail; 'signature' drops until a forwarded mail starts.
  let mode: 'body' | 'signature' | 'quoted' = 'body';
  let inHeader = false;
  for (const line of splitLines(text)) {
    const t = line.text;
    // Anchored patterns run on the trimmed line: a line of 20,000 spaces must not be re-read from every one
    // of them (issue 22).
    const trimmed = t.trim();
    if (mode === 'quoted') {
      blank(line);
      continue;
    }
    if (trimmed.length <= 120 && SEPARATOR.test(trimmed)) {
      blank(line);
      mode = 'body';
      inHeader = true;
      continue;
    }
    if (inHeader) {
      if (HEADER.test(trimmed)) {
        blank(line);
        continue;
      }
      if (!trimmed) continue;
      inHeader = false;
    }
    if (trimmed.length <= 200 && QUOTE_INTRO.test(trimmed)) {
      blank(line);
      mode = 'quoted';
      continue;
    }
    if (trimmed.startsWith('>')) {
      blank(line);
      continue;
    }
    if (mode === 'signature') {
      // A header block after a signature is a forwarded or quoted mail below it.
      if (HEADER.test(trimmed) && /^(from|von|发件人)\s*[:：]/i.test(trimmed)) {
        blank(line);
        mode = 'body';
        inHeader = true;
        continue;
      }
      blank(line);
      continue;
    }
    if (trimmed.length <= 40 && SIGN_OFF.test(trimmed)) {
      blank(line);
      mode = 'signature';
      continue;
    }
    if (DISCLAIMER.test(t)) blank(line);
  }
  return { masked: chars.join(''), ignored };
}
