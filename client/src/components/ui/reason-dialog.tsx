import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from './dialog';
import { Textarea } from './input';
import { Label } from './label';
import { Spinner } from './spinner';

const MAX_REASON = 1000;

type Props = {
  open: boolean;
  onClose: () => void;
  title: string;
  description: string;
  reasonLabel: string;
  placeholder: string;
  confirmLabel: string;
  /** The shared zod rule for the reason (non-blank): confirm stays disabled until it passes. */
  isValid: (reason: string) => boolean;
  pending: boolean;
  /** Called with the trimmed reason; `done` clears the field and closes the dialog. */
  onConfirm: (reason: string, done: () => void) => void;
};

/** A destructive decision that needs a reason the other side will read (reject, decline). */
export function ReasonDialog({
  open,
  onClose,
  title,
  description,
  reasonLabel,
  placeholder,
  confirmLabel,
  isValid,
  pending,
  onConfirm,
}: Props) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const reasonId = useId();
  const valid = isValid(reason);

  const close = () => {
    setReason('');
    onClose();
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !next && close()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form
          className="space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            if (valid) onConfirm(reason.trim(), close);
          }}
        >
          <div className="space-y-1.5">
            <Label htmlFor={reasonId}>{reasonLabel}</Label>
            <Textarea
              id={reasonId}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              placeholder={placeholder}
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
            <Button type="submit" variant="destructive" disabled={!valid || pending}>
              {pending && <Spinner className="h-4 w-4" />}
              {confirmLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
