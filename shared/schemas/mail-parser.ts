import { z } from 'zod';
import { v } from '../i18n/validation';

/** POST /api/algorithm/parse-mail (docs/adr/008-broker-mail-parser.md): one pasted mail, answered as drafts. */
export const MAIL_TEXT_MAX = 20_000;

// Text pasted from a mail client has tabs and line breaks, never other control characters: those mean a
// binary file was pasted or sent.
const hasNoBinary = (s: string) => {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if ((c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0c && c !== 0x0d) || c === 0x7f || c === 0xfffd)
      return false;
  }
  return true;
};

export const parseMailSchema = z.strictObject({
  text: z
    .string({ error: v('required') })
    .max(MAIL_TEXT_MAX, { error: v('tooLong') })
    .refine((s) => s.trim().length > 0, { error: v('required') })
    .refine(hasNoBinary, { error: v('noControlChars') }),
  /** The day the mail was sent (YYYY-MM-DD); relative dates count from it. Today when left out. */
  mailDate: z.iso.date({ error: v('invalidDate') }).optional(),
});
export type ParseMailInput = z.input<typeof parseMailSchema>;
