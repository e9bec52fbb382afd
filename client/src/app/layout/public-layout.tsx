import { isAdminRole } from '@shared/domain/roles';
import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { Footer } from './footer';
import { LazyLanguageSwitcher } from './lazy-language-switcher';
import { Logo } from './logo';
import { PageLoader } from './page-loader';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

const navLinks = [
  { href: '/about-us', key: 'public.aboutUs' },
  { href: '/beta-partners', key: 'public.betaPartners' },
  { href: '/contact', key: 'public.contact' },
];

function AccountActions() {
  const { t } = useTranslation('shell');
  const { user } = useCurrentUser();
  if (user && (isAdminRole(user.role) || user.approvalStatus === 'approved')) {
    return (
      <Button asChild size="sm">
        <Link href="/dashboard">{t('public.dashboard')}</Link>
      </Button>
    );
  }
  // Pending and rejected users sign out from their status screen; sign-in links would only confuse them.
  if (user) return null;
  return (
    <>
      <Button asChild variant="ghost" size="sm">
        <Link href="/login">{t('public.signIn')}</Link>
      </Button>
      <Button asChild size="sm" className="hidden sm:inline-flex">
        <Link href="/register">{t('public.register')}</Link>
      </Button>
    </>
  );
}

/** Header with logo, language and account links, then the page, then the footer. */
export function PublicLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('shell');
  return (
    <div className="flex min-h-screen flex-col bg-white">
      <SkipLink />
      <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6">
          <Link href="/" aria-label={t('nav.home')} className="rounded-md">
            <Logo textClassName="max-[400px]:sr-only" />
          </Link>
          <nav aria-label={t('public.navLabel')} className="ml-6 hidden items-center gap-6 md:flex">
            {navLinks.map((l) => (
              <Link
                key={l.href}
                href={l.href}
                className="text-sm font-medium text-slate-600 hover:text-brand-800"
              >
                {t(l.key)}
              </Link>
            ))}
          </nav>
          <div className="ml-auto flex items-center gap-1 sm:gap-2">
            <LazyLanguageSwitcher />
            <AccountActions />
          </div>
        </div>
      </header>
      {/* At least a screen tall below the 4rem header: the footer starts below the fold instead of jumping down
          once a lazily loaded page arrives (Lighthouse's layout shift, issue 11 §3). */}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="min-h-[calc(100dvh-4rem)] flex-1 outline-none">
        <Suspense fallback={<PageLoader />}>{children}</Suspense>
      </main>
      <Footer />
    </div>
  );
}
