import type { OwnShipOffering } from '@shared/schemas/ship-offerings';
import { AlertTriangle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toast-store';
import { useDeleteShipOffering } from '../api/delete-ship-offering';
import { requestIdOf } from '@/lib/api-client';

type Props = { offering: OwnShipOffering | null; onOpenChange: (open: boolean) => void };

/** SPEC.md §2: warns that deleting cannot be undone and removes the associated bookings and matches. */
export function DeleteShipDialog({ offering, onOpenChange }: Props) {
  const { t } = useTranslation('management');
  const remove = useDeleteShipOffering();

  const confirm = () => {
    if (!offering) return;
    remove.mutate(offering.id, {
      onSuccess: () => {
        toast({
          title: t('delete.deletedTitle'),
          description: t('delete.deletedBody', { ship: offering.shipName }),
        });
        onOpenChange(false);
      },
      onError: (err) =>
        toast({
          variant: 'destructive',
          title: t('delete.failedTitle'),
          description: t('delete.failedBody'),
          reference: requestIdOf(err),
        }),
    });
  };

  return (
    <ConfirmDialog
      open={offering !== null}
      onClose={() => onOpenChange(false)}
      icon={<AlertTriangle className="h-5 w-5 text-red-600" aria-hidden="true" />}
      title={t('delete.title', { ship: offering?.shipName ?? '' })}
      description={t('delete.description')}
      confirmLabel={t('delete.confirm')}
      destructive
      pending={remove.isPending}
      onConfirm={confirm}
    >
      {offering && offering.bookedTEU + offering.pendingRequests > 0 && (
        <p className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-800">
          {t('delete.affected', { booked: offering.bookedTEU, pending: offering.pendingRequests })}
        </p>
      )}
    </ConfirmDialog>
  );
}
