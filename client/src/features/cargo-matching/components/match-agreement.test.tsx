import type { Match } from '@shared/schemas/matching';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '@/lib/format';
import { owner, ResizeObserverStub, renderApp, shipper, stubApi } from '@/test/marketplace';
import { at, availability, cargoRequest, scoredMatch, stats } from '@/test/matching';
import { MatchingBoard } from './matching-board';

// PRODUCT.md 33 on the match card: the first accept holds the TEU for the other party, who confirms or declines;
// the holder may release them; once both agreed the card shows the booking's reference.
beforeAll(() => {
  globalThis.ResizeObserver ??= ResizeObserverStub;
});
afterEach(() => vi.unstubAllGlobals());

const expiresAt = at(2);
const until = formatDateTime(expiresAt, 'en');
const name = 'MV Nordlys · 40 TEU · Carla Moreno';
const held = (party: Match['party'], by: 'carrier' | 'shipper') =>
  scoredMatch(availability(), cargoRequest(), { status: 'held', party, hold: { by, expiresAt } });

const board = (match: Match, replies: Parameters<typeof stubApi>[0] = {}) => {
  const api = stubApi({
    'GET /api/algorithm/stats': { body: { data: stats() } },
    'GET /api/algorithm/matches': { body: { data: [match] } },
    'GET /api/algorithm/vessel-availabilities': { body: { data: [] } },
    'GET /api/algorithm/cargo-requests': { body: { data: [] } },
    ...replies,
  });
  vi.stubGlobal('fetch', api.fetchMock);
  const userId = match.party === 'carrier' ? owner.id : shipper.id;
  renderApp(
    <MatchingBoard
      contact={{ contactName: 'x', contactEmail: 'x@example.com' }}
      vessels={[]}
      offerings={[]}
      allUsers={false}
      userId={userId}
    />,
  );
  return api;
};

describe('a held match on its card', { timeout: 20_000 }, () => {
  it('tells the holder until when it is held and lets them release it with a reason', async () => {
    const match = held('shipper', 'shipper');
    const api = board(match, {
      [`PUT /api/algorithm/matches/${match.id}/reject`]: {
        body: { data: { ...match, status: 'rejected', hold: null, rejectionReason: 'Cargo delayed' } },
      },
    });
    const card = await screen.findByRole('article', { name });
    expect(within(card).getByText('Held for confirmation')).toBeInTheDocument();
    expect(
      within(card).getByText(`Held for you until ${until} — waiting for Olaf Jensen to confirm.`),
    ).toBeInTheDocument();
    // The holder has nothing left to accept; no confirm button either.
    expect(within(card).queryByRole('button', { name: /^Accept match/ })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /^Confirm booking/ })).not.toBeInTheDocument();

    const before = api.sent('GET', '/api/algorithm/matches').length;
    await userEvent.click(
      within(card).getByRole('button', { name: `Release the hold: ${name.replaceAll(' · ', ', ')}` }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Release the hold' });
    const release = within(dialog).getByRole('button', { name: 'Release' });
    expect(release).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Cargo delayed');
    await userEvent.click(release);

    expect(await screen.findByTestId('toast')).toHaveTextContent('Hold released');
    expect(api.sent('PUT', `/api/algorithm/matches/${match.id}/reject`)[0].body).toEqual({
      reason: 'Cargo delayed',
      feedback: null,
    });
    await waitFor(() => expect(api.sent('GET', '/api/algorithm/matches').length).toBeGreaterThan(before));
  });

  it('asks the other party to confirm before the hold ends, and books with a reference', async () => {
    const match = held('carrier', 'shipper');
    const api = board(match, {
      [`PUT /api/algorithm/matches/${match.id}/accept`]: {
        body: { data: { ...match, status: 'accepted', hold: null, reference: 'FH-2026-000123' } },
      },
    });
    const card = await screen.findByRole('article', { name });
    expect(
      within(card).getByText(
        `Carla Moreno accepted this match and holds 40 TEU for you until ${until}. Confirm to book them.`,
      ),
    ).toBeInTheDocument();
    const confirm = within(card).getByRole('button', { name: /^Confirm booking: MV Nordlys, 40 TEU/ });
    expect(within(card).getByRole('button', { name: /^Decline booking: MV Nordlys/ })).toBeInTheDocument();

    // Keyboard: the button is reachable and opens the dialog with Enter.
    confirm.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Confirm booking' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm booking' }));

    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Booking confirmed');
    expect(toast).toHaveTextContent('40 TEU on MV Nordlys are booked · FH-2026-000123');
    expect(api.sent('PUT', `/api/algorithm/matches/${match.id}/accept`)[0].body).toEqual({ feedback: null });
  });

  it('lets the other party decline a held match with a reason', async () => {
    const match = held('shipper', 'carrier');
    const api = board(match, {
      [`PUT /api/algorithm/matches/${match.id}/reject`]: { body: { data: { ...match, status: 'rejected' } } },
    });
    const card = await screen.findByRole('article', { name });
    expect(within(card).getByText(/^Olaf Jensen accepted this match and holds 40 TEU/)).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: /^Decline booking/ }));
    const dialog = screen.getByRole('dialog', { name: 'Decline booking' });
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Price too high');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline booking' }));
    expect(await screen.findByTestId('toast')).toHaveTextContent('Booking declined');
    expect(api.sent('PUT', `/api/algorithm/matches/${match.id}/reject`)[0].body).toMatchObject({
      reason: 'Price too high',
    });
  });

  it('shows a booked match with its reference and the way to its confirmation', async () => {
    board(scoredMatch(availability(), cargoRequest(), { status: 'accepted', reference: 'FH-2026-000123' }));
    const card = await screen.findByRole('article', { name });
    expect(within(card).getByText('Booked', { exact: false })).toHaveTextContent('Booked · FH-2026-000123');
    expect(within(card).getByTestId('match-reference')).toHaveClass('font-mono');
    expect(within(card).getByRole('link', { name: 'Booking confirmation' })).toHaveAttribute(
      'href',
      '/bookings/confirmation?reference=FH-2026-000123',
    );
  });

  it('tells the hold’s end once it expired', async () => {
    board(scoredMatch(availability(), cargoRequest(), { status: 'expired', expiredReason: 'hold_expired' }));
    const card = await screen.findByRole('article', { name });
    expect(within(card).getByText(/the hold ended before the other party confirmed/)).toBeInTheDocument();
  });
});

