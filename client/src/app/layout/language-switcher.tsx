import type { Language } from '@shared/schemas/common';
import { Check } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Flag } from '@/components/ui/flag';
import { MenuContent } from '@/components/ui/menu-content';
import { supportedLanguages, useLanguage } from '@/lib/use-language';
import { LanguageTriggerFace, languageTriggerClass } from './language-trigger';

/** `defaultOpen`: the menu opens as it mounts (the lazy placeholder was clicked while this was loading). */
export function LanguageSwitcher({ className, defaultOpen }: { className?: string; defaultOpen?: boolean }) {
  const { t } = useTranslation('shell');
  const { language, changeLanguage } = useLanguage();
  const current = supportedLanguages.find((l) => l.code === language) ?? supportedLanguages[0];

  return (
    // Not modal: a modal menu marks the rest of the page aria-hidden while its links stay focusable
    // (axe aria-hidden-focus); the menu still closes on Escape and on a click outside.
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger
        aria-label={t('language.label', { language: current.name })}
        className={languageTriggerClass(className)}
      >
        <LanguageTriggerFace language={current} />
      </DropdownMenu.Trigger>
      <MenuContent className="min-w-44">
        <DropdownMenu.Label className="px-2 py-1.5 text-xs font-medium text-slate-500">
          {t('language.title')}
        </DropdownMenu.Label>
        <DropdownMenu.RadioGroup
          value={language}
          onValueChange={(code) => void changeLanguage(code as Language)}
        >
          {supportedLanguages.map((l) => (
            <DropdownMenu.RadioItem
              key={l.code}
              value={l.code}
              lang={l.code}
              className="flex cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 text-sm text-slate-700 outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-900"
            >
              <Flag code={l.flag} />
              <span className="flex-1">{l.name}</span>
              <DropdownMenu.ItemIndicator>
                <Check className="h-4 w-4 text-brand-700" aria-hidden="true" />
              </DropdownMenu.ItemIndicator>
            </DropdownMenu.RadioItem>
          ))}
        </DropdownMenu.RadioGroup>
      </MenuContent>
    </DropdownMenu.Root>
  );
}
