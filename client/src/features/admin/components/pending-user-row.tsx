import type { User } from '@shared/schemas/auth';
import { MailCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast-store';
import { useResendVerification } from '@/features/auth/api/resend-verification';
import { formatDateTime } from '@/lib/format';
import { ReviewActions } from './review-table';
import { StateMark } from './state-mark';

type Props = { user: User; approving: boolean; onApprove: () => void; onReject: () => void };

export function PendingUserRow({ user, approving, onApprove, onReject }: Props) {
  const { t, i18n } = useTranslation('admin');
  const name = `${user.firstName} ${user.lastName}`;
  return (
    <tr className="align-top">
      <td className="px-4 py-3">
        <p className="font-medium text-slate-900">{name}</p>
        <p className="text-slate-500">{user.email}</p>
      </td>
      <td className="px-4 py-3 text-slate-700">{user.companyName || '—'}</td>
      <td className="px-4 py-3">
        <Badge variant="outline">{t(`common:userTypes.${user.userType ?? 'client'}`)}</Badge>
      </td>
      <td className="px-4 py-3">
        <StateMark
          ok={user.isEmailVerified}
          yes={t('approvals.verified')}
          no={t('approvals.notVerified')}
          warn
        />
      </td>
      <td className="whitespace-nowrap px-4 py-3 text-slate-600">
        <time dateTime={user.createdAt}>{formatDateTime(user.createdAt, i18n.language)}</time>
      </td>
      <ReviewActions
        approving={approving}
        onApprove={onApprove}
        onReject={onReject}
        approveLabel={t('approvals.approveUser', { name })}
        rejectLabel={t('approvals.rejectUser', { name })}
        // PRODUCT.md 23: the server approves only a verified address, so the panel offers the resend instead.
        instead={user.isEmailVerified ? undefined : <ResendButton email={user.email} name={name} />}
      />
    </tr>
  );
}

function ResendButton({ email, name }: { email: string; name: string }) {
  const { t } = useTranslation('admin');
  const resend = useResendVerification();
  const send = () =>
    resend.mutate(
      { email },
      {
        onSuccess: () => toast({ title: t('approvals.resent', { email }) }),
        onError: () => toast({ title: t('approvals.resendFailed'), variant: 'destructive' }),
      },
    );
  return (
    <Button
      size="sm"
      variant="outline"
      onClick={send}
      disabled={resend.isPending}
      aria-label={t('approvals.resendFor', { name })}
      title={t('approvals.resendHint')}
    >
      {resend.isPending ? <Spinner className="h-4 w-4" /> : <MailCheck aria-hidden="true" />}
      {t('approvals.resend')}
    </Button>
  );
}
