export const CONSENT_STORAGE_KEY = 'cookie-consent';
export const SESSION_COOKIE = 'connect.sid';
export const OPEN_COOKIE_SETTINGS_EVENT = 'feederhub:open-cookie-settings';

export type CookieConsent = { accepted: boolean; essential: true; functional: boolean; timestamp: string };

export function readConsent(): CookieConsent | null {
  try {
    const raw = localStorage.getItem(CONSENT_STORAGE_KEY);
    const parsed = raw ? JSON.parse(raw) : null;
    return parsed && typeof parsed.accepted === 'boolean' ? (parsed as CookieConsent) : null;
  } catch {
    return null;
  }
}

export function saveConsent(accepted: boolean, now: Date = new Date()): CookieConsent {
  const consent: CookieConsent = {
    accepted,
    essential: true,
    functional: accepted,
    timestamp: now.toISOString(),
  };
  localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(consent));
  if (!accepted) clearNonEssentialCookies();
  return consent;
}

/** Expires every cookie script can see except the session; the consent record lives in localStorage. */
export function clearNonEssentialCookies() {
  const names = document.cookie
    .split(';')
    .map((c) => c.split('=')[0]?.trim())
    .filter((name): name is string => Boolean(name) && name !== SESSION_COOKIE);
  const host = window.location.hostname;
  // A cookie is only removed with the domain it was set for, so try the host and its parent domains.
  const domains = ['', host, ...host.split('.').map((_, i, parts) => `.${parts.slice(i).join('.')}`)];
  for (const name of names) {
    for (const domain of new Set(domains)) {
      const domainPart = domain ? `; domain=${domain}` : '';
      // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not available in every browser we support.
      document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/${domainPart}`;
    }
  }
}

/** The footer's "Cookie settings" button reopens the banner through this event. */
export function openCookieSettings() {
  window.dispatchEvent(new Event(OPEN_COOKIE_SETTINGS_EVENT));
}
