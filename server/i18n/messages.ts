import type { Language } from '@shared/schemas/common';
import { de } from './messages/de';
import { en } from './messages/en';
import { zh } from './messages/zh';

// Texts the server writes for a recipient (emails, notifications), in the recipient's language (PRODUCT.md 29),
// one file per language under ./messages (English is the reference every other language must match key for key).
const messages = { en, zh, de } satisfies Record<Language, Record<string, string>>;

export type MessageKey = keyof (typeof messages)['en'];

export function translate(lang: Language, key: MessageKey, params: Record<string, string> = {}): string {
  const text: string = messages[lang][key] ?? messages.en[key];
  return text.replace(/\{(\w+)\}/g, (_, p) => params[p] ?? `{${p}}`);
}

export const serverMessages = messages;

/** A price as a server text names it, in the currency it was agreed in: '140.00 EUR' (PRODUCT.md 37). */
export const priceText = (amount: number | string, currency: string) =>
  `${Number(amount).toFixed(2)} ${currency}`;
