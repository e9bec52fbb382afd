import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';

type Props = {
  /** The submit button's text; `pendingLabel` replaces it while the request runs. */
  submitLabel: ReactNode;
  pendingLabel?: ReactNode;
  pending?: boolean;
  /** Shows a Cancel button (dialogs); it is disabled while the request runs. */
  onCancel?: () => void;
  /** Submit stays disabled while false (besides while pending). */
  canSubmit?: boolean;
  variant?: 'default' | 'destructive';
  /** Full-width submit (the sign-in cards). */
  block?: boolean;
  className?: string;
};

/** The buttons under a form: Cancel (when the form can be left) and Submit with its spinner while pending. */
export function FormActions({
  submitLabel,
  pendingLabel,
  pending = false,
  onCancel,
  canSubmit = true,
  variant,
  block,
  className,
}: Props) {
  const { t } = useTranslation();
  return (
    <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}>
      {onCancel && (
        <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
          {t('common:cancel')}
        </Button>
      )}
      <Button
        type="submit"
        variant={variant}
        disabled={pending || !canSubmit}
        className={block ? 'w-full' : undefined}
      >
        {pending && <Spinner className="h-4 w-4" />}
        {pending && pendingLabel ? pendingLabel : submitLabel}
      </Button>
    </div>
  );
}
