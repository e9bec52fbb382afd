import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminStatistics } from '@/test/admin-statistics';
import { admin, renderApp, stubApi } from '@/test/marketplace';
import { AdminStatCards } from './admin-stat-cards';

afterEach(() => vi.unstubAllGlobals());

/** A card's number and the line under it. */
const card = (label: string) => {
  const box = screen.getByText(label).closest('div')!;
  return [box.querySelector('.text-3xl')?.textContent, box.lastElementChild?.textContent];
};

describe('Admin statistic cards', () => {
  it('shows every admin and platform statistic with the figures behind it', async () => {
    vi.stubGlobal('fetch', stubApi({ 'GET /api/admin/statistics': { body: adminStatistics() } }).fetchMock);
    renderApp(<AdminStatCards />, { user: admin });
    expect(await screen.findByText('1,234')).toBeInTheDocument();
    expect(card('Accounts')).toEqual(['1,234', '1,200 email verified · 12 awaiting approval']);
    expect(card('Active users')).toEqual(['456', 'Signed in within the last 30 days']);
    expect(card('Activity (24 h)')).toEqual(['78', '98,765 events recorded in total']);
    expect(card('Ship offerings')).toEqual(['321', '87 listed now · 5 awaiting approval']);
    expect(card('Booking requests')).toEqual(['543', '31 pending · 9 live charters']);
    expect(card('Vessels')).toEqual(['64', "Active ships in members' fleets"]);
    expect(card('Cargo requests')).toEqual(['210', '44 waiting for a ship']);
    expect(card('Matches')).toEqual(['150', '27 active · 19 accepted']);
  });

  it('shows skeletons while loading, then a dash and a message when the call fails', async () => {
    let fail: (v: Response) => void = () => {};
    vi.stubGlobal('fetch', () => new Promise<Response>((resolve) => (fail = resolve)));
    const { container } = renderApp(<AdminStatCards />, { user: admin });
    expect(container.querySelectorAll('.animate-pulse')).toHaveLength(8);
    fail(new Response(JSON.stringify({ message: 'Server error', code: 'INTERNAL' }), { status: 500 }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The statistics could not be loaded.');
    expect(screen.getAllByText('–')).toHaveLength(8);
  });

  it('is translated', async () => {
    const { default: i18n } = await import('@/lib/i18n');
    await i18n.changeLanguage('de');
    try {
      vi.stubGlobal('fetch', stubApi({ 'GET /api/admin/statistics': { body: adminStatistics() } }).fetchMock);
      renderApp(<AdminStatCards />, { user: admin });
      expect(await screen.findByText('Aktive Nutzer')).toBeInTheDocument();
      expect(await screen.findByText('1.200 E-Mail bestätigt · 12 warten auf Freigabe')).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
