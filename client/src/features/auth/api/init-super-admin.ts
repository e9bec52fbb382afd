import { apiRequest } from '@/lib/api-client';

/** SPEC.md §7: called when the super admin sign-in opens; it changes nothing and its result is only logged. */
export async function initSuperAdmin(): Promise<void> {
  try {
    const result = await apiRequest('POST', '/api/auth/init-super-admin');
    console.log('init-super-admin', result ?? 'ok');
  } catch (err) {
    console.log('init-super-admin failed', err);
  }
}
