import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import deTitles from '@/locales/de/titles.json';
import enTitles from '@/locales/en/titles.json';
import zhTitles from '@/locales/zh/titles.json';
import i18n from './i18n';
import { type PageKey, usePageTitle } from './use-page-title';

function Page({ page }: { page: PageKey }) {
  usePageTitle(page);
  return null;
}
const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('usePageTitle (issue 13)', () => {
  it('names the page and describes a public one, in the current language, following a switch', async () => {
    const { rerender } = render(<Page page="login" />);
    expect(document.title).toBe('Sign in · FeederHub');
    expect(description()).toBe('Sign in to FeederHub to manage your vessels, cargo and matches.');

    await act(() => i18n.changeLanguage('de'));
    expect(document.title).toBe('Anmelden · FeederHub');
    expect(description()).toMatch(/^Melden Sie sich bei FeederHub an/);

    // A signed-in page has no description of its own: the previous page's one must not linger.
    rerender(<Page page="shipManagement" />);
    expect(document.title).toBe('Schiffsverwaltung · FeederHub');
    expect(description()).toBeUndefined();

    await act(() => i18n.changeLanguage('zh'));
    expect(document.title).toBe('船舶管理 · FeederHub');
  });

  it('has a title for every page in every language, and the same pages described', () => {
    const shape = (t: Record<string, unknown>) =>
      Object.entries(t)
        .filter(([k]) => k !== 'suffix')
        .map(([k, v]) => `${k}:${Object.keys(v as object).join(',')}`)
        .sort();
    expect(shape(deTitles)).toEqual(shape(enTitles));
    expect(shape(zhTitles)).toEqual(shape(enTitles));
    for (const t of [enTitles, deTitles, zhTitles])
      for (const v of Object.values(t)) if (typeof v === 'object') expect(v.title.length).toBeGreaterThan(1);
  });
});
