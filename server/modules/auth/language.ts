import { type Language, languages } from '@shared/schemas/common';

/** First supported language in an Accept-Language header (PRODUCT.md 29: guessed at registration). */
export function guessLanguage(header: string | undefined): Language {
  const tags = (header ?? '')
    .split(',')
    .map((part) => {
      const [tag, q] = part.trim().split(';q=');
      return { lang: tag.slice(0, 2).toLowerCase(), q: q ? Number(q) : 1 };
    })
    .sort((a, b) => b.q - a.q);
  return (tags.find((t) => (languages as readonly string[]).includes(t.lang))?.lang as Language) ?? 'en';
}
