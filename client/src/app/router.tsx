import { isAdminRole } from '@shared/domain/roles';
import type { User } from '@shared/schemas/auth';
import { type ComponentType, type ReactNode, Suspense, useEffect, useRef } from 'react';
import { Redirect, Route, Switch, useLocation, useSearch } from 'wouter';
import { PublicLayout } from '@/app/layout/public-layout';
import {
  AdminPanel,
  AppShell,
  accountPages,
  authPages,
  Dashboard,
  EnterpriseDashboard,
  Landing,
  Login,
  legalPages,
  marketingPages,
  marketplacePages,
  PendingApproval,
  Rejected,
  ShipOfferings,
  signInPaths,
  toolPages,
  VerifyEmail,
  WelcomeTour,
} from '@/app/route-table';
import LoadingScreen from '@/app/routes/status/loading-screen';
import NotFoundPage from '@/app/routes/status/not-found';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { safeNextPath } from '@/features/auth/utils/safe-next';
import { useUserLanguageSync } from '@/lib/use-language';

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
/** One route pattern for several exact paths, as forgiving as wouter's own (trailing slash, any case). */
const anyOf = (paths: string[]) => new RegExp(`^(?:${paths.map(escapeRegExp).join('|')})/?$`, 'i');

const routesFor = (pages: Record<string, ComponentType>) =>
  Object.entries(pages).map(([path, component]) => <Route key={path} path={path} component={component} />);

function ToLogin() {
  const [location] = useLocation();
  const search = useSearch();
  const next = encodeURIComponent(search ? `${location}?${search}` : location);
  return <Redirect to={`/login?next=${next}`} replace />;
}

/** The pages inside the app shell that every signed-in user has, with `children` (the role's own) after the dashboard. */
function SignedInPages({ children }: { children?: ReactNode }) {
  return (
    <AppShell>
      <Switch>
        <Route path="/" component={Dashboard} />
        <Route path="/dashboard" component={Dashboard} />
        {children}
        {routesFor(toolPages)}
        {routesFor(accountPages)}
        {routesFor(marketplacePages)}
        {routesFor(legalPages)}
        <Route component={NotFoundPage} />
      </Switch>
    </AppShell>
  );
}

function AnonymousRoutes() {
  return (
    <Switch>
      <Route path="/welcome-tour" component={WelcomeTour} />
      <Route path={anyOf(signInPaths)} component={ToLogin} />
      <Route>
        <PublicLayout>
          <Switch>
            <Route path="/" component={Landing} />
            {routesFor(authPages)}
            {routesFor(marketingPages)}
            {routesFor(legalPages)}
            <Route path="/ship-offerings">
              <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
                <ShipOfferings />
              </div>
            </Route>
            <Route component={NotFoundPage} />
          </Switch>
        </PublicLayout>
      </Route>
    </Switch>
  );
}

function MemberRoutes({ user }: { user: User }) {
  const tourPending = !user.preferences.hasSeenTour;
  return (
    <Switch>
      <Route path="/welcome-tour" component={WelcomeTour} />
      {tourPending && (
        <Route path={anyOf(['/', '/dashboard'])}>
          <Redirect to="/welcome-tour" replace />
        </Route>
      )}
      <Route path={anyOf([...Object.keys(authPages), ...Object.keys(marketingPages)])}>
        <PublicLayout>
          <Switch>
            {routesFor(authPages)}
            {routesFor(marketingPages)}
          </Switch>
        </PublicLayout>
      </Route>
      <Route>
        <SignedInPages />
      </Route>
    </Switch>
  );
}

function AdminRoutes() {
  const search = useSearch();
  return (
    <Switch>
      <Route path="/welcome-tour" component={WelcomeTour} />
      <Route path={anyOf(['/landing', '/welcome'])}>
        <Redirect to="/enterprise-dashboard" replace />
      </Route>
      {/* An administrator who is already signed in has nothing to do on a sign-in page, except confirm a
          sign-out asked for by a link (/login?logout=1). */}
      <Route path="/login">
        {new URLSearchParams(search).get('logout') === '1' ? (
          <PublicLayout>
            <Login />
          </PublicLayout>
        ) : (
          <Redirect to={safeNextPath(search, '/dashboard')} replace />
        )}
      </Route>
      <Route path={anyOf(['/admin', '/super-admin'])}>
        <Redirect to="/admin-panel" replace />
      </Route>
      <Route>
        <SignedInPages>
          <Route path="/admin-panel" component={AdminPanel} />
          <Route path="/enterprise-dashboard" component={EnterpriseDashboard} />
        </SignedInPages>
      </Route>
    </Switch>
  );
}

/** Pending and rejected non-admins: email verification, otherwise their status screen (PRODUCT.md 23). */
function GatedRoutes({ user }: { user: User }) {
  return (
    <PublicLayout>
      <Switch>
        <Route path="/verify-email" component={VerifyEmail} />
        {/* Their data and the account's deletion are theirs before approval too (PRODUCT.md 21). */}
        {routesFor(accountPages)}
        <Route component={user.approvalStatus === 'rejected' ? Rejected : PendingApproval} />
      </Switch>
    </PublicLayout>
  );
}

function useScrollToTopOnNavigate() {
  const [location] = useLocation();
  // Not on the first render: a visitor may have scrolled the prerendered landing before the app took it over.
  const previous = useRef(location);
  useEffect(() => {
    if (previous.current === location) return;
    previous.current = location;
    window.scrollTo?.({ top: 0 });
  }, [location]);
}

/** SPEC.md §2 route table by user state, with PRODUCT.md 22-24's additions. */
export function AppRouter() {
  const { user, isLoading } = useCurrentUser();
  useUserLanguageSync(user);
  useScrollToTopOnNavigate();

  if (isLoading) return <LoadingScreen />;
  let routes = <AnonymousRoutes />;
  if (user && isAdminRole(user.role)) routes = <AdminRoutes />;
  else if (user && user.approvalStatus !== 'approved') routes = <GatedRoutes user={user} />;
  else if (user) routes = <MemberRoutes user={user} />;
  return <Suspense fallback={<LoadingScreen />}>{routes}</Suspense>;
}
