import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from './dialog';
import { Spinner } from './spinner';

type Props = {
  open: boolean;
  /** Cancel, Escape, the close button and a click outside; ignored while the confirmation is pending. */
  onClose: () => void;
  title: string;
  description: string;
  /** Shown before the title, e.g. a warning triangle for a change that cannot be undone. */
  icon?: ReactNode;
  confirmLabel: string;
  destructive?: boolean;
  pending: boolean;
  /** The caller runs the mutation and reports its outcome (toast), so each keeps its own texts. */
  onConfirm: () => void;
  /**
   * `alertdialog` is the WAI-ARIA pattern for a question that interrupts the user. The admin questions
   * were published as plain dialogs (their browser journeys find them by that role), so they keep it.
   */
  role?: 'alertdialog' | 'dialog';
  /** Extra facts the user should weigh, between the description and the buttons. */
  children?: ReactNode;
};

/** A yes-or-no question before a change; Radix traps focus inside and returns it to the opener. */
export function ConfirmDialog({
  open,
  onClose,
  title,
  description,
  icon,
  confirmLabel,
  destructive,
  pending,
  onConfirm,
  role = 'alertdialog',
  children,
}: Props) {
  const { t } = useTranslation();
  return (
    // Closing mid-request would hide the outcome of a change that is still being made.
    <Dialog open={open} onOpenChange={(next) => !next && !pending && onClose()}>
      <DialogContent role={role}>
        <DialogHeader>
          <DialogTitle className={icon ? 'flex items-center gap-2' : undefined}>
            {icon}
            {title}
          </DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose} disabled={pending}>
            {t('common:cancel')}
          </Button>
          <Button
            type="button"
            variant={destructive ? 'destructive' : 'default'}
            onClick={onConfirm}
            disabled={pending}
          >
            {pending && <Spinner className="h-4 w-4" />}
            {confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
