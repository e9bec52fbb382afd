import { Compass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { usePageTitle } from '@/lib/use-page-title';

export default function NotFoundPage() {
  usePageTitle('notFound');
  const { t } = useTranslation('status');
  return (
    <div className="flex min-h-[60vh] flex-col items-center justify-center px-4 py-16 text-center">
      <Compass className="h-12 w-12 text-brand-700" aria-hidden="true" />
      <p className="mt-4 text-sm font-semibold uppercase tracking-wider text-brand-700">404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900">{t('notFound.title')}</h1>
      <p className="mt-3 max-w-md text-slate-600">{t('notFound.description')}</p>
      <Button asChild className="mt-8">
        <Link href="/">{t('notFound.home')}</Link>
      </Button>
    </div>
  );
}
