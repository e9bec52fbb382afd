import { expect } from 'vitest';

/** Each of the texts stands somewhere in `element`. */
export function expectTexts(element: HTMLElement, texts: string[]) {
  for (const text of texts) expect(element).toHaveTextContent(text);
}
