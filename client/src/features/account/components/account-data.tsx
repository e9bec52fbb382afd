import { zodResolver } from '@hookform/resolvers/zod';
import { deleteAccountSchema } from '@shared/schemas/auth';
import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { FormField } from '@/components/form/form-field';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast-store';
import { PasswordInput } from '@/features/auth/components/password-input';
import { applyServerIssues, fieldA11y, serverMessageOr } from '@/lib/form-errors';
import { useDeleteAccount, useDownloadAccountData } from '../api/account';
import { requestIdOf } from '@/lib/api-client';

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
          onError: (err) =>
            toast({
              variant: 'destructive',
              title: t('data.exportFailed'),
              description: serverMessageOr(err, t('tryAgain')),
              reference: requestIdOf(err),
            }),
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
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<DeleteInput>({ resolver: zodResolver(deleteAccountSchema), defaultValues: { password: '' } });

  if (isAdmin) return <p className="text-sm text-slate-600">{t('delete.adminNote')}</p>;

  const onSubmit = handleSubmit(({ password }) =>
    remove.mutate(password, {
      onError: (err) => {
        if (applyServerIssues(err, ['password'] as const, setError)) return;
        toast({
          variant: 'destructive',
          title: t('delete.failed'),
          description: serverMessageOr(err, t('tryAgain')),
          reference: requestIdOf(err),
        });
      },
    }),
  );

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) reset();
      }}
    >
      <DialogTrigger asChild>
        <Button variant="destructive">
          <Trash2 aria-hidden="true" />
          {t('delete.open')}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <DialogHeader>
            <DialogTitle>{t('delete.title')}</DialogTitle>
            <DialogDescription>{t('delete.description')}</DialogDescription>
          </DialogHeader>
          <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
            <li>{t('delete.goes')}</li>
            <li>{t('delete.stays')}</li>
            <li>{t('delete.requesters')}</li>
          </ul>
          <FormField id="delete-password" label={t('delete.password')} error={errors.password?.message}>
            <PasswordInput
              {...fieldA11y('delete-password', errors.password)}
              autoComplete="current-password"
              {...register('password')}
            />
          </FormField>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                {t('delete.cancel')}
              </Button>
            </DialogClose>
            <Button
              type="submit"
              variant="destructive"
              disabled={remove.isPending}
              aria-busy={remove.isPending}
            >
              {remove.isPending ? <Spinner className="h-4 w-4" /> : null}
              {t('delete.confirm')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
