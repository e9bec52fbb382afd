import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { UnsubscribeConfirm } from '@/features/account/components/unsubscribe-confirm';
import { usePageTitle } from '@/lib/use-page-title';

/** /unsubscribe?token=… from a business e-mail: confirm, then the kind is off (the mail client's one-click POSTs). */
export default function UnsubscribePage() {
  usePageTitle('unsubscribe');
  const { t } = useTranslation('emailPrefs');
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <Card>
        <CardHeader>
          <CardTitle>{t('unsubscribe.title')}</CardTitle>
        </CardHeader>
        <CardContent>
          <UnsubscribeConfirm token={token} />
        </CardContent>
      </Card>
    </div>
  );
}
