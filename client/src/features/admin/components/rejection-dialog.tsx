import type { User } from '@shared/schemas/auth';
import { rejectSchema } from '@shared/schemas/auth';
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
import { useRejectUser } from '../api/reject-user';

const MAX_REASON = 1000;

type Props = { user: User | null; onOpenChange: (open: boolean) => void };

/** Asks for the reason the applicant will read (by email and on their status screen). */
export function RejectionDialog({ user, onOpenChange }: Props) {
  const { t } = useTranslation('admin');
  const [reason, setReason] = useState('');
  const reject = useRejectUser();
  const reasonId = useId();
  const valid = rejectSchema.safeParse({ reason }).success;

  const close = () => {
    setReason('');
    onOpenChange(false);
  };

  const confirm = () => {
    if (!user || !valid) return;
    reject.mutate({ id: user.id, reason: reason.trim() }, { onSuccess: close });
  };

  return (
    <Dialog open={user !== null} onOpenChange={(open) => (open ? onOpenChange(true) : close())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('rejectDialog.title')}</DialogTitle>
          <DialogDescription>
            {t('rejectDialog.description', { name: user ? `${user.firstName} ${user.lastName}` : '' })}
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
              placeholder={t('rejectDialog.reasonPlaceholder')}
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
              {t('rejectDialog.confirm')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
