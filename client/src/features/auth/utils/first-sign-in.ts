const KEY = 'feederhub:first-sign-in';

/**
 * Remembers for this browser tab that the current session is the account's first sign-in, so the dashboard
 * greets with "Welcome" rather than "Welcome back" (issue 13). Session storage: it ends with the tab.
 */
export function rememberFirstSignIn(userId: string, first: boolean) {
  try {
    if (first) sessionStorage.setItem(KEY, userId);
    else sessionStorage.removeItem(KEY);
  } catch {
    // Storage blocked: the greeting falls back to "Welcome back".
  }
}

export function isFirstSignIn(userId: string) {
  try {
    return sessionStorage.getItem(KEY) === userId;
  } catch {
    return false;
  }
}
