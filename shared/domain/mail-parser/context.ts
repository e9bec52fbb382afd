import type { DraftField, Span } from './types';

/** The text of the clause before an offset (back to a comma, semicolon, bracket or line start), at most `max` chars. */
export function clauseBefore(text: string, at: number, max = 30): string {
  const from = Math.max(0, at - max);
  const slice = text.slice(from, at);
  const cut = Math.max(...[',', ';', '，', '；', '\n', '(', '（', '。'].map((c) => slice.lastIndexOf(c)));
  return cut >= 0 ? slice.slice(cut + 1) : slice;
}

/** The text of the clause after an offset, at most `max` chars. */
export function clauseAfter(text: string, at: number, max = 15): string {
  const slice = text.slice(at, at + max);
  const cuts = [',', ';', '，', '；', '\n', ')', '）', '。']
    .map((c) => slice.indexOf(c))
    .filter((i) => i >= 0);
  return cuts.length ? slice.slice(0, Math.min(...cuts)) : slice;
}

export const sameLine = (text: string, a: number, b: number) =>
  !text.slice(Math.min(a, b), Math.max(a, b)).includes('\n');

export const missing = <T>(): DraftField<T> => ({ value: null, span: null, confidence: 0 });
export const field = <T>(value: T, span: Span, confidence: number, offset: number): DraftField<T> => ({
  value,
  span: { start: span.start + offset, end: span.end + offset },
  confidence,
});

/**
 * Every match of a global pattern compiled at module load, without the copy `matchAll` makes of it on each call
 * (thousands of small units made that copying the parser's main cost, issue 22). Not re-entrant per pattern.
 */
export function* allMatches(re: RegExp, text: string): Generator<RegExpExecArray> {
  re.lastIndex = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    if (m[0] === '') re.lastIndex++;
    yield m;
  }
}
