import type { Vessel } from '@shared/schemas/vessels';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toast-store';
import { requestIdOf } from '@/lib/api-client';
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
          reference: requestIdOf(err),
        }),
    });
  };
  return (
    <ConfirmDialog
      open={vessel !== null}
      onClose={() => onOpenChange(false)}
      title={t('delete.title', { name: vessel?.name ?? '' })}
      description={t('delete.description')}
      confirmLabel={t('delete.confirm')}
      destructive
      pending={remove.isPending}
      onConfirm={confirm}
    />
  );
}
