import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';

/** Shown inside a layout while a lazily loaded page arrives. */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex min-h-[40vh] items-center justify-center gap-2 text-sm text-slate-500">
      <Spinner className="text-brand-700" />
      {t('loading')}
    </div>
  );
}
