import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonVariants } from '@/components/ui/button';

/**
 * A plain link to the export: the browser downloads the streamed CSV itself (no blob in memory), with the
 * session cookie, and names the file from Content-Disposition.
 */
export function DownloadCsvLink({ href, label }: { href: string; label: string }) {
  const { t } = useTranslation('admin');
  return (
    <a href={href} download className={buttonVariants({ variant: 'outline', size: 'sm' })} aria-label={label}>
      <Download aria-hidden="true" />
      {t('list.downloadCsv')}
    </a>
  );
}
