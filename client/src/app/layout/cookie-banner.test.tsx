import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COOKIE_BANNER_DELAY_MS, CookieBanner } from './cookie-banner';
import { CONSENT_STORAGE_KEY, openCookieSettings } from './cookie-consent';

// biome-ignore lint/suspicious/noDocumentCookie: the test plants and removes cookies the way a page script would.
const writeCookie = (cookie: string) => (document.cookie = cookie);
const banner = () => screen.queryByRole('region', { name: 'We use cookies' });
const stored = () => JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? 'null');

/** The sheet's code loads when it is first shown: lets that import settle. */
const sheetLoaded = () =>
  act(async () => {
    await import('./cookie-sheet');
  });

async function renderAndWait() {
  render(<CookieBanner />);
  act(() => {
    vi.advanceTimersByTime(COOKIE_BANNER_DELAY_MS);
  });
  await sheetLoaded();
}

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  for (const c of document.cookie.split(';')) {
    const name = c.split('=')[0].trim();
    if (name) writeCookie(`${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`);
  }
});

describe('CookieBanner', () => {
  it('appears one second after load when no choice is stored', async () => {
    render(<CookieBanner />);
    act(() => {
      vi.advanceTimersByTime(COOKIE_BANNER_DELAY_MS - 1);
    });
    expect(banner()).not.toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    await sheetLoaded();
    expect(banner()).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
  });

  it('stores an accepted choice and hides', async () => {
    vi.setSystemTime(new Date('2025-06-01T10:00:00Z'));
    await renderAndWait();
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(banner()).not.toBeInTheDocument();
    expect(stored()).toEqual({
      accepted: true,
      essential: true,
      functional: true,
      // The banner showed one second after load; the choice is stamped when it is made.
      timestamp: '2025-06-01T10:00:01.000Z',
    });
  });

  it('declining stores the refusal and clears non-essential cookies', async () => {
    writeCookie('tracking_id=abc; path=/');
    writeCookie('prefs=1; path=/');
    await renderAndWait();
    fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect(stored()).toMatchObject({ accepted: false, essential: true, functional: false });
    expect(document.cookie).not.toContain('tracking_id');
    expect(document.cookie).not.toContain('prefs');
  });

  it('closing counts as declining', async () => {
    await renderAndWait();
    fireEvent.click(screen.getByRole('button', { name: 'Close and decline optional cookies' }));
    expect(banner()).not.toBeInTheDocument();
    expect(stored()).toMatchObject({ accepted: false });
  });

  it('stays hidden once a choice exists, and the footer link reopens it', async () => {
    localStorage.setItem(
      CONSENT_STORAGE_KEY,
      JSON.stringify({
        accepted: true,
        essential: true,
        functional: true,
        timestamp: '2025-01-01T00:00:00Z',
      }),
    );
    await renderAndWait();
    expect(banner()).not.toBeInTheDocument();
    act(() => openCookieSettings());
    await sheetLoaded();
    expect(banner()).toBeInTheDocument();
  });

  it('explains the cookie categories behind the details toggle', async () => {
    await renderAndWait();
    const toggle = screen.getByRole('button', { name: 'Show details' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide details' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/connect\.sid/)).toBeVisible();
  });

  it('shrinks to one line out of the way while the landing map is on screen (issue 27)', async () => {
    const map = document.createElement('div');
    map.setAttribute('data-keep-clear', '');
    document.body.append(map);
    const at = (top: number, bottom: number) =>
      vi.spyOn(map, 'getBoundingClientRect').mockReturnValue({ top, bottom } as DOMRect);
    try {
      at(2000, 2400); // below the fold: the full sheet
      await renderAndWait();
      expect(banner()).toHaveAttribute('data-place', 'sheet');
      expect(screen.getByRole('button', { name: 'Show details' })).toBeInTheDocument();

      at(100, 500); // on screen, ending well above the bottom: one line at the bottom
      fireEvent.scroll(window);
      expect(banner()).toHaveAttribute('data-place', 'barBottom');
      expect(screen.queryByRole('button', { name: 'Show details' })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Accept' })).toBeInTheDocument();

      at(300, window.innerHeight - 10); // reaching the bottom: one line under the header
      fireEvent.scroll(window);
      expect(banner()).toHaveAttribute('data-place', 'barTop');
      expect(banner()).toHaveClass('top-16');
      fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
      expect(banner()).not.toBeInTheDocument();
    } finally {
      map.remove();
    }
  });
});
