import { Mail } from 'lucide-react';
import { SUPPORT_EMAIL } from '@/app/layout/contact';

export function SupportContact({ text }: { text: string }) {
  return (
    <p className="flex flex-wrap items-center justify-center gap-1.5 text-center text-sm text-slate-600">
      <Mail className="h-4 w-4 text-slate-400" aria-hidden="true" />
      {text}{' '}
      <a
        href={`mailto:${SUPPORT_EMAIL}`}
        className="font-medium text-brand-700 underline-offset-2 hover:underline"
      >
        {SUPPORT_EMAIL}
      </a>
    </p>
  );
}
