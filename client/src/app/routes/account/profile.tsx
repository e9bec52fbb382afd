import { isAdminRole } from '@shared/schemas/auth';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { DeleteAccount, ExportData } from '@/features/account/components/account-data';
import { DisplayCurrency } from '@/features/account/components/display-currency';
import { EmailPreferences } from '@/features/account/components/email-preferences-form';
import { ProfileForm } from '@/features/account/components/profile-form';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { usePageTitle } from '@/lib/use-page-title';

/** The signed-in user's own account: profile, a copy of their data, and deleting the account. */
export default function ProfilePage() {
  usePageTitle('profile');
  const { t } = useTranslation('account');
  const { t: tMail } = useTranslation('emailPrefs');
  const { user } = useCurrentUser();
  if (!user) return null;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <Card>
        <CardHeader>
          <CardTitle>{t('profile.title')}</CardTitle>
          <CardDescription>{t('profile.description')}</CardDescription>
        </CardHeader>
        <CardContent>
          <ProfileForm user={user} />
          <div className="mt-6 border-t border-slate-200 pt-6">
            <DisplayCurrency user={user} />
          </div>
        </CardContent>
      </Card>
      <Card id="email">
        <CardHeader>
          <CardTitle>{tMail('title')}</CardTitle>
          <CardDescription>{tMail('description')}</CardDescription>
        </CardHeader>
        <CardContent>
          <EmailPreferences />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t('data.title')}</CardTitle>
          <CardDescription>{t('data.description')}</CardDescription>
        </CardHeader>
        <CardContent>
          <ExportData />
        </CardContent>
      </Card>
      <Card className="border-red-200">
        <CardHeader>
          <CardTitle className="text-red-700">{t('delete.heading')}</CardTitle>
          <CardDescription>{t('delete.summary')}</CardDescription>
        </CardHeader>
        <CardContent>
          <DeleteAccount isAdmin={isAdminRole(user.role)} />
        </CardContent>
      </Card>
    </div>
  );
}
