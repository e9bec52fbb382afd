import type { Shipyard } from '@shared/schemas/greenrefit';
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
import { useDeleteShipyard } from '../api/delete-shipyard';

export function DeleteShipyardDialog({
  shipyard,
  onClose,
}: {
  shipyard: Shipyard | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('greenrefit');
  const remove = useDeleteShipyard();
  const confirm = () => {
    if (!shipyard) return;
    remove.mutate(shipyard.id, {
      onSuccess: () => {
        toast({ title: t('shipyards.deleted', { name: shipyard.name }) });
        onClose();
      },
      onError: (err) =>
        toast({
          variant: 'destructive',
          title: t('shipyards.deleteFailed'),
          description: serverMessageOr(err, t('tryAgain')),
        }),
    });
  };
  return (
    <Dialog open={shipyard !== null} onOpenChange={(open) => !open && !remove.isPending && onClose()}>
      <DialogContent role="alertdialog">
        <DialogHeader>
          <DialogTitle>{t('shipyards.deleteTitle', { name: shipyard?.name ?? '' })}</DialogTitle>
          <DialogDescription>{t('shipyards.deleteDescription')}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={remove.isPending}>
            {t('common:cancel')}
          </Button>
          <Button variant="destructive" onClick={confirm} disabled={remove.isPending}>
            {remove.isPending && <Spinner className="h-4 w-4" />}
            {t('shipyards.deleteConfirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
