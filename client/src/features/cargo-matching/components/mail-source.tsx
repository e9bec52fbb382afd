import type { Span } from '@shared/domain/mail-parser';
import { useTranslation } from 'react-i18next';

type Props = { text: string; spans: Span[]; missing: string[]; guessed?: string[] };

/**
 * The pasted mail beside the prefilled form, with what the parser read marked, what it only guessed named for the
 * user to check, and what it did not find listed.
 */
export function MailSource({ text, spans, missing, guessed = [] }: Props) {
  const { t } = useTranslation('matching');
  const sorted = [...spans].sort((a, b) => a.start - b.start);
  const parts: { text: string; found: boolean }[] = [];
  let at = 0;
  for (const s of sorted) {
    if (s.start < at) continue;
    if (s.start > at) parts.push({ text: text.slice(at, s.start), found: false });
    parts.push({ text: text.slice(s.start, s.end), found: true });
    at = s.end;
  }
  parts.push({ text: text.slice(at), found: false });
  return (
    <aside aria-label={t('mailPaste.sourceTitle')} className="space-y-3">
      <h3 className="text-sm font-semibold uppercase tracking-wide text-slate-500">
        {t('mailPaste.sourceTitle')}
      </h3>
      <pre
        data-testid="mail-source"
        className="max-h-96 overflow-auto whitespace-pre-wrap rounded-md border border-slate-200 bg-slate-50 p-3 font-sans text-sm text-slate-700"
      >
        {parts.map((p, i) =>
          p.found ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts never reorder
            <mark key={i} className="rounded bg-amber-200 px-0.5 text-slate-900">
              {p.text}
            </mark>
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts never reorder
            <span key={i}>{p.text}</span>
          ),
        )}
      </pre>
      {guessed.length > 0 && (
        <p className="text-sm text-amber-800" data-testid="mail-guessed">
          {t('mailPaste.guessedList', { fields: guessed.join(', ') })}
        </p>
      )}
      {missing.length > 0 && (
        <p className="text-sm text-amber-800" data-testid="mail-missing">
          {t('mailPaste.notFoundList', { fields: missing.join(', ') })}
        </p>
      )}
    </aside>
  );
}
