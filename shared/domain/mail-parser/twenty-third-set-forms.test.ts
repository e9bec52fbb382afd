import { describe, expect, it } from 'vitest';
import { draftsAt, orderDates } from './forms-test-helpers';
import type { MailDraft } from './types';

const drafts = draftsAt('2026-11-02');
const days = (d: MailDraft | undefined) =>
  d?.kind === 'availability' ? [d.fields.departureDate.value, d.fields.arrivalDate.value] : null;

/** Forms the twenty-second to twenty-sixth sets showed: positions and orders written in prose (issue 26). */
describe('forms of the twenty-second to twenty-sixth development sets', () => {
  it('reads a weekday named alone in a clause about the voyage, after the date written before it', () => {
    const [zeelandia] = drafts(
      'Thursday comes the Zeelandia free in Vlissingen, after that she goes to Esbjerg (ETA there Saturday). ' +
        'On board is still place for 95 TEU. If you have something, call me, then we fix it today still.',
    );
    expect(days(zeelandia)).toEqual(['2026-11-05', '2026-11-07']);
    const [lark] = drafts(
      'She will have 180 TEU to offer when she opens at Felixstowe on Thursday 15th January, bound for ' +
        'Rotterdam, where one would expect her to arrive on the Saturday, weather permitting.',
      '2026-01-12',
    );
    expect(days(lark)).toEqual(['2026-01-15', '2026-01-17']);
    // The same weekday written with its date before: that day, not a week later.
    const [anna] = drafts(
      'ANNA LENA completes discharge at Gdynia on Friday 2 January and is free from there. She could take ' +
        'abt 180 TEU for Rotterdam, ETA Rdam Monday 5th Jan if she sails Fri evening.',
      '2025-12-30',
    );
    expect(days(anna)).toEqual(['2026-01-02', '2026-01-05']);
  });

  it('reads no day from a weekday in a reply, office hours, a schedule or the past', () => {
    const text =
      '20 x 40HC Hamburg to Helsinki, loading 10.12.-12.12.\n' +
      'Please let me know before Thursday. Office hours Monday to Friday. ' +
      'We load every Friday. Last Friday was busy.';
    const [order] = drafts(text, '2026-12-01');
    expect(orderDates(order)).toEqual(['2026-12-10', '2026-12-12']);
    const [german] = drafts(
      '20 x 40HC Hamburg nach Helsinki, Verladung 10.12.-12.12.\nBitte geben Sie uns bis Freitag Bescheid. ' +
        'Wie am vergangenen Montag besprochen.',
      '2026-12-01',
    );
    expect(orderDates(german)).toEqual(['2026-12-10', '2026-12-12']);
  });

  it('reads an ETA said in a longer clause ("ETA Hamburg is planned on 11th February")', () => {
    const [amber] = drafts(
      'Vessel Baltic Amber (nominal 650 TEU) will be free in Gdynia from Monday 9th of February and we have ' +
        'about 140 TEU free places for cargo to Hamburg. ETA Hamburg is planned on 11th February.',
      '2026-02-04',
    );
    expect(days(amber)).toEqual(['2026-02-09', '2026-02-11']);
  });
});
