import { assessRetrofit, MEASURES, type MeasureChoice } from '@shared/domain/greenrefit';
import { saveAssessmentSchema } from '@shared/schemas/greenrefit';
import type { Vessel } from '@shared/schemas/vessels';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ResizeObserverStub, renderApp, stubApi, vessel } from '@/test/marketplace';
import { assessmentDetail, profileEstimates, shipyard } from '../test/fixtures';
import { formFromEstimates, liveInput } from '../utils/form';
import { formatNumber } from '../utils/format';
import { GreenRefitTool } from './greenrefit-tool';

beforeAll(() => {
  globalThis.ResizeObserver ??= ResizeObserverStub;
});
afterEach(() => vi.unstubAllGlobals());

const nordlys = vessel({ deadweightTonnes: null });
const profilePath = `/api/greenrefit/vessels/${nordlys.id}/profile`;

function setup(
  opts: { vessels?: Vessel[]; withVoyages?: boolean; replies?: Parameters<typeof stubApi>[0] } = {},
) {
  const api = stubApi({
    [`GET ${profilePath}`]: { body: profileEstimates(nordlys, opts.withVoyages ?? true) },
    'GET /api/greenrefit/assessments': { body: [], headers: { 'X-Total-Count': '0' } },
    'GET /api/greenrefit/quote-requests': { body: [], headers: { 'X-Total-Count': '0' } },
    ...opts.replies,
  });
  vi.stubGlobal('fetch', api.fetchMock);
  const fleet = { vessels: opts.vessels ?? [nordlys], isPending: false, isError: false, refetch: () => {} };
  renderApp(<GreenRefitTool fleet={fleet} />);
  return api;
}

async function pickNordlys() {
  await userEvent.selectOptions(screen.getByLabelText('Ship from your fleet'), nordlys.id);
  await screen.findByRole('form', { name: 'Retrofit assessment' });
}
/** The screen's form; the print-only report repeats its tables (hidden on screen by CSS, which jsdom ignores). */
const onScreen = () => within(screen.getByRole('form', { name: 'Retrofit assessment' }));

const labelOf = (text: string) => screen.getByText(text, { selector: 'label *, label' }).closest('label')!;
const measureBox = (id: keyof typeof MEASURES) =>
  within(screen.getByTestId(`measure-${id}`)).getByRole('checkbox');

/** What the shared calculation gives for the fleet ship's service-speed year with these measures. */
function expected(measures: MeasureChoice[]) {
  const input = liveInput(formFromEstimates(profileEstimates(nordlys, false), nordlys.id).form)!;
  return assessRetrofit({ ...input, measures });
}
const chosen = (id: keyof typeof MEASURES): MeasureChoice => ({
  id,
  saving: MEASURES[id].saving?.default ?? null,
  parameter: MEASURES[id].parameter?.default ?? null,
  capexEur: MEASURES[id].capexEur.default,
  opexEurPerYear: 0,
});