describe('a counter-offer on the card', { timeout: 20_000 }, () => {
  const proposed = (party: Match['party'], counter: Match['counter']) =>
    scoredMatch(availability(), cargoRequest(), { party, counter });

  it('lets a party answer the price with another, starting from the price on the table', async () => {
    const match = proposed('shipper', null);
    const api = board(match, {
      [`PUT /api/algorithm/matches/${match.id}/counter`]: {
        body: { data: { ...match, counter: { by: 'shipper', pricePerTEU: 120 } } },
      },
    });
    const card = await screen.findByRole('article', { name });
    await userEvent.click(within(card).getByRole('button', { name: /^Make a counter-offer: MV Nordlys/ }));
    const dialog = screen.getByRole('dialog', { name: 'Counter-offer' });
    const price = within(dialog).getByLabelText(/Your price per TEU/);
    expect(price).toHaveValue(match.pricePerTEU);
    // The price on the table is no counter-offer: refused under the field, nothing sent.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send counter-offer' }));
    expect(
      await within(dialog).findByText('A counter-offer needs a price other than the one on the table'),
    ).toBeInTheDocument();
    expect(api.sent('PUT', `/api/algorithm/matches/${match.id}/counter`)).toHaveLength(0);
    await userEvent.clear(price);
    await userEvent.type(price, '120');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send counter-offer' }));
    expect(await screen.findByTestId('toast')).toHaveTextContent('Counter-offer sent');
    expect(api.sent('PUT', `/api/algorithm/matches/${match.id}/counter`)[0].body).toEqual({
      pricePerTEU: 120,
      note: null,
    });
  });

  it('shows the other side’s counter-offer with accept, counter and decline; the maker only waits', async () => {
    const match = proposed('carrier', { by: 'shipper', pricePerTEU: 120 });
    const api = board(match, {
      [`PUT /api/algorithm/matches/${match.id}/accept`]: {
        body: { data: { ...match, status: 'accepted', counter: null, reference: 'FH-2026-000124' } },
      },
    });
    const card = await screen.findByRole('article', { name });
    expect(within(card).getByTestId('match-counter')).toHaveTextContent(
      /^Carla Moreno offers \$120\.00 per TEU instead of/,
    );
    // The plain accept gives way to the counter's own answers.
    expect(within(card).queryByRole('button', { name: /^Accept match/ })).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: /^Decline the counter-offer/ })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: /^Make a counter-offer/ })).toBeInTheDocument();
    await userEvent.click(
      within(card).getByRole('button', { name: /^Accept the counter-offer of \$120\.00/ }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Accept counter-offer' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept and book' }));
    expect(await screen.findByTestId('toast')).toHaveTextContent('FH-2026-000124');
    expect(api.sent('PUT', `/api/algorithm/matches/${match.id}/accept`)).toHaveLength(1);
  });

  it('tells the side that countered that the other party answers', async () => {
    board(proposed('shipper', { by: 'shipper', pricePerTEU: 120 }));
    const card = await screen.findByRole('article', { name });
    expect(
      within(card).getByText(
        /^You offered \$120\.00 per TEU \(listed .*\); waiting for Olaf Jensen to answer\.$/,
      ),
    ).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /^Accept/ })).not.toBeInTheDocument();
  });
});
