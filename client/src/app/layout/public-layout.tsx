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
      <Button asChild size="sm">
        <Link href="/register">{t('public.register')}</Link>
      </Button>
    </>
  );
}

/**
 * Below the desktop width the company links move into a menu (issue 27). A native disclosure: it works in the
 * prerendered page before any script, and costs the landing's first load almost nothing.
 */
function PublicMenu() {
  const { t } = useTranslation('shell');
  const { user } = useCurrentUser();
  return (
    <details
      className="group relative md:hidden"
      data-testid="public-menu"
      onClick={(e) => {
        if ((e.target as Element).closest('a')) e.currentTarget.open = false;
      }}
      onKeyDown={(e) => {
        if (e.key !== 'Escape' || !e.currentTarget.open) return;
        e.currentTarget.open = false;
        e.currentTarget.querySelector('summary')?.focus();
      }}
    >
      <summary
        aria-label={t('public.menu')}
        className="flex h-9 w-9 cursor-pointer list-none items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 group-open:bg-slate-100 [&::-webkit-details-marker]:hidden"
      >
        <span aria-hidden="true" className="flex w-5 flex-col gap-1 *:h-0.5 *:rounded *:bg-current">
          <span />
          <span />
          <span />
        </span>
      </summary>
      <nav
        aria-label={t('public.navLabel')}
        className="absolute right-0 top-full mt-2 flex w-56 flex-col rounded-md border border-slate-200 bg-white p-1 shadow-lg *:rounded *:px-3 *:py-2.5 *:text-sm *:font-medium *:text-slate-700 *:hover:bg-slate-100"
      >
        {navLinks.map((l) => (
          <Link key={l.href} href={l.href}>
            {t(l.key)}
          </Link>
        ))}
        {!user && <Link href="/register">{t('public.register')}</Link>}
      </nav>
    </details>
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
            <PublicMenu />
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
