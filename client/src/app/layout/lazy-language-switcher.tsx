import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { supportedLanguages, useLanguage } from '@/lib/use-language';
import { LanguageTriggerFace, languageTriggerClass } from './language-trigger';

// The menu (Radix dropdown, popper) is not part of the public pages' first load; until it arrives a button of
// the same size and look holds its place.
const LanguageSwitcher = lazy(() =>
  import('./language-switcher').then((m) => ({ default: m.LanguageSwitcher })),
);

function Placeholder({ className, onClick }: { className?: string; onClick: () => void }) {
  const { t } = useTranslation('shell');
  const { language } = useLanguage();
  const current = supportedLanguages.find((l) => l.code === language) ?? supportedLanguages[0];
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={t('language.label', { language: current.name })}
      className={languageTriggerClass(className)}
    >
      <LanguageTriggerFace language={current} />
    </button>
  );
}

export function LazyLanguageSwitcher({ className }: { className?: string }) {
  // A click on the placeholder is not lost: the menu opens once it has loaded.
  const [clicked, setClicked] = useState(false);
  return (
    <Suspense fallback={<Placeholder className={className} onClick={() => setClicked(true)} />}>
      <LanguageSwitcher className={className} defaultOpen={clicked} />
    </Suspense>
  );
}
