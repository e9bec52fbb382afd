import { ShieldCheck } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { initSuperAdmin } from '@/features/auth/api/init-super-admin';
import { AdminSignInForm } from '@/features/auth/components/admin-sign-in-form';
import { AuthCard } from '@/features/auth/components/auth-card';
import { BackLink } from '@/features/auth/components/auth-links';
import { usePageTitle } from '@/lib/use-page-title';

type AdminSignInPageProps = { variant: 'super-admin' | 'admin' };

/** /super-admin and /admin (PRODUCT.md 2): a plain sign-in for administrators, no built-in credentials. */
export default function AdminSignInPage({ variant }: AdminSignInPageProps) {
  usePageTitle('adminSignIn');
  const { t } = useTranslation('auth');
  const email = new URLSearchParams(useSearch()).get('email')?.trim();
  const presetEmail = variant === 'super-admin' && email ? email : undefined;

  useEffect(() => {
    if (variant === 'super-admin') void initSuperAdmin();
  }, [variant]);

  return (
    <AuthCard
      icon={<ShieldCheck aria-hidden="true" />}
      title={t(variant === 'super-admin' ? 'admin.superTitle' : 'admin.title')}
      description={t('admin.subtitle')}
      footer={<BackLink />}
    >
      <AdminSignInForm presetEmail={presetEmail} />
    </AuthCard>
  );
}
