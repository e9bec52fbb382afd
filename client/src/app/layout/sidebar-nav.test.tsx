import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/lib/i18n';
import { collectMissingKeys } from '@/test/i18n';
import { owner, renderApp, stubApi } from '@/test/marketplace';
import { SidebarNav } from './sidebar-nav';

afterEach(() => vi.unstubAllGlobals());
const missing = collectMissingKeys();

describe('SidebarNav badges (PRODUCT.md 36)', () => {
  it.each(['en', 'de', 'zh'])('never claims AI or "proven" in %s', async (lng) => {
    vi.stubGlobal('fetch', stubApi({}).fetchMock);
    await i18n.changeLanguage(lng);
    missing.length = 0;
    renderApp(<SidebarNav />, { user: owner });
    const nav = screen.getByRole('navigation');
    expect(nav.textContent).not.toMatch(/\bAI\b|KI-|智能|PROVEN|BEWÄHRT|成熟/i);
    expect(missing).toEqual([]);
  });

  it('says what each module is: scored matching, core tools, a new module', async () => {
    vi.stubGlobal('fetch', stubApi({}).fetchMock);
    await i18n.changeLanguage('en');
    renderApp(<SidebarNav />, { user: owner });
    expect(screen.getByRole('link', { name: /Cargo Matching/ })).toHaveTextContent('SCORED');
    expect(screen.getByRole('link', { name: /SmartFeeder/ })).toHaveTextContent('CORE');
    expect(screen.getByRole('link', { name: /GreenRefit/ })).toHaveTextContent('NEW');
    expect(screen.getByText('Planning tools')).toBeInTheDocument();
  });
});
