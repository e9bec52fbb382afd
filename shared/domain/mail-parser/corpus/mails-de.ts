import type { CorpusMail } from './types';

export const germanMails: CorpusMail[] = [
  {
    id: 'de-01-position',
    lang: 'de',
    mailDate: '2025-12-08',
    text: `Moin zusammen,

folgende Position können wir anbieten:

MS ELBSTROM, 700 TEU, 120 Reefer-Anschlüsse
offen Hamburg ab 12.12., Ziel Danzig/Gdingen
frei ca. 260 TEU
Rate: 180 USD/TEU

Mit freundlichen Grüßen
Hinrich Claasen
Claasen Befrachtung GmbH & Co. KG
Geschäftsführer: H. Claasen, Amtsgericht Hamburg HRA 123456
Diese E-Mail enthält vertrauliche und/oder rechtlich geschützte Informationen. Wenn Sie nicht der richtige Adressat sind, informieren Sie bitte sofort den Absender und vernichten Sie diese Mail.`,
    expected: [
      {
        kind: 'availability',
        vesselName: 'ELBSTROM',
        originPort: 'DEHAM',
        destinationPort: 'PLGDN',
        destinationAlternatives: ['PLGDY'],
        departureDate: '2025-12-12',
        availableTEU: 260,
        reeferPlugs: 120,
        price: { amount: 180, currency: 'USD' },
      },
    ],
  },
  {
    id: 'de-02-ladung',
    lang: 'de',
    mailDate: '2025-11-03',
    text: `Hallo Herr Becker,

wir suchen Schiffsraum für folgende Ladung:

Von Bremerhaven nach Göteborg
3x40HC + 4x20DV Stückgut
Ladebereit ab 10.11., Ankunft spätestens 14.11.
Budget 130 EUR pro TEU

Viele Grüße
Sabine Krüger
Weser Spedition GmbH`,
    expected: [
      {
        kind: 'cargo_request',
        originPort: 'DEBRV',
        destinationPort: 'SEGOT',
        requestedTEU: 10,
        cargoType: 'general',
        earliestDate: '2025-11-10',
        latestDate: '2025-11-14',
        budget: { amount: 130, currency: 'EUR' },
      },
    ],
  },
  {
    id: 'de-03-gefahrgut',
    lang: 'de',
    mailDate: '2025-10-13',
    text: `Guten Tag,

Gefahrgut-Anfrage:
12 x 20' Klasse 8, UN 1789 (Salzsäure)
Hamburg – Kopenhagen
Verladung 20.–22. Oktober
Zielpreis 240 EUR/TEU

Mit freundlichen Grüßen
Jens Möller`,
    expected: [
      {
        kind: 'cargo_request',
        originPort: 'DEHAM',
        destinationPort: 'DKCPH',
        requestedTEU: 12,
        cargoType: 'dangerous',
        dangerousGoods: { imoClass: '8', unNumber: '1789' },
        earliestDate: '2025-10-20',
        latestDate: '2025-10-22',
        budget: { amount: 240, currency: 'EUR' },
      },
    ],
  },
  {
    id: 'de-04-zwei-positionen',
    lang: 'de',
    mailDate: '2025-11-24',
    text: `Hallo zusammen,

unsere offenen Positionen:

- MS NORDWIND: 510 TEU, offen Rotterdam 28.11., Ziel Riga, frei 200 TEU, 150 USD/TEU
- MS OSTSEEPERLE: 860 TEU, 150 Kühlanschlüsse, offen Antwerpen 01.12., nach Klaipeda, frei 350 TEU, 165 EUR/TEU

Gruß
Befrachtung Nord`,
    expected: [
      {
        kind: 'availability',
        vesselName: 'NORDWIND',
        originPort: 'NLRTM',
        destinationPort: 'LVRIX',
        departureDate: '2025-11-28',
        availableTEU: 200,
        price: { amount: 150, currency: 'USD' },
      },
      {
        kind: 'availability',
        vesselName: 'OSTSEEPERLE',
        originPort: 'BEANR',
        destinationPort: 'LTKLJ',
        departureDate: '2025-12-01',
        availableTEU: 350,
        reeferPlugs: 150,
        price: { amount: 165, currency: 'EUR' },
      },
    ],
  },
  {
    id: 'de-05-kuehl',
    lang: 'de',
    mailDate: '2025-09-08',
    text: `Hallo,

wir haben 6 x 40' Kühlcontainer (Obst, +2 °C) ab Valencia nach Hamburg,
Verladung KW 38 möglich, spätestens Ankunft 26.09.
Budget max. 300 USD/TEU

Danke und Gruß
Frank`,
    expected: [
      {
        kind: 'cargo_request',
        originPort: 'ESVLC',
        destinationPort: 'DEHAM',
        requestedTEU: 12,
        cargoType: 'reefer',
        earliestDate: '2025-09-15',
        latestDate: '2025-09-26',
        budget: { amount: 300, currency: 'USD' },
      },
    ],
  },
  {
    id: 'de-06-weitergeleitet',
    lang: 'de',
    mailDate: '2025-12-02',
    text: `zur Info

-----Ursprüngliche Nachricht-----
Von: Disposition <dispo@example-reederei.de>
Gesendet: Dienstag, 2. Dezember 2025 09:41
An: Befrachtung
Betreff: Position MS KIELER BUCHT

MS KIELER BUCHT (420 TEU, 40 Reeferstecker) offen Kiel 05.12. für Stockholm, Ankunft Stockholm 07.12.
Freie Kapazität ca. 180 TEU, Rate 140 EUR/TEU

Freundliche Grüße
Disposition`,
    expected: [
      {
        kind: 'availability',
        vesselName: 'KIELER BUCHT',
        originPort: 'DEKEL',
        destinationPort: 'SESTO',
        departureDate: '2025-12-05',
        arrivalDate: '2025-12-07',
        availableTEU: 180,
        reeferPlugs: 40,
        price: { amount: 140, currency: 'EUR' },
      },
    ],
  },
  {
    id: 'de-07-sofort',
    lang: 'de',
    mailDate: '2026-01-19',
    text: `Dringend: ca. 40 TEU Stückgut von Lübeck nach Helsinki, sofort verladebereit, Ankunft bis 26.01.
Budget 120 EUR/TEU

MfG
T. Hansen`,
    expected: [
      {
        kind: 'cargo_request',
        originPort: 'DELBC',
        destinationPort: 'FIHEL',
        requestedTEU: 40,
        cargoType: 'general',
        earliestDate: '2026-01-19',
        latestDate: '2026-01-26',
        budget: { amount: 120, currency: 'EUR' },
      },
    ],
  },
  {
    id: 'de-08-kurz',
    lang: 'de',
    mailDate: '2025-11-10',
    text: `MS HAVELLAND offen HH 14.11. für Gdynia/Gdansk-Range, 300 TEU frei, 175 USD/TEU. Gerne Anfragen.

Gruß aus Hamburg
Peter`,
    expected: [
      {
        kind: 'availability',
        vesselName: 'HAVELLAND',
        originPort: 'DEHAM',
        destinationPort: 'PLGDY',
        destinationAlternatives: ['PLGDN'],
        departureDate: '2025-11-14',
        availableTEU: 300,
        price: { amount: 175, currency: 'USD' },
      },
    ],
  },
  {
    id: 'de-09-gemischt',
    lang: 'de',
    mailDate: '2025-10-27',
    text: `Moin,

1. Position: MS BREMER FLAGGE, 650 TEU, offen Bremerhaven 31.10. nach Oslo, frei 280 TEU, 160 USD/TEU

2. Ladung: 25 x 40HC + 10 x 20DV von Rotterdam nach Aarhus, Ladefenster 03.–05.11., Budget 140 USD/TEU

Beste Grüße
Nordsee Makler GmbH`,
    expected: [
      {
        kind: 'availability',
        vesselName: 'BREMER FLAGGE',
        originPort: 'DEBRV',
        destinationPort: 'NOOSL',
        departureDate: '2025-10-31',
        availableTEU: 280,
        price: { amount: 160, currency: 'USD' },
      },
      {
        kind: 'cargo_request',
        originPort: 'NLRTM',
        destinationPort: 'DKAAR',
        requestedTEU: 60,
        earliestDate: '2025-11-03',
        latestDate: '2025-11-05',
        budget: { amount: 140, currency: 'USD' },
        cargoType: 'general',
      },
    ],
  },
  {
    id: 'de-10-antwort-zitat',
    lang: 'de',
    mailDate: '2025-12-10',
    text: `Hallo Frau Weber,

anbei unser Angebot: MS DOLLART offen Emden 15.12., Ziel Antwerpen oder Rotterdam, 150 TEU frei, 85 EUR/TEU.

Viele Grüße
Ems Reederei

Am 09.12.2025 schrieb Weber, Anna:
> Haben Sie Raum für 60 TEU Emden - Antwerpen ab 15.12.?
> Budget 80 EUR/TEU`,
    expected: [
      {
        kind: 'availability',
        vesselName: 'DOLLART',
        originPort: 'DEEME',
        destinationPort: 'BEANR',
        destinationAlternatives: ['NLRTM'],
        departureDate: '2025-12-15',
        availableTEU: 150,
        price: { amount: 85, currency: 'EUR' },
      },
    ],
  },
  {
    id: 'de-11-stettin',
    lang: 'de',
    mailDate: '2025-11-17',
    text: `Guten Morgen,

Ladung: 18 x 40' HC Papierrollen, Stettin nach Antwerpen, Ladezeitraum 24.–28. November, Zielrate 155 EUR/TEU.
Bitte um Angebot.

Mit freundlichen Grüßen
Oder Logistik GmbH`,
    expected: [
      {
        kind: 'cargo_request',
        originPort: 'PLSZZ',
        destinationPort: 'BEANR',
        requestedTEU: 36,
        earliestDate: '2025-11-24',
        latestDate: '2025-11-28',
        budget: { amount: 155, currency: 'EUR' },
      },
    ],
  },
  {
    id: 'de-12-locode',
    lang: 'de',
    mailDate: '2026-02-09',
    text: `Position
Schiff: MS JADE
Kapazität: 800 TEU, 100 Reefer-Anschlüsse
Offen: DEWVN 12.02.2026
Ziel: NOKRS
Verfügbar: 380 TEU
Fracht: 190 USD/TEU`,
    expected: [
      {
        kind: 'availability',
        vesselName: 'JADE',
        originPort: 'DEWVN',
        destinationPort: 'NOKRS',
        departureDate: '2026-02-12',
        availableTEU: 380,
        reeferPlugs: 100,
        price: { amount: 190, currency: 'USD' },
      },
    ],
  },
  {
    id: 'de-13-tank',
    lang: 'de',
    mailDate: '2025-10-01',
    text: `Hallo,

für einen Kunden suchen wir Platz für 4 x 20' Tankcontainer (kein Gefahrgut)
von Antwerpen nach Genua, Verladung ab 08.10.
Budget 280 EUR/TEU

Danke
Lisa Brandt
Rhein Chemie Logistik`,
    expected: [
      {
        kind: 'cargo_request',
        originPort: 'BEANR',
        destinationPort: 'ITGOA',
        requestedTEU: 4,
        cargoType: 'tank',
        earliestDate: '2025-10-08',
        budget: { amount: 280, currency: 'EUR' },
      },
    ],
  },
  {
    id: 'de-14-rauschen',
    lang: 'de',
    mailDate: '2025-12-01',
    text: `Hallo Team,

kurze Info vorab: unser Büro ist am 24.12. geschlossen.

Position: MS WESERSTERN, 540 TEU, 60 Reeferstecker, offen Bremen 04.–06.12., nach Rotterdam, ca. 200 TEU frei, 70 EUR/TEU

Schöne Adventszeit!
Weserstern Reederei GmbH | Tel. +49 421 000000
Der Inhalt dieser E-Mail ist vertraulich und ausschließlich für den bezeichneten Adressaten bestimmt.`,
    expected: [
      {
        kind: 'availability',
        vesselName: 'WESERSTERN',
        originPort: 'DEBRE',
        destinationPort: 'NLRTM',
        departureDate: '2025-12-04',
        availableTEU: 200,
        reeferPlugs: 60,
        price: { amount: 70, currency: 'EUR' },
      },
    ],
  },
];
