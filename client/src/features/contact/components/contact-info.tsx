import { Clock, Mail, MessageCircle } from 'lucide-react';
import type * as React from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

const SUPPORT_EMAIL = 'support@feederhub.eu';

function InfoRow({
  icon,
  title,
  children,
}: {
  icon: React.ReactNode;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <li className="flex gap-3">
      <div className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700 [&_svg]:h-5 [&_svg]:w-5">
        {icon}
      </div>
      <div className="text-sm">
        <p className="font-semibold text-slate-900">{title}</p>
        <div className="text-slate-600">{children}</div>
      </div>
    </li>
  );
}

export function ContactInfo() {
  const { t } = useTranslation('contact');
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('info.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="space-y-5">
          <InfoRow icon={<Mail aria-hidden="true" />} title={t('info.email')}>
            <a href={`mailto:${SUPPORT_EMAIL}`} className="font-medium text-brand-700 hover:underline">
              {SUPPORT_EMAIL}
            </a>
            <p className="mt-0.5 text-xs text-slate-500">{t('info.emailNote')}</p>
          </InfoRow>
          <InfoRow icon={<MessageCircle aria-hidden="true" />} title={t('info.wechat')}>
            <Badge variant="secondary">{t('info.comingSoon')}</Badge>
          </InfoRow>
          <InfoRow icon={<Clock aria-hidden="true" />} title={t('info.hours')}>
            <p>{t('info.hoursValue')}</p>
          </InfoRow>
        </ul>
      </CardContent>
    </Card>
  );
}
