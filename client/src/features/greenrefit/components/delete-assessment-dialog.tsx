import type { AssessmentSummary } from '@shared/schemas/greenrefit';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { serverMessageOr } from '@/lib/form-errors';
import { useDeleteAssessment } from '../api/delete-assessment';

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
        }),
    });
  };
  return (
    <Dialog open={assessment !== null} onOpenChange={(open) => !open && !remove.isPending && onClose()}>
      <DialogContent role="alertdialog">
        <DialogHeader>
          <DialogTitle>{t('saved.deleteTitle', { name: assessment?.name ?? '' })}</DialogTitle>
          <DialogDescription>{t('saved.deleteDescription')}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={remove.isPending}>
            {t('common:cancel')}
          </Button>
          <Button variant="destructive" onClick={confirm} disabled={remove.isPending}>
            {remove.isPending && <Spinner className="h-4 w-4" />}
            {t('saved.deleteConfirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
