import { type ReactNode, Suspense, useId, useState } from 'react';
import { LiveEvents } from '@/app/live-events';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { useMoneySync } from '@/lib/money';
import { Footer } from './footer';
import { MobileDrawer } from './mobile-drawer';
import { PageLoader } from './page-loader';
import { Sidebar } from './sidebar';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { TopBar } from './top-bar';
import { useSidebarCollapsed } from './use-sidebar-collapsed';

/** The authenticated layout: top bar, collapsible sidebar (drawer on small screens), page, footer. */
export function AppShell({ children }: { children: ReactNode }) {
  const { user } = useCurrentUser();
  // Amounts follow the member's display currency (PRODUCT.md 37); visitors, who have none, see them as entered, so
  // the rate and the money code load with the signed-in shell rather than with every first page.
  useMoneySync(user?.displayCurrency);
  const { collapsed, toggle } = useSidebarCollapsed();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const sidebarId = useId();

  // The router only renders the shell for a signed-in user; this covers the moment after sign-out.
  if (!user) return null;

  return (
    <div className="flex min-h-screen flex-col bg-slate-50 print:block print:min-h-0 print:bg-white">
      <SkipLink />
      <TopBar
        user={user}
        collapsed={collapsed}
        sidebarId={sidebarId}
        onToggleSidebar={toggle}
        onOpenDrawer={() => setDrawerOpen(true)}
      />
      <div className="flex flex-1 print:block">
        <Sidebar collapsed={collapsed} id={sidebarId} />
        <div className="flex min-w-0 flex-1 flex-col">
          <main
            id={MAIN_CONTENT_ID}
            tabIndex={-1}
            className="min-h-[calc(100dvh-4rem)] flex-1 px-4 py-6 outline-none sm:px-6 lg:px-8 print:min-h-0 print:p-0"
          >
            <div className="mx-auto max-w-7xl">
              <Suspense fallback={<PageLoader />}>{children}</Suspense>
            </div>
          </main>
          <Footer className="print:hidden" />
        </div>
      </div>
      <MobileDrawer open={drawerOpen} onOpenChange={setDrawerOpen} />
      {/* Screens update by themselves (issue 24 §2): the shell is for approved users and administrators only. */}
      <LiveEvents />
    </div>
  );
}
