import type { User } from '@shared/schemas/auth';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { currentUserKey } from '@/features/auth/api/get-current-user';
import i18n from '@/lib/i18n';
import { bindHtmlLang } from '@/lib/use-language';
import { LanguageSwitcher } from './language-switcher';

const user = { id: 'u1', email: 'li@example.com', preferredLanguage: 'en' } as User;

function renderSwitcher(signedIn: User | null) {
  const client = new QueryClient();
  client.setQueryData(currentUserKey, signedIn);
  render(
    <QueryClientProvider client={client}>
      <LanguageSwitcher />
    </QueryClientProvider>,
  );
  return client;
}

let unbind: () => void;
beforeAll(() => {
  unbind = bindHtmlLang();
});
afterAll(() => unbind());
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('LanguageSwitcher', () => {
  it('switches the language, keeps <html lang> in step and saves it for a signed-in user', async () => {
    const fetchMock = vi.fn(async () => Response.json({ ...user, preferredLanguage: 'zh' }));
    vi.stubGlobal('fetch', fetchMock);
    const client = renderSwitcher(user);

    await userEvent.click(screen.getByRole('button', { name: 'Language: English. Change language' }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: '中文' }));

    await waitFor(() => expect(document.documentElement.lang).toBe('zh'));
    expect(screen.getByRole('button', { name: '语言：中文。切换语言' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/auth/user',
      expect.objectContaining({ method: 'PATCH', body: JSON.stringify({ preferredLanguage: 'zh' }) }),
    );
    await waitFor(() => expect(client.getQueryData<User>(currentUserKey)?.preferredLanguage).toBe('zh'));
  });

  it('only changes the browser language for an anonymous visitor', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderSwitcher(null);

    await userEvent.click(screen.getByRole('button', { name: /Change language/ }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'Deutsch' }));

    await waitFor(() => expect(document.documentElement.lang).toBe('de'));
    expect(localStorage.getItem('i18nextLng')).toBe('de');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("draws each language's flag, not an emoji some systems cannot show", async () => {
    renderSwitcher(null);
    const trigger = screen.getByRole('button', { name: /Change language/ });
    expect(trigger.querySelector('svg[data-flag="gb"]')).not.toBeNull();
    await userEvent.click(trigger);
    const options = await screen.findAllByRole('menuitemradio');
    expect(options.map((o) => o.querySelector('svg[data-flag]')?.getAttribute('data-flag'))).toEqual([
      'gb',
      'cn',
      'de',
    ]);
    // Regional-indicator symbols (U+1F1E6–U+1F1FF) are what flag emoji are made of.
    expect(document.body.textContent).not.toMatch(/[\u{1F1E6}-\u{1F1FF}]/u);
  });
});
