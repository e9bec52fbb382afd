import type { User } from '@shared/schemas/auth';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { cn } from '@/lib/utils';
import { usePageTitle } from '@/lib/use-page-title';
import { StatusFooter } from './support-contact';

type Props = {
  /** The status.json section (title, subtitle, contact) and the page title's key. */
  section: 'pending' | 'rejected';
  icon: LucideIcon;
  tone: string;
  /** What the screen says about the signed-in user's account. */
  children: (user: User) => ReactNode;
};

/** An account-state screen (pending, rejected): the card with its icon and title, the content, then the foot. */
export function StatusCard({ section, icon: Icon, tone, children }: Props) {
  usePageTitle(section);
  const { t } = useTranslation('status');
  const { user } = useCurrentUser();
  if (!user) return null;
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-12 sm:py-16">
      <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10">
        <div className="flex flex-col items-center text-center">
          <span className={cn('flex h-14 w-14 items-center justify-center rounded-full', tone)}>
            <Icon className="h-7 w-7" aria-hidden="true" />
          </span>
          <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900">{t(`${section}.title`)}</h1>
          <p className="mt-2 text-slate-600">{t(`${section}.subtitle`)}</p>
        </div>
        <div className="mt-8 space-y-6">
          {children(user)}
          <StatusFooter contact={t(`${section}.contact`)} />
        </div>
      </div>
    </div>
  );
}
