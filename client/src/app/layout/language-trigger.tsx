import { ChevronDown } from 'lucide-react';
import { Flag } from '@/components/ui/flag';
import type { SupportedLanguage } from '@/lib/use-language';
import { cn } from '@/lib/utils';

export const languageTriggerClass = (className?: string) =>
  cn(
    'inline-flex h-9 items-center gap-1.5 rounded-md px-2 text-sm font-medium text-slate-700 hover:bg-slate-100 data-[state=open]:bg-slate-100',
    className,
  );

/** What the language button shows; shared with its placeholder so the header does not move when the menu loads. */
export function LanguageTriggerFace({ language }: { language: SupportedLanguage }) {
  return (
    <>
      <Flag code={language.flag} />
      <span className="hidden sm:inline">{language.name}</span>
      <ChevronDown className="h-3.5 w-3.5 text-slate-500" aria-hidden="true" />
    </>
  );
}
