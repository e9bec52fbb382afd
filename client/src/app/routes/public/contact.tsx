import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { ContactForm } from '@/features/contact/components/contact-form';
import { ContactInfo } from '@/features/contact/components/contact-info';
import { usePageTitle } from '@/lib/use-page-title';

export default function ContactPage() {
  usePageTitle('contact');
  const { t } = useTranslation('contact');
  const { user } = useCurrentUser();
  const defaults = user
    ? { name: `${user.firstName} ${user.lastName}`.trim(), email: user.email }
    : undefined;
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
      <header className="mb-10 max-w-2xl">
        <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">{t('eyebrow')}</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{t('title')}</h1>
        <p className="mt-3 text-lg text-slate-600">{t('subtitle')}</p>
      </header>
      <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
        <Card>
          <CardHeader>
            <CardTitle>{t('form.title')}</CardTitle>
            <CardDescription>{t('form.description')}</CardDescription>
          </CardHeader>
          <CardContent>
            <ContactForm key={user?.id ?? 'anonymous'} defaults={defaults} />
          </CardContent>
        </Card>
        <ContactInfo />
      </div>
    </div>
  );
}
