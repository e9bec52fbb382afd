import {
  Anchor,
  ChartColumn,
  ClipboardList,
  LayoutDashboard,
  Leaf,
  type LucideIcon,
  Network,
  Route,
  ShieldCheck,
  Ship,
  ShipWheel,
} from 'lucide-react';

/** Badges say what a module is (PRODUCT.md 36, docs/adr/014): no "AI" on a rule-based score or a calculator. */
export type NavBadge = 'admin' | 'scored' | 'core' | 'new';
export type NavItem = {
  href: string;
  labelKey: string;
  icon: LucideIcon;
  badge?: NavBadge;
  adminOnly?: boolean;
};
export type NavGroup = { key: string; items: NavItem[] };

/** SPEC.md §2 sidebar groups; GreenRefit and the enterprise dashboard are PRODUCT.md 17-18 additions. */
export const navGroups: NavGroup[] = [
  {
    key: 'core',
    items: [
      { href: '/dashboard', labelKey: 'dashboard', icon: LayoutDashboard },
      { href: '/admin-panel', labelKey: 'adminPanel', icon: ShieldCheck, badge: 'admin', adminOnly: true },
      { href: '/enterprise-dashboard', labelKey: 'enterpriseDashboard', icon: ChartColumn, adminOnly: true },
      { href: '/cargo-matching', labelKey: 'cargoMatching', icon: Network, badge: 'scored' },
    ],
  },
  {
    key: 'planning',
    items: [{ href: '/smartfeeder-tool', labelKey: 'smartfeeder', icon: Route, badge: 'core' }],
  },
  {
    key: 'marketplace',
    items: [
      { href: '/ship-offerings', labelKey: 'shipMarketplace', icon: Ship, badge: 'core' },
      { href: '/ship-management', labelKey: 'shipManagement', icon: Anchor },
      { href: '/fleet', labelKey: 'fleet', icon: ShipWheel },
      { href: '/my-bookings', labelKey: 'myBookings', icon: ClipboardList },
    ],
  },
  { key: 'sustainability', items: [{ href: '/greenrefit', labelKey: 'greenrefit', icon: Leaf, badge: 'new' }] },
];

export const visibleNavGroups = (isAdmin: boolean): NavGroup[] =>
  navGroups
    .map((g) => ({ ...g, items: g.items.filter((i) => isAdmin || !i.adminOnly) }))
    .filter((g) => g.items.length > 0);

/** The dashboard lives at both / and /dashboard. */
export const isActivePath = (location: string, href: string) =>
  location === href || (href === '/dashboard' && location === '/');
