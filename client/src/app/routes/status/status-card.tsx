import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

type Props = { icon: LucideIcon; tone: string; title: string; subtitle?: string; children: ReactNode };

/** The card that pending, rejected and similar account-state screens share. */
export function StatusCard({ icon: Icon, tone, title, subtitle, children }: Props) {
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-12 sm:py-16">
      <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10">
        <div className="flex flex-col items-center text-center">
          <span className={cn('flex h-14 w-14 items-center justify-center rounded-full', tone)}>
            <Icon className="h-7 w-7" aria-hidden="true" />
          </span>
          <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
          {subtitle && <p className="mt-2 text-slate-600">{subtitle}</p>}
        </div>
        <div className="mt-8 space-y-6">{children}</div>
      </div>
    </div>
  );
}
