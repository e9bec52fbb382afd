import type { Shipyard } from '@shared/schemas/greenrefit';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toast-store';
import { serverMessageOr } from '@/lib/form-errors';
import { useDeleteShipyard } from '../api/delete-shipyard';
import { requestIdOf } from '@/lib/api-client';

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
          reference: requestIdOf(err),
        }),
    });
  };
  return (
    <ConfirmDialog
      open={shipyard !== null}
      onClose={onClose}
      title={t('shipyards.deleteTitle', { name: shipyard?.name ?? '' })}
      description={t('shipyards.deleteDescription')}
      confirmLabel={t('shipyards.deleteConfirm')}
      destructive
      pending={remove.isPending}
      onConfirm={confirm}
    />
  );
}
