/** Every page of the app, shared by the page-wide checks (axe in accessibility.spec.ts, CSP in csp.spec.ts). */
export const publicPages: [string, string][] = [
  ['landing', '/'],
  ['about-us', '/about-us'],
  ['beta-partners', '/beta-partners'],
  ['contact', '/contact'],
  ['login', '/login'],
  ['register', '/register'],
  ['ship-offerings (anonymous)', '/ship-offerings'],
  ['impressum', '/impressum'],
  ['privacy-policy', '/privacy-policy'],
  ['terms-of-service', '/terms-of-service'],
  ['404', '/no-such-page'],
];

export const memberPages: [string, string][] = [
  ['dashboard', '/dashboard'],
  ['fleet', '/fleet'],
  ['ship-offerings', '/ship-offerings'],
  ['ship-management', '/ship-management'],
  ['my-bookings', '/my-bookings'],
  ['smartfeeder-tool', '/smartfeeder-tool'],
  ['cargo-matching', '/cargo-matching'],
  ['greenrefit', '/greenrefit'],
  ['profile', '/profile'],
];

export const adminTabs = ['Users', 'Activities', 'Audit logs', 'Contact', 'Shipyards', 'Quote'];
