import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type LegalSection = { heading: string; paragraphs?: string[]; items?: string[] };

const EMAIL = /([\w.+-]+@[\w-]+(?:\.[\w-]+)+)/;

/** Email addresses in the text become mail links. */
function WithMailLinks({ text }: { text: string }) {
  return text.split(EMAIL).map((part, i) =>
    i % 2 === 1 ? (
      <a
        key={part + String(i)}
        href={`mailto:${part}`}
        className="font-medium text-brand-700 hover:underline"
      >
        {part}
      </a>
    ) : (
      part
    ),
  );
}

/**
 * One legal text from the `legal` namespace: `<doc>.title`, `.updated`, `.intro` and `.sections`, where each
 * section has a heading, paragraphs and an optional list. Shared by the imprint, privacy and terms pages.
 */
export function LegalDocument({ doc, lead }: { doc: 'impressum' | 'privacy' | 'terms'; lead?: ReactNode }) {
  const { t } = useTranslation('legal');
  const sections = t(`${doc}.sections`, { returnObjects: true }) as LegalSection[];
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <header className="mb-10 border-b border-slate-200 pb-8">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{t(`${doc}.title`)}</h1>
        <p className="mt-2 text-sm text-slate-500">{t(`${doc}.updated`)}</p>
        <p className="mt-4 text-slate-700">
          <WithMailLinks text={t(`${doc}.intro`)} />
        </p>
      </header>
      <div className="space-y-8">
        {lead}
        {sections.map((section, i) => (
          <section key={section.heading} aria-labelledby={`${doc}-section-${i}`}>
            <h2 id={`${doc}-section-${i}`} className="mb-3 text-xl font-semibold text-slate-900">
              {section.heading}
            </h2>
            <div className="space-y-3 leading-relaxed text-slate-700">
              {section.paragraphs?.map((p) => (
                <p key={p}>
                  <WithMailLinks text={p} />
                </p>
              ))}
              {section.items ? (
                <ul className="list-disc space-y-1.5 pl-5">
                  {section.items.map((item) => (
                    <li key={item}>
                      <WithMailLinks text={item} />
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          </section>
        ))}
      </div>
    </article>
  );
}
