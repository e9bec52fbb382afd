import { declineBookingRequestSchema, type BookingRequest } from '@shared/schemas/booking-requests';
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
import { toast } from '@/components/ui/toast';
import { serverMessageOr } from '@/lib/form-errors';
import { useDeclineBookingRequest } from '../api/decline-booking-request';

const MAX_REASON = 1000;

type Props = { request: BookingRequest | null; onOpenChange: (open: boolean) => void };

/** Declining needs a reason the requester will read (SPEC.md §4: confirm disabled until it is non-blank). */
export function DeclineDialog({ request, onOpenChange }: Props) {
  const { t } = useTranslation('bookings');
  const [reason, setReason] = useState('');
  const decline = useDeclineBookingRequest();
  const reasonId = useId();
  const valid = declineBookingRequestSchema.safeParse({ reason }).success;

  const close = () => {
    setReason('');
    onOpenChange(false);
  };
  const confirm = () => {
    if (!request || !valid) return;
    decline.mutate(
      { id: request.id, reason: reason.trim() },
      {
        onSuccess: () => {
          toast({ title: t('incoming.declined') });
          close();
        },
        onError: (err) =>
          toast({
            variant: 'destructive',
            title: t('incoming.declineFailed'),
            description: serverMessageOr(err, t('incoming.tryAgain')),
          }),
      },
    );
  };

  return (
    <Dialog open={request !== null} onOpenChange={(open) => (open ? onOpenChange(true) : close())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('declineDialog.title')}</DialogTitle>
          <DialogDescription>
            {t('declineDialog.description', {
              name: request?.contactName ?? '',
              count: request?.requestedTEU ?? 0,
            })}
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
            <Label htmlFor={reasonId}>{t('declineDialog.reasonLabel')}</Label>
            <Textarea
              id={reasonId}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              placeholder={t('declineDialog.reasonPlaceholder')}
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
            <Button type="submit" variant="destructive" disabled={!valid || decline.isPending}>
              {decline.isPending && <Spinner className="h-4 w-4" />}
              {t('declineDialog.confirm')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
