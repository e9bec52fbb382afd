import { zodResolver } from '@hookform/resolvers/zod';
import { deleteAccountSchema } from '@shared/schemas/auth';
import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Form, FormActions, PasswordField, toastSubmitError } from '@/components/form';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast-store';
import { applyServerIssues } from '@/lib/form-errors';
import { useDeleteAccount, useDownloadAccountData } from '../api/account';

/** Downloads everything FeederHub stores about the user as one JSON file (PRODUCT.md 21). */
export function ExportData() {
  const { t } = useTranslation('account');
  const download = useDownloadAccountData();
  return (
    <Button
      variant="outline"
      disabled={download.isPending}
      aria-busy={download.isPending}
      onClick={() =>
        download.mutate(undefined, {
          onSuccess: (file) => toast({ title: t('data.exported', { file }) }),
          onError: (err) => toastSubmitError(err, t('tryAgain'), t('data.exportFailed')),
        })
      }
    >
      {download.isPending ? <Spinner className="h-4 w-4" /> : <Download aria-hidden="true" />}
      {t('data.export')}
    </Button>
  );
}

type DeleteInput = z.input<typeof deleteAccountSchema>;

/** Deletes the account after the password is typed again; says beforehand what goes and what stays. */
export function DeleteAccount({ isAdmin }: { isAdmin: boolean }) {
  const { t } = useTranslation('account');
  const [open, setOpen] = useState(false);
  const remove = useDeleteAccount();
  const form = useForm<DeleteInput>({
    resolver: zodResolver(deleteAccountSchema),
    defaultValues: { password: '' },
  });

  if (isAdmin) return <p className="text-sm text-slate-600">{t('delete.adminNote')}</p>;

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) form.reset();
  };
  const onSubmit = form.handleSubmit(({ password }) =>
    remove.mutate(password, {
      onError: (err) => {
        if (applyServerIssues(err, ['password'] as const, form.setError)) return;
        toastSubmitError(err, t('tryAgain'), t('delete.failed'));
      },
    }),
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="destructive">
          <Trash2 aria-hidden="true" />
          {t('delete.open')}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <Form form={form} idPrefix="delete" onSubmit={onSubmit}>
          <DialogHeader>
            <DialogTitle>{t('delete.title')}</DialogTitle>
            <DialogDescription>{t('delete.description')}</DialogDescription>
          </DialogHeader>
          <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
            <li>{t('delete.goes')}</li>
            <li>{t('delete.stays')}</li>
            <li>{t('delete.requesters')}</li>
          </ul>
          <PasswordField
            name="password"
            label={t('delete.password')}
            required
            autoComplete="current-password"
          />
          <FormActions
            variant="destructive"
            onCancel={() => onOpenChange(false)}
            pending={remove.isPending}
            submitLabel={t('delete.confirm')}
          />
        </Form>
      </DialogContent>
    </Dialog>
  );
}
