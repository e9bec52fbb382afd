import { describe, expect, it } from 'vitest';
import { findPorts } from './find-ports';
import { parseMail } from './index';
import { guessSubjectName, guessVesselName } from './vessel-guess';

const isPort = (w: string) => findPorts(w).length > 0;
const ships = (text: string) =>
  parseMail(text, { mailDate: '2026-12-01' })
    .drafts.filter((d) => d.kind === 'availability')
    .map((d) =>
      d.kind === 'availability' ? [d.fields.vesselName.value, d.fields.vesselName.confidence] : null,
    );

describe('the guessed ship of a position no rule names (issue 26)', () => {
  it('takes the name-like span beside what the position says, at a confidence the review shows as a guess', () => {
    expect(ships('Dear all,\n\n09/12 Gdynia - NORTHERN TRAWL - 180 free / 400 - Hull\n\nrgds\nAnna')).toEqual(
      [['NORTHERN TRAWL', 0.4]],
    );
    expect(ships('Hi Jo,\n\nex GDY 09/12: Harbour Wren 180 slots to Hull, EUR 210/teu\n\nBr')).toEqual([
      ['Harbour Wren', 0.4],
    ]);
    // A brand prefix in capitals before a title-case name, and an owner's possessive.
    expect(guessVesselName('WSF Tamesis opens Gdynia 09/12, 180 teu free', isPort)?.value).toBe(
      'WSF Tamesis',
    );
    expect(guessVesselName("we circulate Skipper's Joy, open Gdynia 09/12", isPort)?.value).toBe(
      "Skipper's Joy",
    );
  });

  it('reads the sentences before a position cut off in its paragraph, and a German sentence opening with the ship', () => {
    expect(
      ships(
        'Hi Anders,\n\nafter she discharges in Copenhagen on the 23rd the Malmö Trader sits idle. Owners would accept a short run: she can sail from Copenhagen on 27/12 for Szczecin with 200 TEU free.\n\nBirgit',
      ),
    ).toEqual([['Malmö Trader', 0.4]]);
    expect(ships('Seewolf ab Sassnitz Anfang Januar, 220 TEU frei, nach Rønne. Gruß Uwe')).toEqual([
      ['Seewolf', 0.4],
    ]);
    expect(ships('Moin,\n\nwir haben noch Platz ab Hamburg am 12.12., 80 TEU frei, nach Riga.')).toEqual([
      [null, 0],
    ]);
  });

  it('reads a name alone on the line over her particulars, and the first cell of a row', () => {
    expect(guessVesselName('AUK EXPRESS\nopen Gdynia 09/12\n180 free', isPort)?.value).toBe('AUK EXPRESS');
    expect(guessVesselName('Tern Bay\tGdynia\t09/12\t180\tHull', isPort)?.value).toBe('Tern Bay');
  });

  it('takes no port, code, label, company, region, signature or greeting for a ship', () => {
    for (const text of [
      'open Gdynia 09/12, 180 TEU free, USD 200 per TEU, ETA Hull 12/12',
      'Dear Sirs,\nopen Gdynia 09/12, 180 free',
      'open Gdynia 09/12 for NORDIC FEEDER LINES, 180 free',
      'open the Baltic 09/12, 180 free',
      'URGENT: open Gdynia 09/12, 180 free',
      'open Gdynia 09/12, 180 free\nBest regards\nANNA KOWALSKA\nBaltic Desk',
      'open Gdynia 09/12, 180 free\nKowalski Shipping Sp. z o.o. | +48 58 123 45 | chartering@example.pl',
    ])
      expect(guessVesselName(text, isPort), text).toBeNull();
  });

  it('passes over a ship the mail names as fixed for the one still offered', () => {
    expect(
      ships(
        'die ELBSTROM ist bereits verchartert. Noch frei:\n\n07.12. Bremen - HANSE ADLER - 260 frei / 620',
      ),
    ).toEqual([['HANSE ADLER', 0.4]]);
  });

  it("takes a subject's leading name for the only position of a body that names none", () => {
    expect(guessSubjectName('Re: Osprey / Teesport', isPort)?.value).toBe('Osprey');
    expect(guessSubjectName("AW: Captain's Joy - Anfang Januar", isPort)?.value).toBe("Captain's Joy");
    for (const subject of [
      'Baltic tonnage - quick update',
      'Open tonnage Aarhus',
      'Slots Gdynia/Hull',
      'Fw: Kiel',
    ])
      expect(guessSubjectName(subject, isPort), subject).toBeNull();
    expect(
      ships(
        'Subject: AW: Weserkiel - Anfang Januar\n\nHallo Jana,\n\nja, sie ist ab Bremen offen, 210 TEU frei.',
      ),
    ).toEqual([['Weserkiel', 0.4]]);
  });
});
