import type { AssessmentSummary } from '@shared/schemas/greenrefit';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toast-store';
import { serverMessageOr } from '@/lib/form-errors';
import { useDeleteAssessment } from '../api/delete-assessment';
import { requestIdOf } from '@/lib/api-client';

type Props = {
  assessment: AssessmentSummary | null;
  onClose: () => void;
  onDeleted: (id: string) => void;
};

export function DeleteAssessmentDialog({ assessment, onClose, onDeleted }: Props) {
  const { t } = useTranslation('greenrefit');
  const remove = useDeleteAssessment();
  const confirm = () => {
    if (!assessment) return;
    remove.mutate(assessment.id, {
      onSuccess: () => {
        toast({ title: t('saved.deleted', { name: assessment.name }) });
        onDeleted(assessment.id);
        onClose();
      },
      onError: (err) =>
        toast({
          variant: 'destructive',
          title: t('saved.deleteFailed'),
          description: serverMessageOr(err, t('tryAgain')),
          reference: requestIdOf(err),
        }),
    });
  };
  return (
    <ConfirmDialog
      open={assessment !== null}
      onClose={onClose}
      title={t('saved.deleteTitle', { name: assessment?.name ?? '' })}
      description={t('saved.deleteDescription')}
      confirmLabel={t('saved.deleteConfirm')}
      destructive
      pending={remove.isPending}
      onConfirm={confirm}
    />
  );
}
