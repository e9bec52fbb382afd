import { LanguageSwitcher } from '@/app/layout/language-switcher';
import { Logo } from '@/app/layout/logo';
import { MAIN_CONTENT_ID } from '@/app/layout/skip-link';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { WelcomeTour } from '@/features/auth/components/welcome-tour';
import { usePageTitle } from '@/lib/use-page-title';

/** The tour stands outside the layouts (SPEC.md §2), so it brings its own slim header. */
export default function WelcomeTourPage() {
  usePageTitle('tour');
  const { user } = useCurrentUser();
  return (
    <div className="min-h-screen bg-gradient-to-b from-brand-50 to-white">
      <header className="mx-auto flex max-w-4xl items-center justify-between px-4 pt-6">
        <Logo />
        <LanguageSwitcher />
      </header>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="outline-none">
        <WelcomeTour signedIn={Boolean(user)} />
      </main>
    </div>
  );
}
