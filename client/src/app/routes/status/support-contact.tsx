import { LogOut, Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { SUPPORT_EMAIL } from '@/app/layout/contact';
import { Button } from '@/components/ui/button';
import { useLogout } from '@/features/auth/api/logout';

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

/** The foot of an account-state screen (pending, rejected): sign out, whom to write to, and the account page. */
export function StatusFooter({ contact }: { contact: string }) {
  const { t } = useTranslation('status');
  const logout = useLogout();
  return (
    <div className="flex flex-col items-center gap-4 border-t border-slate-200 pt-6">
      <Button variant="outline" onClick={() => logout.mutate()} disabled={logout.isPending}>
        <LogOut aria-hidden="true" />
        {t('signOut')}
      </Button>
      <SupportContact text={contact} />
      <Link href="/profile" className="text-sm text-brand-700 underline-offset-4 hover:underline">
        {t('accountLink')}
      </Link>
    </div>
  );
}
