import type { User } from '@shared/schemas/auth';
import { rejectSchema } from '@shared/schemas/auth';
import { useTranslation } from 'react-i18next';
import { ReasonDialog } from '@/components/ui/reason-dialog';
import { useRejectUser } from '../api/reject-user';

type Props = { user: User | null; onOpenChange: (open: boolean) => void };

/** Asks for the reason the applicant will read (by email and on their status screen). */
export function RejectionDialog({ user, onOpenChange }: Props) {
  const { t } = useTranslation('admin');
  const reject = useRejectUser();
  return (
    <ReasonDialog
      open={user !== null}
      onClose={() => onOpenChange(false)}
      title={t('rejectDialog.title')}
      description={t('rejectDialog.description', { name: user ? `${user.firstName} ${user.lastName}` : '' })}
      reasonLabel={t('rejectDialog.reasonLabel')}
      placeholder={t('rejectDialog.reasonPlaceholder')}
      confirmLabel={t('rejectDialog.confirm')}
      schema={rejectSchema}
      pending={reject.isPending}
      onConfirm={(reason, done) => user && reject.mutate({ id: user.id, reason }, { onSuccess: done })}
    />
  );
}
