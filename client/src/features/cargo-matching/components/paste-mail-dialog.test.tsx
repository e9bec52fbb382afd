import { type MailDraft, parseMail } from '@shared/domain/mail-parser';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { isoToLocal } from '@/lib/local-datetime';
import { ResizeObserverStub, renderApp, stubApi } from '@/test/marketplace';
import { availability } from '@/test/matching';
import { availabilityPrefill } from '../utils/draft-to-form';
import { AvailabilityDialog } from './availability-dialog';
import { PasteMailDialog } from './paste-mail-dialog';

beforeAll(() => {
  globalThis.ResizeObserver ??= ResizeObserverStub;
});
afterEach(() => vi.unstubAllGlobals());

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000);
const ddmm = (d: Date) =>
  `${String(d.getDate()).padStart(2, '0')}.${String(d.getMonth() + 1).padStart(2, '0')}.`;
const today = () => new Date().toISOString().slice(0, 10);
const mail = () => `Moin,

MS ELBSTROM, 700 TEU
offen Hamburg ab ${ddmm(inDays(3))}, Ziel Danzig/Gdingen
frei ca. 260 TEU, Rate: 180 USD/TEU

Mit freundlichen Grüßen
Hinrich`;

/** The capacity form prefilled from the mail's one availability draft, with a server that accepts it. */
function reviewDraftOf(text: string) {
  const [draft] = parseMail(text, { mailDate: today() }).drafts;
  if (draft.kind !== 'availability') throw new Error('expected an availability draft');
  const api = stubApi({
    'POST /api/algorithm/vessel-availabilities': {
      status: 201,
      body: { data: availability(), matchingResult: { matches: [], processingTimeMs: 1 } },
    },
  });
  vi.stubGlobal('fetch', api.fetchMock);
  renderApp(
    <AvailabilityDialog
      target={{ mode: 'create', prefill: availabilityPrefill(draft, text) }}
      onClose={vi.fn()}
      contact={{ contactName: 'Hinrich Claasen', contactEmail: 'hc@claasen.example' }}
      vessels={[]}
      offerings={[]}
    />,
  );
  return { api, dialog: screen.getByRole('dialog', { name: 'Add Vessel Capacity' }) };
}

// The stubbed server answers with the real parser, as the route does.
const parseReply = (call: { body: { text: string } }) => ({
  body: { data: parseMail(call.body.text, { mailDate: today() }) },
});

describe('Paste an email', { timeout: 20_000 }, () => {
  it('reads the mail on the server and offers each draft for review, creating nothing', async () => {
    const api = stubApi({ 'POST /api/algorithm/parse-mail': parseReply as never });
    vi.stubGlobal('fetch', api.fetchMock);
    const onPick = vi.fn();
    renderApp(<PasteMailDialog open onClose={vi.fn()} onPick={onPick} />);
    const dialog = screen.getByRole('dialog', { name: 'Paste an email' });
    await userEvent.click(within(dialog).getByLabelText('Email text'));
    await userEvent.paste(mail());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Read email' }));
    expect(await within(dialog).findByText('1 draft found')).toBeInTheDocument();
    expect(within(dialog).getByText(/Vessel capacity: ELBSTROM, Hamburg → Gdansk/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Review and publish' }));
    const [draft, source] = onPick.mock.calls[0] as [MailDraft, string];
    expect(draft.kind).toBe('availability');
    expect(source).toBe(mail());
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /api/algorithm/parse-mail']);
  });

  it('shows a server refusal on the text field', async () => {
    const api = stubApi({
      'POST /api/algorithm/parse-mail': {
        status: 400,
        body: { message: 'This value is too long', code: 'VALIDATION_ERROR' },
      },
    });
    vi.stubGlobal('fetch', api.fetchMock);
    renderApp(<PasteMailDialog open onClose={vi.fn()} onPick={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Paste an email' });
    await userEvent.type(within(dialog).getByLabelText('Email text'), 'x');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Read email' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This value is too long');
  });

  it('prefills the normal form beside the highlighted mail, marks what is missing, and publishes the corrected draft', async () => {
    const { api, dialog } = reviewDraftOf(mail());
    expect(within(dialog).getByLabelText('Vessel name')).toHaveValue('ELBSTROM');
    expect(within(dialog).getByLabelText('Free TEU on this voyage')).toHaveValue(260);
    expect(within(dialog).getByLabelText('Price per TEU')).toHaveValue(180);
    const marks = within(screen.getByTestId('mail-source')).getAllByText((_, el) => el?.tagName === 'MARK');
    expect(marks.map((m) => m.textContent)).toEqual(
      expect.arrayContaining(['ELBSTROM', 'Hamburg', '260 TEU', '180 USD/TEU']),
    );
    expect(screen.getByTestId('mail-missing')).toHaveTextContent('Arrival (date and time)');
    // Nothing is sent before the user publishes; the one field the mail lacked is filled in first.
    expect(api.calls).toHaveLength(0);
    await userEvent.type(within(dialog).getByLabelText('Arrival (date and time)'), isoToLocal(inDays(5)));
    await userEvent.clear(within(dialog).getByLabelText('Free TEU on this voyage'));
    await userEvent.type(within(dialog).getByLabelText('Free TEU on this voyage'), '240');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Vessel Capacity' }));
    await waitFor(() => expect(api.sent('POST', '/api/algorithm/vessel-availabilities')).toHaveLength(1));
    expect(api.sent('POST', '/api/algorithm/vessel-availabilities')[0].body).toMatchObject({
      vesselName: 'ELBSTROM',
      originPort: 'DEHAM',
      destinationPort: 'PLGDN',
      availableTEU: 240,
      pricePerTEU: 180,
      cargoTypes: ['general'],
    });
  });

  it('names a guessed ship for the user to check, and marks nothing as guessed that the mail stated', async () => {
    const { dialog } = reviewDraftOf(
      `Hi,\n\n${ddmm(inDays(3))} Hamburg - NORDIC TRAWL - 260 free / 700 - Gdansk\n\nrgds`,
    );
    expect(within(dialog).getByLabelText('Vessel name')).toHaveValue('NORDIC TRAWL');
    expect(screen.getByTestId('mail-guessed')).toHaveTextContent('Guessed, please check: Vessel name');
    expect(within(dialog).getByText('Guessed from the email: please check')).toBeVisible();
  });

  it('shows no guess note when the mail names the ship', () => {
    reviewDraftOf(mail());
    expect(screen.queryByTestId('mail-guessed')).toBeNull();
  });

  it('keeps a euro rate in euros: the form shows EUR beside the price and publishes it so, unconverted', async () => {
    const { api, dialog } = reviewDraftOf(mail().replace('Rate: 180 USD/TEU', 'Rate: EUR 175/TEU'));
    expect(within(dialog).getByLabelText('Price per TEU')).toHaveValue(175);
    expect(within(dialog).getByLabelText('Currency')).toHaveValue('EUR');
    await userEvent.type(within(dialog).getByLabelText('Arrival (date and time)'), isoToLocal(inDays(5)));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Vessel Capacity' }));
    await waitFor(() => expect(api.sent('POST', '/api/algorithm/vessel-availabilities')).toHaveLength(1));
    expect(api.sent('POST', '/api/algorithm/vessel-availabilities')[0].body).toMatchObject({
      pricePerTEU: 175,
      priceCurrency: 'EUR',
    });
  });
});
