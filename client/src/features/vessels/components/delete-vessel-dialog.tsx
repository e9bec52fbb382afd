import type { Vessel } from '@shared/schemas/vessels';
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
import { useDeleteVessel } from '../api/delete-vessel';

type Props = { vessel: Vessel | null; onOpenChange: (open: boolean) => void };

export function DeleteVesselDialog({ vessel, onOpenChange }: Props) {
  const { t } = useTranslation('fleet');
  const remove = useDeleteVessel();
  const confirm = () => {
    if (!vessel) return;
    remove.mutate(vessel.id, {
      onSuccess: () => {
        toast({ title: t('delete.deleted', { name: vessel.name }) });
        onOpenChange(false);
      },
      onError: (err) =>
        toast({
          variant: 'destructive',
          title: t('delete.failed'),
          description: serverMessageOr(err, t('delete.tryAgain')),
        }),
    });
  };
  return (
    <Dialog open={vessel !== null} onOpenChange={(open) => !remove.isPending && onOpenChange(open)}>
      <DialogContent role="alertdialog">
        <DialogHeader>
          <DialogTitle>{t('delete.title', { name: vessel?.name ?? '' })}</DialogTitle>
          <DialogDescription>{t('delete.description')}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={remove.isPending}>
            {t('common:cancel')}
          </Button>
          <Button variant="destructive" onClick={confirm} disabled={remove.isPending}>
            {remove.isPending && <Spinner className="h-4 w-4" />}
            {t('delete.confirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
