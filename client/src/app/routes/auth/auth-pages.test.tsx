import { cleanup, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import WelcomeTourPage from '@/app/routes/tour/welcome-tour';
import { renderWithProviders } from '@/features/auth/testing/render';
import i18n from '@/lib/i18n';
import { collectMissingKeys, expectOwnTitleAndDescription } from '@/test/i18n';
import AdminLoginLegacyPage from './admin-login-legacy';
import AdminSignInPage from './admin-sign-in';
import ForgotPasswordPage from './forgot-password';
import LoginPage from './login';
import RegisterPage from './register';
import ResetPasswordPage from './reset-password';
import VerifyEmailPage from './verify-email';

const SuperAdmin = () => <AdminSignInPage variant="super-admin" />;
const pages: [string, ComponentType][] = [
  ['/login', LoginPage],
  ['/register', RegisterPage],
  ['/verify-email', VerifyEmailPage],
  ['/forgot-password', ForgotPasswordPage],
  ['/reset-password', ResetPasswordPage],
  ['/reset-password?token=abc', ResetPasswordPage],
  ['/super-admin', SuperAdmin],
  ['/admin-login', AdminLoginLegacyPage],
  ['/welcome-tour', WelcomeTourPage],
];

const missing = collectMissingKeys();

beforeAll(() => {
  // Anonymous: the current user is a 401; init-super-admin answers 204.
  vi.stubGlobal('fetch', async (_url: string, init?: RequestInit) =>
    init?.method === 'POST' ? new Response(null, { status: 204 }) : new Response('{}', { status: 401 }),
  );
  vi.spyOn(console, 'log').mockImplementation(() => {});
});
afterEach(cleanup);
afterAll(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe.each(['en', 'zh', 'de'])('auth pages in %s', (lng) => {
  it.each(pages)('%s renders with every text translated', async (path, Page) => {
    await i18n.changeLanguage(lng);
    missing.length = 0;
    const { container } = renderWithProviders(<Page />, { path });
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(missing).toEqual([]);
    expectOwnTitleAndDescription();
    // PRODUCT.md 1: no credentials or password hints on any page.
    expect(container.textContent).not.toMatch(/admin123|default password|demo password/i);
  });
});
