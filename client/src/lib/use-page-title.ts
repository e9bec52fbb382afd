import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Page keys of locales/<lang>/titles.json; public pages also carry a `description`. */
export type PageKey =
  | 'landing'
  | 'about'
  | 'betaPartners'
  | 'contact'
  | 'impressum'
  | 'privacy'
  | 'terms'
  | 'login'
  | 'register'
  | 'verifyEmail'
  | 'forgotPassword'
  | 'resetPassword'
  | 'adminSignIn'
  | 'shipOfferings'
  | 'tour'
  | 'notFound'
  | 'dashboard'
  | 'shipManagement'
  | 'myBookings'
  | 'co2Statement'
  | 'bookingConfirmation'
  | 'fleet'
  | 'smartfeeder'
  | 'cargoMatching'
  | 'greenrefit'
  | 'profile'
  | 'unsubscribe'
  | 'adminPanel'
  | 'enterpriseDashboard'
  | 'pending'
  | 'rejected';

function metaDescription() {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  return meta;
}

/**
 * Every route names itself in the tab, history and screen readers' page announcement (WCAG 2.4.2), in the
 * user's language, and public pages describe themselves for search results (issue 13). Re-runs on a language
 * switch; a signed-in page without a description removes the previous page's one.
 */
export function usePageTitle(page: PageKey) {
  const { t, i18n } = useTranslation('titles');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the language is what re-translates `t`.
  useEffect(() => {
    document.title = `${t(`${page}.title`)} · ${t('suffix')}`;
    const description = i18n.exists(`titles:${page}.description`) ? t(`${page}.description`) : '';
    if (description) metaDescription().content = description;
    else document.head.querySelector('meta[name="description"]')?.remove();
  }, [page, t, i18n.language]);
}
