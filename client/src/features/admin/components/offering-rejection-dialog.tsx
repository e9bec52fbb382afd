import { rejectSchema } from '@shared/schemas/auth';
import type { PendingShipOffering } from '@shared/schemas/ship-offerings';
import { useId, useState } from 'react';
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
import { Textarea } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { useRejectShipOffering } from '../api/reject-ship-offering';

const MAX_REASON = 1000;

type Props = { offering: PendingShipOffering | null; onOpenChange: (open: boolean) => void };

/** Asks for the reason the owner will read in their notification and on the ship management card. */
export function OfferingRejectionDialog({ offering, onOpenChange }: Props) {
  const { t } = useTranslation('admin');
  const [reason, setReason] = useState('');
  const reject = useRejectShipOffering();
  const reasonId = useId();
  const valid = rejectSchema.safeParse({ reason }).success;

  const close = () => {
    setReason('');
    onOpenChange(false);
  };
  const confirm = () => {
    if (!offering || !valid) return;
    reject.mutate({ id: offering.id, reason: reason.trim() }, { onSuccess: close });
  };

  return (
    <Dialog open={offering !== null} onOpenChange={(open) => (open ? onOpenChange(true) : close())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('offeringRejectDialog.title')}</DialogTitle>
          <DialogDescription>
            {t('offeringRejectDialog.description', { ship: offering?.shipName ?? '' })}
          </DialogDescription>
        </DialogHeader>
        <form
          className="space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            confirm();
          }}
        >
          <div className="space-y-1.5">
            <Label htmlFor={reasonId}>{t('rejectDialog.reasonLabel')}</Label>
            <Textarea
              id={reasonId}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              placeholder={t('offeringRejectDialog.reasonPlaceholder')}
              maxLength={MAX_REASON}
              rows={4}
              required
            />
            <p className="text-right text-xs text-slate-500">
              {reason.length}/{MAX_REASON}
            </p>
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={close}>
              {t('common:cancel')}
            </Button>
            <Button type="submit" variant="destructive" disabled={!valid || reject.isPending}>
              {reject.isPending && <Spinner className="h-4 w-4" />}
              {t('offeringRejectDialog.confirm')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
