import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { Form, FormActions, TextareaField } from '@/components/form';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from './dialog';

const MAX_REASON = 1000;

type Reason = { reason: string };

type FormProps = {
  reasonLabel: string;
  placeholder: string;
  confirmLabel: string;
  /** The shared zod rule for the reason (trimmed, non-blank): confirm stays disabled until it passes. */
  schema: z.ZodType<Reason, Reason>;
  pending: boolean;
  /** Called with the trimmed reason; `done` closes the dialog (which clears the field). */
  onConfirm: (reason: string, done: () => void) => void;
};

type Props = FormProps & { open: boolean; onClose: () => void; title: string; description: string };

/** A destructive decision that needs a reason the other side will read (reject, decline, suspend). */
export function ReasonDialog({ open, onClose, title, description, ...form }: Props) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {/* Mounted while the dialog is open, so each opening starts with an empty reason. */}
        <ReasonForm {...form} onClose={onClose} />
      </DialogContent>
    </Dialog>
  );
}

function ReasonForm({
  reasonLabel,
  placeholder,
  confirmLabel,
  schema,
  pending,
  onConfirm,
  onClose,
}: FormProps & { onClose: () => void }) {
  const form = useForm<Reason>({ resolver: zodResolver(schema), defaultValues: { reason: '' } });
  const reason = useWatch({ control: form.control, name: 'reason' });
  const onSubmit = form.handleSubmit((values) => onConfirm(values.reason, onClose));
  return (
    <Form form={form} idPrefix="reason" onSubmit={onSubmit}>
      <TextareaField
        name="reason"
        label={reasonLabel}
        hint={
          <span className="block text-right">
            {reason.length}/{MAX_REASON}
          </span>
        }
        required
        placeholder={placeholder}
        maxLength={MAX_REASON}
        rows={4}
      />
      <FormActions
        variant="destructive"
        onCancel={onClose}
        pending={pending}
        canSubmit={schema.safeParse({ reason }).success}
        submitLabel={confirmLabel}
      />
    </Form>
  );
}
