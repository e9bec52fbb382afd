import type { OwnShipOffering } from '@shared/schemas/ship-offerings';
import { AlertTriangle } from 'lucide-react';
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
import { useDeleteShipOffering } from '../api/delete-ship-offering';

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
      onError: () =>
        toast({
          variant: 'destructive',
          title: t('delete.failedTitle'),
          description: t('delete.failedBody'),
        }),
    });
  };

  return (
    <Dialog open={offering !== null} onOpenChange={(open) => !remove.isPending && onOpenChange(open)}>
      <DialogContent role="alertdialog">
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <AlertTriangle className="h-5 w-5 text-red-600" aria-hidden="true" />
            {t('delete.title', { ship: offering?.shipName ?? '' })}
          </DialogTitle>
          <DialogDescription>{t('delete.description')}</DialogDescription>
        </DialogHeader>
        {offering && offering.bookedTEU + offering.pendingRequests > 0 && (
          <p className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-800">
            {t('delete.affected', { booked: offering.bookedTEU, pending: offering.pendingRequests })}
          </p>
        )}
        <DialogFooter>
          <Button
            type="button"
            variant="outline"
            onClick={() => onOpenChange(false)}
            disabled={remove.isPending}
          >
            {t('common:cancel')}
          </Button>
          <Button type="button" variant="destructive" onClick={confirm} disabled={remove.isPending}>
            {remove.isPending && <Spinner className="h-4 w-4" />}
            {t('delete.confirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
