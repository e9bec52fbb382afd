import { X } from 'lucide-react';
import { Toast as T } from 'radix-ui';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';
import { currentToast, dismissToast, subscribeToast } from './toast-store';

export { dismissToast, type ToastInput, toast } from './toast-store';

export function Toaster() {
  const t = useSyncExternalStore(subscribeToast, currentToast);
  const { t: tr } = useTranslation('common');
  return (
    <T.Provider swipeDirection="right">
      {t ? (
        <T.Root
          key={t.id}
          open={t.open}
          onOpenChange={(open) => {
            if (!open) dismissToast();
          }}
          duration={t.duration ?? 5000}
          data-testid="toast"
          className={cn(
            'pointer-events-auto relative flex w-full items-start justify-between gap-3 rounded-md border p-4 pr-8 shadow-lg',
            t.variant === 'destructive'
              ? 'border-red-700 bg-red-700 text-white'
              : 'border-slate-200 bg-white',
          )}
        >
          <div className="grid gap-1">
            <T.Title className="text-sm font-semibold">{t.title}</T.Title>
            {t.description ? (
              <T.Description className="text-sm opacity-90">{t.description}</T.Description>
            ) : null}
            {t.reference ? (
              <p className="select-all font-mono text-xs opacity-80" data-testid="toast-reference">
                {tr('reference', { id: t.reference })}
              </p>
            ) : null}
          </div>
          <T.Close className="absolute right-2 top-2 opacity-70 hover:opacity-100" aria-label={tr('close')}>
            <X className="h-4 w-4" />
          </T.Close>
        </T.Root>
      ) : null}
      <T.Viewport
        // {hotkey} has single braces on purpose: i18next leaves it, Radix fills it in.
        label={tr('toastRegion')}
        className={cn(
          'fixed top-0 z-[100] flex print:hidden max-h-screen w-full flex-col p-4 sm:right-0 md:max-w-[420px]',
          t?.placement !== 'top' && 'sm:bottom-0 sm:top-auto',
        )}
      />
    </T.Provider>
  );
}
