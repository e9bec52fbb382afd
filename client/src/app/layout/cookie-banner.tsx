import { lazy, Suspense, useEffect, useState } from 'react';
import { OPEN_COOKIE_SETTINGS_EVENT, readConsent } from './cookie-consent';

export const COOKIE_BANNER_DELAY_MS = 1000;

// The sheet's code loads only when it is shown: a visitor who has chosen never downloads it (issue 27, the
// landing's first load).
const CookieSheet = lazy(() => import('./cookie-sheet'));

/** Shows the cookie sheet a moment after the first visit's load, and again when the footer's link asks for it. */
export function CookieBanner() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = readConsent()
      ? undefined
      : window.setTimeout(() => setVisible(true), COOKIE_BANNER_DELAY_MS);
    const reopen = () => setVisible(true);
    window.addEventListener(OPEN_COOKIE_SETTINGS_EVENT, reopen);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener(OPEN_COOKIE_SETTINGS_EVENT, reopen);
    };
  }, []);
  if (!visible) return null;
  return (
    <Suspense fallback={null}>
      <CookieSheet onClose={() => setVisible(false)} />
    </Suspense>
  );
}
