import { describe, expect, it } from 'vitest';
import { parseMail } from './index';

const drafts = (text: string, mailDate = '2026-12-08') => parseMail(text, { mailDate }).drafts;
const order = (text: string, mailDate?: string) => {
  const all = drafts(text, mailDate);
  expect(all).toHaveLength(1);
  const d = all[0];
  if (d.kind !== 'cargo_request') throw new Error('no cargo order');
  return d.fields;
};

/** Forms the eleventh independent development set showed the parser did not read (issue 26). */
describe('forms of the eleventh development set', () => {
  it('keeps a fragment restating an order’s ports in that order (one draft, its dates and budget)', () => {
    const f = order(
      'We have transhipment cargo arriving Rotterdam by mother vessel MSC ISABELLA (ETA RTM 19 Dec) and need feeder to Gdynia:\n\n' +
        '  - 25 x 40HQ + 10 x 20GP\n  - Cargo ready at RTM from 21 Dec, must arrive Gdynia before 31 Dec\n  - Our budget USD 160/TEU\n',
    );
    expect([f.requestedTEU.value, f.earliestDate.value, f.latestDate.value]).toEqual([
      60,
      '2026-12-21',
      '2026-12-31',
    ]);
    expect(f.budget.value).toEqual({ amount: 160, currency: 'USD' });
    const g = order(
      "Project cargo enquiry, Leith to Lerwick:\n\n- 2 x 40' flat racks\n- 3 x 20' dry\n\n" +
        'Loading Leith from 4 Jan. Delivery Lerwick no later than 12 January.\n',
      '2026-12-17',
    );
    expect([g.earliestDate.value, g.latestDate.value]).toEqual(['2027-01-04', '2027-01-12']);
  });

  it('still opens a second order on the same route when it states boxes or TEU of its own', () => {
    const all = drafts('Hamburg - Riga, 10 x 40HC, week 50\n\nHamburg - Riga, 30 TEU, week 51\n');
    expect(all.map((d) => d.kind)).toEqual(['cargo_request', 'cargo_request']);
  });

  it('leaves out a line the sender sets aside ("pls ignore", "仅供参考")', () => {
    const f = order(
      "Ambarli / Constanta\n6 x 20' tank, IMO 3, UN 1993\n4 x 20' DV\ncargo ready 21 Dec onwards\n\n" +
        "We have also 2 x 40' general for same routing but this is already booked with other line, pls ignore.\n",
    );
    expect(f.boxMix?.value?.map((b) => b.count)).toEqual([6, 4]);
    const g = order(
      '鹿特丹—利物浦，冷藏箱 40RF×6（-18℃），1月8日前装完\n\n另：去年同期我们的运价为 USD 150/TEU，仅供参考。',
    );
    expect(g.budget.value).toBeNull();
  });

  it('reads "29/12 or 30/12" as a loading window, and no reply deadline as the latest day', () => {
    const f = order("Piraeus – Limassol\n18 x 40'HC dry\nloading 29/12 or 30/12\n", '2026-12-21');
    expect([f.earliestDate.value, f.latestDate.value]).toEqual(['2026-12-29', '2026-12-30']);
    const g = order(
      "Relation: Antwerpen – Gdynia\nEquipment: 10 x 20' Tankcontainer\nLadetermin: Mitte Dezember\n\nBitte um Ihr Angebot bis Montag, 07.12., 12:00 Uhr.",
      '2026-12-04',
    );
    expect([g.earliestDate.value, g.latestDate.value]).toEqual(['2026-12-11', '2026-12-20']);
  });

  it('takes the day a ship opens ("öffnet am 22.12.") over another day by her port', () => {
    const d = drafts(
      'kurzer Hinweis vor unserem Termin am Donnerstag (17.12.) bei Ihnen in Rostock:\n\n' +
        'Die WARNOW TRADER öffnet am 22.12. in Rostock, 150 Stellplätze frei, geht nach Stockholm, ETA 24.12.',
      '2026-12-14',
    )[0];
    if (d?.kind !== 'availability') throw new Error('no position');
    expect([d.fields.departureDate.value, d.fields.arrivalDate.value]).toEqual(['2026-12-22', '2026-12-24']);
  });
});
