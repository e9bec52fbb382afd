import { z } from 'zod';
import { v } from '../i18n/validation';
import { emailSchema } from './common';

const requiredText = (max: number) =>
  z
    .string({ error: v('required') })
    .trim()
    .min(1, { error: v('required') })
    .max(max, { error: v('tooLong') });

/** POST /api/contact (PRODUCT.md 11): all four fields required, the email in email format. */
export const contactSchema = z.strictObject({
  name: requiredText(200),
  email: emailSchema,
  subject: requiredText(200),
  message: requiredText(5000),
});
export type ContactInput = z.input<typeof contactSchema>;
export type ContactMessage = z.output<typeof contactSchema>;

export type ContactResponse = { message: string };
