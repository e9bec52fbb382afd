import { describe, expect, it } from 'vitest';
import { parseMail } from './index';

/** The ships of a mail's positions, as the review shows them (name, confidence). */
const ships = (text: string) =>
  parseMail(text, { mailDate: '2026-12-01' }).drafts.map((d) =>
    d.kind === 'availability' ? [d.fields.vesselName.value, d.fields.vesselName.confidence] : [d.kind],
  );

/** German desks' ways of naming a ship without MS (issue 26, ninth development set). */
describe('German ship names in sentences, lists and brackets', () => {
  it('reads the ship offered as an object ("bieten wir Ihnen die Tina an", "die Christa könnten wir …")', () => {
    expect(
      ships('wir bieten Ihnen die Tina an: frei ab Rostock 14.12., nach Klaipeda, 300 TEU frei.'),
    ).toEqual([['Tina', 0.5]]);
    expect(
      ships(
        'die Christa könnten wir Ihnen über die Feiertage anbieten: ETD Hamburg 23.12., nach Aarhus, 350 TEU frei.',
      ),
    ).toEqual([['Christa', 0.5]]);
  });

  it('reads the ship as a sentence’s subject ("die Vorwärts steht … zur Verfügung")', () => {
    expect(
      ships('Moin,\n\ndie Vorwärts steht ab Mo 14.12. in Aarhus zur Verfügung, nach Göteborg. 210 TEU frei.'),
    ).toEqual([['Vorwärts', 0.5]]);
  });

  it('keeps "von" inside a name and a port after "Stadt"', () => {
    expect(
      ships('können wir die Wappen von Bremen anbieten? Frei in Bremen 08.12., nach Oslo, 560 TEU.'),
    ).toEqual([['Wappen von Bremen', 0.5]]);
    expect(ships('- Stadt Emden – Emden – frei 09.12. – 160 TEU frei – nach Aarhus')).toEqual([
      ['Stadt Emden', 0.5],
    ]);
  });

  it('reads one name a line in a dashed list, and a name in brackets after a route', () => {
    expect(
      ships(
        'unsere Schiffe:\n\n- Sirius – Hamburg – frei 07.12. – 420 TEU frei – nach Göteborg\n- Stadt Leer – Emden – frei 09.12. – 160 TEU frei – nach Aarhus',
      ),
    ).toEqual([
      ['Sirius', 0.5],
      ['Stadt Leer', 0.5],
    ]);
    expect(ships('Kopenhagen – Stockholm (Lotte), sofort frei, 170 TEU.\nEUR 140/TEU.')).toEqual([
      ['Lotte', 0.5],
    ]);
  });

  it('takes no holiday, no ship named as sold and no lower-case word for a ship', () => {
    expect(
      ships(
        'Betreff: Ostwind verkauft / Westwind frei\n\nfür die Westwind ab Bremerhaven 09.12. nach Tallinn 330 TEU frei.',
      ),
    ).not.toContainEqual(['Ostwind verkauft', 0.6]);
    const withTaken = ships(
      'HANSA II | Hamburg → Gdingen | frei 03.12. | 300 TEU frei\n\nDie MARTHA S ist bereits verchartert und steht nicht mehr zur Verfügung.',
    );
    expect(withTaken).toHaveLength(1);
    expect(withTaken[0][0]).not.toBe('MARTHA S');
  });
});
