import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';

export default function LoadingScreen() {
  const { t } = useTranslation('status');
  return (
    <div role="status" className="flex min-h-screen flex-col items-center justify-center gap-4 bg-slate-50">
      <img src="/icon.svg" alt="" width={56} height={56} className="h-14 w-14" />
      <Spinner className="h-8 w-8 text-brand-700" />
      <p className="text-sm font-medium text-slate-600">{t('loading')}</p>
    </div>
  );
}