// Typing into a long form takes a few seconds on these 2-core machines.
describe('GreenRefit', { timeout: 30_000 }, () => {
  it('fills the form from a fleet ship, marks its estimates and takes the year from its voyages', async () => {
    setup();
    await pickNordlys();

    expect(screen.getByLabelText(/^Ship name/)).toHaveValue('MV Nordlys');
    expect(screen.getByLabelText(/^Deadweight \(t\)/)).toHaveValue(10_400);
    expect(labelOf('Deadweight (t)')).toHaveTextContent('estimate');
    expect(labelOf('Capacity (TEU)')).not.toHaveTextContent('estimate');
    expect(labelOf('Gross tonnage (GT)')).not.toHaveTextContent('estimate');

    const voyages = screen.getByRole('radio', { name: 'From your 12 voyages on the platform over 90 days' });
    expect(voyages).toBeChecked();
    expect(screen.getByLabelText(/^Distance a year/)).toHaveValue(58_000);
    expect(screen.getByTestId('profile-source')).toHaveTextContent(
      'Source used: your 12 voyages on the platform over 90 days, scaled to a year. The EU ETS scope share is set to 60% from them.',
    );
    expect(screen.getByLabelText(/^EU ETS scope share/)).toHaveValue(0.6);

    await userEvent.click(screen.getByRole('radio', { name: 'From service speed and consumption' }));
    expect(screen.getByLabelText(/^Distance a year/)).toHaveValue(220 * 24 * 16.5);
    expect(labelOf('Distance a year (nm)')).toHaveTextContent('estimate');

    // A figure edited by hand makes the year the user's own, and is no longer an estimate.
    await userEvent.clear(screen.getByLabelText(/^Distance a year/));
    await userEvent.type(screen.getByLabelText(/^Distance a year/), '70000');
    expect(screen.getByRole('radio', { name: 'Entered by hand' })).toBeChecked();
    expect(screen.getByTestId('profile-source')).toHaveTextContent('Source used: your own figures.');
    expect(labelOf('Distance a year (nm)')).not.toHaveTextContent('estimate');

    await userEvent.clear(screen.getByLabelText(/^Deadweight \(t\)/));
    await userEvent.type(screen.getByLabelText(/^Deadweight \(t\)/), '10500');
    expect(labelOf('Deadweight (t)')).not.toHaveTextContent('estimate');
  });

  it('warns of a corrective action plan, and a measure moves the rating path and the payback', async () => {
    setup({ withVoyages: false });
    await pickNordlys();
    // One voyage does not stand for a year: the screen says why the service-speed year is the default.
    expect(await screen.findByTestId('profile-fallback')).toHaveTextContent(
      "Estimated from service speed: the ship's 1 voyage on the platform adds up to 1.3 days at sea, too few to stand for a year (its voyages are used from 60 days at sea).",
    );
    expect(screen.queryByRole('radio', { name: /From your/ })).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: 'From service speed and consumption' }));

    const asIs = expected([]);
    const due = asIs.before.correctiveAction!;
    expect(due).not.toBeNull();
    expect(screen.getByTestId('corrective-before')).toHaveTextContent(
      due.reason === 'rated_e'
        ? `As it is: the ship is rated E in ${due.year}`
        : `As it is: the ship is rated D three years running by ${due.year}, so a corrective action plan becomes due that year.`,
    );
    const last = asIs.before.ciiPath.at(-1)!;
    expect(onScreen().getByTestId(`after-${last.year}`)).toHaveTextContent(last.rating);
    expect(screen.getByTestId('summary-payback')).toHaveTextContent('—');

    await userEvent.click(measureBox('slow_steaming'));
    const slower = expected([chosen('slow_steaming')]);
    const after = slower.after.ciiPath.at(-1)!;
    expect(after.rating < last.rating).toBe(true);
    expect(onScreen().getByTestId(`after-${last.year}`)).toHaveTextContent(after.rating);
    expect(screen.getByTestId('summary-payback')).toHaveTextContent(
      `${formatNumber(slower.paybackYears!, 1)} years`,
    );
    expect(screen.getByTestId('payback')).toHaveTextContent(`${formatNumber(slower.paybackYears!, 1)} years`);
    expect(screen.queryByTestId('corrective-after')).not.toBeInTheDocument();
    expect(
      screen.getByText(`With the chosen measures no corrective action plan becomes due up to ${last.year}.`),
    ).toBeInTheDocument();
    expect(
      within(screen.getByTestId('ranking')).getByRole('rowheader', {
        name: 'Slow steaming / engine power limitation',
      }),
    ).toBeInTheDocument();

    // A bigger speed reduction saves more: the figures follow as the user types.
    const reduction = screen.getByLabelText(/^Speed reduction \(%\)/);
    expect(reduction).toHaveValue(10);
    await userEvent.clear(reduction);
    await userEvent.type(reduction, '20');
    const more = expected([{ ...chosen('slow_steaming'), parameter: 0.2 }]);
    expect(screen.getByTestId('summary-co2')).toHaveTextContent(
      `${formatNumber(more.before.co2T - more.after.co2T)} t CO2`,
    );
  });

  it('allows only one fuel switch or scrubber at a time', async () => {
    setup();
    await pickNordlys();
    await userEvent.click(measureBox('lng_dual_fuel'));
    expect(measureBox('methanol')).toBeDisabled();
    expect(measureBox('scrubber')).toBeDisabled();
    expect(measureBox('hull_coating')).toBeEnabled();
    expect(
      within(screen.getByTestId('measure-methanol')).getByText(
        'Only one fuel switch or scrubber at a time: LNG dual-fuel conversion is chosen. Untick it to choose this one.',
      ),
    ).toBeInTheDocument();
    expect(measureBox('methanol')).toHaveAccessibleDescription(/Only one fuel switch or scrubber at a time/);

    await userEvent.click(measureBox('lng_dual_fuel'));
    expect(measureBox('methanol')).toBeEnabled();
    await userEvent.click(measureBox('methanol'));
    expect(measureBox('lng_dual_fuel')).toBeDisabled();
  });

  it('saves the payload the shared contract accepts, after asking for a name', async () => {
    const detail = assessmentDetail(nordlys);
    const api = setup({
      replies: { 'POST /api/greenrefit/assessments': { status: 201, body: detail } },
    });
    await pickNordlys();
    await userEvent.click(measureBox('hull_coating'));
    const saving = screen.getByLabelText(/^Fuel saving \(%\)/);
    await userEvent.clear(saving);
    await userEvent.type(saving, '6');
    await userEvent.click(measureBox('shore_power'));

    const name = screen.getByLabelText(/^Assessment name/);
    await userEvent.clear(name);
    await userEvent.click(screen.getByRole('button', { name: 'Save assessment' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    await waitFor(() => expect(name).toHaveFocus());
    expect(api.sent('POST', '/api/greenrefit/assessments')).toHaveLength(0);

    await userEvent.type(name, '  Nordlys retrofit ');
    await userEvent.click(screen.getByRole('button', { name: 'Save assessment' }));
    expect(await screen.findByText('Assessment saved')).toBeInTheDocument();
    const [sent] = api.sent('POST', '/api/greenrefit/assessments');
    expect(saveAssessmentSchema.safeParse(sent.body).success).toBe(true);
    expect(sent.body).toMatchObject({
      name: 'Nordlys retrofit',
      vesselId: nordlys.id,
      input: {
        ship: { name: 'MV Nordlys', deadweightTonnes: 10_400, grossTonnage: 7_800, yearBuilt: 2008 },
        profile: { source: 'voyages', distanceNm: 58_000, annualFuel: [] },
        measures: [
          { id: 'hull_coating', saving: 0.06, parameter: null, capexEur: 300_000, opexEurPerYear: 0 },
          { id: 'shore_power', saving: null, parameter: 0.8, capexEur: 900_000, opexEurPerYear: 0 },
        ],
        assumptions: { etsScopeShare: 0.6 },
      },
    });
    expect(screen.getByText('Saved.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save as new' })).toBeInTheDocument();
  });

  it('tells that CII, EU ETS and FuelEU do not apply under 5,000 GT, and still projects', async () => {
    setup({ vessels: [] });
    expect(screen.getByText('No ships in your fleet yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Fleet' })).toHaveAttribute('href', '/fleet');
    await userEvent.click(screen.getByRole('button', { name: 'Enter a ship by hand' }));
    await waitFor(() => expect(screen.getByLabelText(/^Ship name/)).toHaveFocus());
    expect(screen.queryByTestId('cii-not-applicable')).not.toBeInTheDocument();

    const gt = screen.getByLabelText(/^Gross tonnage/);
    await userEvent.clear(gt);
    await userEvent.type(gt, '4200');
    expect(screen.getByTestId('cii-not-applicable')).toHaveTextContent(
      'This ship is under 5,000 GT: CII, the EU ETS and FuelEU Maritime do not apply to it.',
    );
    expect(onScreen().getByTestId('cii-chart')).toBeInTheDocument();
    expect(
      screen.getByText(/Under 5,000 GT the EU ETS and FuelEU Maritime do not apply/),
    ).toBeInTheDocument();
  });

  it('keeps the last valid figures while one is invalid, and says so', async () => {
    setup();
    await pickNordlys();
    const speed = screen.getByLabelText(/^Service speed/);
    await userEvent.clear(speed);
    expect(await screen.findByText('Enter a valid number')).toBeInTheDocument();
    expect(
      screen.getByText('Some figures are not valid: these results are from the last valid figures.'),
    ).toBeInTheDocument();
    expect(onScreen().getByTestId('cii-chart')).toBeInTheDocument();
  });

  it('says at the field when the year contradicts itself: days at sea without a distance (issue 25)', async () => {
    setup();
    await pickNordlys();
    const distance = screen.getByLabelText(/^Distance a year/);
    await userEvent.clear(distance);
    await userEvent.type(distance, '0');
    expect(await screen.findByText('Days at sea need a distance greater than 0')).toBeInTheDocument();
    expect(
      screen.getByText('Some figures are not valid: these results are from the last valid figures.'),
    ).toBeInTheDocument();
  });

  it('reopens a saved assessment into the form and deletes one after confirming', async () => {
    const detail = assessmentDetail(nordlys);
    let list = [detail];
    const api = setup({
      replies: {
        'GET /api/greenrefit/assessments': () => ({
          body: list,
          headers: { 'X-Total-Count': String(list.length) },
        }),
        [`GET /api/greenrefit/assessments/${detail.id}`]: { body: detail },
        [`DELETE /api/greenrefit/assessments/${detail.id}`]: () => {
          list = [];
          return { status: 204 };
        },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Open Nordlys hull 2026' }));
    expect(await screen.findByText('Assessment opened')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Assessment name/)).toHaveValue('Nordlys hull 2026');
    expect(measureBox('hull_coating')).toBeChecked();
    expect(screen.getByLabelText(/^Fuel saving \(%\)/)).toHaveValue(6);
    expect(screen.getByLabelText(/^Running cost/)).toHaveValue(10_000);
    expect(screen.getByText('Saved.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Delete Nordlys hull 2026' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete “Nordlys hull 2026”?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete assessment' }));
    expect(await screen.findByText('No saved assessments yet')).toBeInTheDocument();
    expect(api.sent('DELETE', `/api/greenrefit/assessments/${detail.id}`)).toHaveLength(1);
    expect(screen.getByText('Not saved yet.')).toBeInTheDocument();
  });

  it('asks to save first, then sends the assessment to the ticked shipyards', async () => {
    const detail = assessmentDetail(nordlys);
    const other = shipyard({
      id: 'a7f0c7d4-0000-4000-8000-000000000002',
      name: 'Gdansk Green Docks',
      port: 'PLGDN',
    });
    const api = setup({
      replies: {
        'POST /api/greenrefit/assessments': { status: 201, body: detail },
        'GET /api/greenrefit/shipyards': { body: [shipyard(), other] },
        'POST /api/greenrefit/quote-requests': { status: 201, body: [{}] },
      },
    });
    await pickNordlys();
    await userEvent.click(measureBox('hull_coating'));
    await userEvent.click(screen.getByRole('button', { name: 'Ask shipyards for quotes' }));
    const dialog = screen.getByRole('dialog', { name: 'Ask shipyards for quotes' });
    expect(within(dialog).getByText(/Save this one first/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save and continue' }));

    const yards = await within(dialog).findByRole('group', { name: 'Shipyards' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send requests' }));
    expect(await within(dialog).findByText('Choose at least one shipyard')).toBeInTheDocument();
    await userEvent.click(within(yards).getByRole('checkbox', { name: /Gdansk Green Docks/ }));
    expect(
      (within(dialog).getByLabelText('Message to the shipyards') as HTMLTextAreaElement).value,
    ).toContain('retrofit of MV Nordlys: Hull coating and cleaning.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send requests' }));
    expect(await screen.findByText('Quote requests sent')).toBeInTheDocument();
    expect(api.sent('POST', '/api/greenrefit/quote-requests')[0].body).toEqual({
      assessmentId: detail.id,
      shipyardIds: [other.id],
      message: expect.stringContaining('MV Nordlys'),
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes the quote dialog and focuses the field in error when saving first is refused', async () => {
    const api = setup();
    await pickNordlys();
    const name = screen.getByLabelText(/^Assessment name/);
    await userEvent.clear(name);
    await userEvent.click(screen.getByRole('button', { name: 'Ask shipyards for quotes' }));
    const dialog = screen.getByRole('dialog', { name: 'Ask shipyards for quotes' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(name).toHaveFocus());
    expect(screen.getByText('Some figures need attention')).toBeInTheDocument();
    expect(api.sent('POST', '/api/greenrefit/assessments')).toHaveLength(0);
  });
});
