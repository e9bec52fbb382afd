import { type ComponentType, lazy } from 'react';

// Pages load lazily, so a visitor downloads only the screens they open.
export const Dashboard = lazy(() => import('@/app/routes/dashboard/dashboard'));
export const AdminPanel = lazy(() => import('@/app/routes/admin/admin-panel'));
// Its own chunk: the charts and their texts load only when an administrator opens it.
export const EnterpriseDashboard = lazy(() => import('@/app/routes/admin/enterprise-dashboard'));
export const PendingApproval = lazy(() => import('@/app/routes/status/pending-approval'));
export const Rejected = lazy(() => import('@/app/routes/status/rejected'));
export const WelcomeTour = lazy(() => import('@/app/routes/tour/welcome-tour'));
const Login = lazy(() => import('@/app/routes/auth/login'));
const Register = lazy(() => import('@/app/routes/auth/register'));
export const VerifyEmail = lazy(() => import('@/app/routes/auth/verify-email'));
const ForgotPassword = lazy(() => import('@/app/routes/auth/forgot-password'));
const ResetPassword = lazy(() => import('@/app/routes/auth/reset-password'));
const AdminLoginLegacy = lazy(() => import('@/app/routes/auth/admin-login-legacy'));
const AdminSignIn = lazy(() => import('@/app/routes/auth/admin-sign-in'));
export const Landing = lazy(() => import('@/app/routes/public/landing'));
const AboutUs = lazy(() => import('@/app/routes/public/about-us'));
const BetaPartners = lazy(() => import('@/app/routes/public/beta-partners'));
const Contact = lazy(() => import('@/app/routes/public/contact'));
const Impressum = lazy(() => import('@/app/routes/public/impressum'));
const PrivacyPolicy = lazy(() => import('@/app/routes/public/privacy-policy'));
const TermsOfService = lazy(() => import('@/app/routes/public/terms-of-service'));
export const ShipOfferings = lazy(() => import('@/app/routes/ship-offerings/ship-offerings'));
const ShipManagement = lazy(() => import('@/app/routes/ship-management/ship-management'));
const MyBookings = lazy(() => import('@/app/routes/bookings/my-bookings'));
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
  '/fleet': Fleet,
};
export const legalPages: Record<string, ComponentType> = {
  '/impressum': Impressum,
  '/privacy-policy': PrivacyPolicy,
  '/terms-of-service': TermsOfService,
  '/contact': Contact,
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
  '/fleet',
];
