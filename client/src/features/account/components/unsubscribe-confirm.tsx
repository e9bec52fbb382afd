import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useUnsubscribe, useUnsubscribeTarget } from '../api/unsubscribe';

/** The confirmation behind an e-mail's unsubscribe link: one button, no sign-in (RFC 8058's page for people). */
export function UnsubscribeConfirm({ token }: { token: string }) {
  const { t } = useTranslation('emailPrefs');
  const target = useUnsubscribeTarget(token);
  const stop = useUnsubscribe(token);
  if (!token || target.isError) return <p role="alert">{t('unsubscribe.invalid')}</p>;
  if (target.isPending) return <p className="text-sm text-muted-foreground">{t('loading')}</p>;
  const kind = t(`kind.${target.data.kind}`);
  if (target.data.done) return <p role="status">{t('unsubscribe.done', { kind })}</p>;
  return (
    <div className="space-y-4">
      <p className="font-medium">{t('unsubscribe.question', { kind })}</p>
      <p className="text-sm text-muted-foreground">{t('unsubscribe.explain')}</p>
      <Button type="button" onClick={() => stop.mutate()} disabled={stop.isPending}>
        {t('unsubscribe.confirm')}
      </Button>
      {stop.isError && <p role="alert">{t('unsubscribe.failed')}</p>}
    </div>
  );
}
