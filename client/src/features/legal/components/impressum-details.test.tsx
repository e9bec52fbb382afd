import { type Impressum, impressumKeys } from '@shared/schemas/impressum';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, stubApi } from '@/test/marketplace';
import { ImpressumDetails } from './impressum-details';

afterEach(() => vi.unstubAllGlobals());

const impressum = (configured: Partial<Record<keyof Impressum, string>>): Impressum =>
  Object.fromEntries(
    impressumKeys.map((k) => [
      k,
      configured[k] ? { value: configured[k], demo: false } : { value: `demo ${k}`, demo: true },
    ]),
  ) as Impressum;

describe('ImpressumDetails (issue 27)', () => {
  it('shows every mandatory field, marking demo values and explaining them', async () => {
    vi.stubGlobal(
      'fetch',
      stubApi({
        'GET /api/legal/impressum': {
          body: impressum({ name: 'Nordfeeder Digital GmbH', vatId: 'DE123456789' }),
        },
      }).fetchMock,
    );
    renderApp(<ImpressumDetails />);
    const details = await screen.findByTestId('impressum-details');
    expect(within(details).getByRole('note')).toHaveTextContent('IMPRESSUM_');
    const name = details.querySelector('[data-field="name"]')!;
    expect(name).toHaveTextContent('Nordfeeder Digital GmbH');
    expect(name).not.toHaveTextContent('Demo value');
    expect(details.querySelector('[data-field="registerNumber"]')).toHaveTextContent('Demo value');
    expect(
      screen.getByRole('heading', { name: 'Responsible for content (§ 18 (2) MStV)' }),
    ).toBeInTheDocument();
    expect(screen.getByText('VAT identification number (§ 27a UStG)')).toBeInTheDocument();
  });

  it('has no demo note when everything is configured', async () => {
    const all = Object.fromEntries(impressumKeys.map((k) => [k, `real ${k}`]));
    vi.stubGlobal('fetch', stubApi({ 'GET /api/legal/impressum': { body: impressum(all) } }).fetchMock);
    renderApp(<ImpressumDetails />);
    const details = await screen.findByTestId('impressum-details');
    expect(within(details).queryByRole('note')).not.toBeInTheDocument();
    expect(within(details).queryByText('Demo value')).not.toBeInTheDocument();
  });
});
