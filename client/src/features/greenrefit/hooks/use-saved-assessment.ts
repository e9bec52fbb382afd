import type { AssessmentDetail } from '@shared/schemas/greenrefit';
import { useState } from 'react';
import type { Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast-store';
import { ApiError, requestIdOf } from '@/lib/api-client';
import { serverMessageOr } from '@/lib/form-errors';
import { useCreateAssessment } from '../api/create-assessment';
import { useOpenAssessment } from '../api/get-assessment';
import { useUpdateAssessment } from '../api/update-assessment';
import { issueToFormPath, type RefitForm, type SavePayload } from '../utils/form';

type Form = UseFormReturn<RefitForm, unknown, SavePayload>;

/**
 * Saving (create, update, save as new) and reopening. The server recomputes the result from the inputs, so the
 * screen keeps its own figures: they came from the same pure calculation.
 */
export function useSavedAssessment(form: Form, onOpened: (detail: AssessmentDetail) => void) {
  const { t } = useTranslation('greenrefit');
  const create = useCreateAssessment();
  const update = useUpdateAssessment();
  const open = useOpenAssessment();
  const [savedId, setSavedId] = useState<string | null>(null);

  const showServerIssues = (err: unknown) => {
    if (!(err instanceof ApiError) || err.issues.length === 0) return false;
    const values = form.getValues();
    err.issues.forEach((issue, i) => {
      const path = issueToFormPath(values, issue.field) as Path<RefitForm>;
      form.setError(path, { type: 'server', message: issue.key }, { shouldFocus: i === 0 });
    });
    return true;
  };

  /** Resolves true once saved; false when a figure is invalid (focused) or the server refused. */
  const save = (asNew = false) =>
    new Promise<boolean>((resolve) => {
      void form.handleSubmit(
        async (payload) => {
          try {
            const detail =
              savedId && !asNew
                ? await update.mutateAsync({ id: savedId, payload })
                : await create.mutateAsync(payload);
            setSavedId(detail.id);
            // What is on screen is now what is stored: the form is no longer dirty.
            form.reset(form.getValues());
            toast({ title: t('save.savedTitle'), description: t('save.savedBody', { name: detail.name }) });
            resolve(true);
          } catch (err) {
            if (!showServerIssues(err))
              toast({
                variant: 'destructive',
                title: t('save.failed'),
                description: serverMessageOr(err, t('tryAgain')),
                reference: requestIdOf(err),
              });
            resolve(false);
          }
        },
        () => {
          toast({
            variant: 'destructive',
            title: t('save.invalidTitle'),
            description: t('save.invalidBody'),
          });
          resolve(false);
        },
      )();
    });

  const reopen = (id: string) =>
    open.mutate(id, {
      onSuccess: (detail) => {
        setSavedId(detail.id);
        onOpened(detail);
        toast({ title: t('saved.openedTitle'), description: t('saved.openedBody', { name: detail.name }) });
      },
      onError: (err) =>
        toast({
          variant: 'destructive',
          title: t('saved.openFailed'),
          description: serverMessageOr(err, t('tryAgain')),
          reference: requestIdOf(err),
        }),
    });

  return {
    savedId,
    forget: (id: string) => setSavedId((current) => (current === id ? null : current)),
    clear: () => setSavedId(null),
    saving: create.isPending || update.isPending,
    save,
    reopen,
    opening: open.isPending,
  };
}
