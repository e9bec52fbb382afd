import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import i18n from '@/lib/i18n';
import { collectMissingKeys, expectOwnTitleAndDescription } from '@/test/i18n';
import AboutUsPage from './about-us';
import BetaPartnersPage from './beta-partners';
import ContactPage from './contact';
import ImpressumPage from './impressum';
import LandingPage from './landing';
import PrivacyPolicyPage from './privacy-policy';
import TermsOfServicePage from './terms-of-service';

const pages: [string, ComponentType][] = [
  ['landing', LandingPage],
  ['about-us', AboutUsPage],
  ['beta-partners', BetaPartnersPage],
  ['contact', ContactPage],
  ['impressum', ImpressumPage],
  ['privacy-policy', PrivacyPolicyPage],
  ['terms-of-service', TermsOfServicePage],
];

const missing = collectMissingKeys();

beforeAll(() => {
  // Anonymous visitor: the contact page asks for the current user.
  vi.stubGlobal('fetch', async () => new Response('{}', { status: 401 }));
});
afterEach(cleanup);
afterAll(() => vi.unstubAllGlobals());

function renderPage(Page: ComponentType) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <Page />
    </QueryClientProvider>,
  );
}

describe.each(['en', 'zh', 'de'])('public pages in %s', (lng) => {
  it.each(pages)('%s renders a heading with every text translated', async (_name, Page) => {
    await i18n.changeLanguage(lng);
    missing.length = 0;
    renderPage(Page);
    expect(screen.getAllByRole('heading', { level: 1 }).length).toBe(1);
    expect(missing).toEqual([]);
    expectOwnTitleAndDescription();
  });
});

describe('landing page', () => {
  it('labels its example as demo data and shows no password or admin access', async () => {
    await i18n.changeLanguage('en');
    const { container } = renderPage(LandingPage);
    expect(screen.getByText('Demo data')).toBeInTheDocument();
    expect(screen.getByText('96.5%')).toBeInTheDocument();
    expect(container.querySelector('input')).toBeNull();
    expect(container.textContent).not.toMatch(/password|admin/i);
    expect(screen.getAllByRole('link', { name: /investor/i })[0]).toHaveAttribute(
      'href',
      'mailto:investors@feederhub.eu',
    );
  });

  it('states market figures only with a named public source and year (issue 27)', async () => {
    await i18n.changeLanguage('en');
    const { container } = renderPage(LandingPage);
    expect(container.textContent).not.toMatch(/pitch|not verified/i);
    const figures = screen.getByText('1.7 bn t').closest('dl')!;
    const sources = [...figures.querySelectorAll('dd.text-xs')].map((dd) => dd.textContent);
    expect(sources).toHaveLength(4);
    for (const source of sources) expect(source).toMatch(/^Eurostat, .+, 20\d\d$/);
  });
});
