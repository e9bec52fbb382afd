import { firstScreenOf } from '@shared/app/first-screens';
import { type ComponentType, lazy } from 'react';
import { lazyWithPreload } from '@/lib/lazy-with-preload';

// Pages load lazily, so a visitor downloads only the screens they open.
// The signed-in layout (sidebar, notifications, menus) too: an anonymous visitor never needs it.
// The first screens (firstScreenLoaders below) can be preloaded.
export const AppShell = lazyWithPreload(async () => {
  const { AppShell } = await import('@/app/layout/app-shell');
  return { default: AppShell };
});
export const Dashboard = lazyWithPreload(() => import('@/app/routes/dashboard/dashboard'));
export const AdminPanel = lazy(() => import('@/app/routes/admin/admin-panel'));
// Its own chunk: the charts and their texts load only when an administrator opens it.
export const EnterpriseDashboard = lazy(() => import('@/app/routes/admin/enterprise-dashboard'));
export const PendingApproval = lazy(() => import('@/app/routes/status/pending-approval'));
export const Rejected = lazy(() => import('@/app/routes/status/rejected'));
export const WelcomeTour = lazy(() => import('@/app/routes/tour/welcome-tour'));
export const Login = lazyWithPreload(() => import('@/app/routes/auth/login'));
const Register = lazy(() => import('@/app/routes/auth/register'));
export const VerifyEmail = lazy(() => import('@/app/routes/auth/verify-email'));
const ForgotPassword = lazy(() => import('@/app/routes/auth/forgot-password'));
const ResetPassword = lazy(() => import('@/app/routes/auth/reset-password'));
const AdminLoginLegacy = lazy(() => import('@/app/routes/auth/admin-login-legacy'));
const AdminSignIn = lazy(() => import('@/app/routes/auth/admin-sign-in'));
export const Landing = lazyWithPreload(() => import('@/app/routes/public/landing'));
const AboutUs = lazy(() => import('@/app/routes/public/about-us'));
const BetaPartners = lazy(() => import('@/app/routes/public/beta-partners'));
const Contact = lazy(() => import('@/app/routes/public/contact'));
const Impressum = lazy(() => import('@/app/routes/public/impressum'));
const PrivacyPolicy = lazy(() => import('@/app/routes/public/privacy-policy'));
const TermsOfService = lazy(() => import('@/app/routes/public/terms-of-service'));
const Unsubscribe = lazy(() => import('@/app/routes/public/unsubscribe'));
export const ShipOfferings = lazyWithPreload(() => import('@/app/routes/ship-offerings/ship-offerings'));
const ShipManagement = lazy(() => import('@/app/routes/ship-management/ship-management'));
const MyBookings = lazy(() => import('@/app/routes/bookings/my-bookings'));
const Co2Statement = lazy(() => import('@/app/routes/bookings/co2-statement'));
const BookingConfirmation = lazy(() => import('@/app/routes/bookings/booking-confirmation'));
const Fleet = lazy(() => import('@/app/routes/fleet/fleet'));
const SmartFeederTool = lazy(() => import('@/app/routes/smartfeeder/smartfeeder-tool'));
const CargoMatching = lazy(() => import('@/app/routes/cargo-matching/cargo-matching'));
const GreenRefit = lazy(() => import('@/app/routes/greenrefit/greenrefit'));
const Profile = lazy(() => import('@/app/routes/account/profile'));

const AdminLogin = () => <AdminSignIn variant="admin" />;
const SuperAdminLogin = () => <AdminSignIn variant="super-admin" />;

/** Built modules inside the layout. */
export const toolPages: Record<string, ComponentType> = {
  '/smartfeeder-tool': SmartFeederTool,
  '/cargo-matching': CargoMatching,
  '/greenrefit': GreenRefit,
};
/** The signed-in user's own account (PRODUCT.md 21). */
export const accountPages: Record<string, ComponentType> = { '/profile': Profile };
/** The ship marketplace inside the layout; /ship-offerings is also public (AnonymousRoutes). */
export const marketplacePages: Record<string, ComponentType> = {
  '/ship-offerings': ShipOfferings,
  '/ship-management': ShipManagement,
  '/my-bookings': MyBookings,
  '/bookings/co2-statement': Co2Statement,
  '/bookings/confirmation': BookingConfirmation,
  '/fleet': Fleet,
};
export const legalPages: Record<string, ComponentType> = {
  '/impressum': Impressum,
  '/privacy-policy': PrivacyPolicy,
  '/terms-of-service': TermsOfService,
  '/contact': Contact,
  // The link in every business e-mail (no sign-in needed, PRODUCT.md 35).
  '/unsubscribe': Unsubscribe,
};
export const authPages: Record<string, ComponentType> = {
  '/login': Login,
  '/register': Register,
  '/verify-email': VerifyEmail,
  '/admin': AdminLogin,
  '/super-admin': SuperAdminLogin,
  '/admin-login': AdminLoginLegacy,
  '/forgot-password': ForgotPassword,
  '/reset-password': ResetPassword,
};
export const marketingPages: Record<string, ComponentType> = {
  '/landing': Landing,
  '/welcome': Landing,
  '/beta-partners': BetaPartners,
  '/about-us': AboutUs,
};
/** Pages an anonymous visitor is sent to /login for (PRODUCT.md 24), coming back afterwards. */
export const signInPaths = [
  '/dashboard',
  '/admin-panel',
  '/enterprise-dashboard',
  ...Object.keys(toolPages),
  ...Object.keys(accountPages),
  '/ship-management',
  '/my-bookings',
  '/bookings/co2-statement',
  '/bookings/confirmation',
  '/fleet',
];

/**
 * The pages a visit most often starts on (shared/app/first-screens.json: their modules as the build manifest names
 * them, and their text namespaces). main.tsx starts loading them with the entry, before the signed-in user is
 * known, so the page's chunk, its texts and /api/auth/user arrive together instead of one after another; the
 * server names the same chunks in the page it sends (server/lib/first-screens.ts). '/' is the landing page: a cold
 * visit is most often anonymous.
 */
export const firstScreenLoaders: Record<string, () => Promise<unknown>> = {
  'src/app/routes/public/landing.tsx': Landing.preload,
  'src/app/routes/auth/login.tsx': Login.preload,
  'src/app/layout/app-shell.tsx': AppShell.preload,
  'src/app/routes/dashboard/dashboard.tsx': Dashboard.preload,
  'src/app/routes/ship-offerings/ship-offerings.tsx': ShipOfferings.preload,
};

/**
 * Starts loading the first screen's chunks; answers the namespaces it needs (none for other paths) and a promise
 * that settles when the chunks have loaded or failed (a failed one is tried again by its route).
 */
export function preloadFirstScreen(path: string): { namespaces: string[]; loaded: Promise<unknown> } {
  const screen = firstScreenOf(path);
  const loads = (screen?.modules ?? []).map((module) => firstScreenLoaders[module]?.());
  return { namespaces: screen?.namespaces ?? [], loaded: Promise.allSettled(loads) };
}
