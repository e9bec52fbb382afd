import type { CorpusMail } from './types';

export const englishMails: CorpusMail[] = [
  {
    id: 'en-01-position-simple',
    lang: 'en',
    mailDate: '2025-12-08',
    text: `Good morning all,

Pls find below our open position:

MV NORDIC STAR - 698 TEU / 120 reefer plugs
Open Hamburg 12-15 Dec, for Gdynia/Gdansk range
Approx 250 TEU free
Rate idea USD 185/TEU

Best regards
Jan Petersen
Baltic Feeder Chartering GmbH
Tel +49 40 1234567`,
    expected: [
      {
        kind: 'availability',
        vesselName: 'NORDIC STAR',
        originPort: 'DEHAM',
        destinationPort: 'PLGDY',
        destinationAlternatives: ['PLGDN'],
        departureDate: '2025-12-12',
        availableTEU: 250,
        reeferPlugs: 120,
        price: { amount: 185, currency: 'USD' },
      },
    ],
  },
  {
    id: 'en-02-cargo-boxes',
    lang: 'en',
    mailDate: '2025-12-08',
    text: `Hi team,

We have the following cargo order, pls offer:

POL: Rotterdam
POD: Helsinki
2x40HC + 5x20DV general cargo
Ready 15/12, delivery latest 22/12
Target USD 160/TEU

Thanks & regards
Maria`,
    expected: [
      {
        kind: 'cargo_request',
        originPort: 'NLRTM',
        destinationPort: 'FIHEL',
        requestedTEU: 9,
        cargoType: 'general',
        earliestDate: '2025-12-15',
        latestDate: '2025-12-22',
        budget: { amount: 160, currency: 'USD' },
      },
    ],
  },
  {
    id: 'en-03-two-positions',
    lang: 'en',
    mailDate: '2025-11-20',
    text: `Dear Partners,

Our open tonnage this week:

1) M/V ELBE TRADER, 508 TEU, 60 plugs
   open RTM 24 Nov for UK East Coast, Felixstowe/Tilbury
   USD 140 per TEU

2) M/V BALTIC SKY, 868 TEU
   opens ANR 26-28 Nov, destination St. Petersburg
   free 400 TEU, rate EUR 210/TEU

Kind regards
Chartering Desk
North Range Shipbrokers`,
    expected: [
      {
        kind: 'availability',
        vesselName: 'ELBE TRADER',
        originPort: 'NLRTM',
        destinationPort: 'GBFXT',
        destinationAlternatives: ['GBTIL'],
        departureDate: '2025-11-24',
        availableTEU: 508,
        reeferPlugs: 60,
        price: { amount: 140, currency: 'USD' },
      },
      {
        kind: 'availability',
        vesselName: 'BALTIC SKY',
        originPort: 'BEANR',
        destinationPort: 'RULED',
        departureDate: '2025-11-26',
        availableTEU: 400,
        price: { amount: 210, currency: 'EUR' },
      },
    ],
  },
  {
    id: 'en-04-cargo-approx-teu',
    lang: 'en',
    mailDate: '2026-01-12',
    text: `Hello,

Cargo enquiry on behalf of our client:
approx 120 TEU FAK ex Antwerp to Riga, loading 19-23 Jan.
Budget EUR 175/TEU all in.

Could you check your schedules and revert?

Regards,
Pieter van Dam
Flanders Forwarding NV
This e-mail and any attachments are confidential and intended solely for the addressee. If you have received it in error please notify the sender and delete it.`,
    expected: [
      {
        kind: 'cargo_request',
        originPort: 'BEANR',
        destinationPort: 'LVRIX',
        requestedTEU: 120,
        cargoType: 'general',
        earliestDate: '2026-01-19',
        latestDate: '2026-01-23',
        budget: { amount: 175, currency: 'EUR' },
      },
    ],
  },
  {
    id: 'en-05-dg-cargo',
    lang: 'en',
    mailDate: '2025-10-06',
    text: `Team,

Urgent DG cargo:
10 x 20' IMO 3, UN 1263 (paint)
Hamburg - Gothenburg
prompt shipment, must arrive by 17 Oct
pls advise best rate

BR
Sven`,
    expected: [
      {
        kind: 'cargo_request',
        originPort: 'DEHAM',
        destinationPort: 'SEGOT',
        requestedTEU: 10,
        cargoType: 'dangerous',
        dangerousGoods: { imoClass: '3', unNumber: '1263' },
        earliestDate: '2025-10-06',
        latestDate: '2025-10-17',
      },
    ],
  },
  {
    id: 'en-06-reefer-cargo',
    lang: 'en',
    mailDate: '2025-09-01',
    text: `Good day,

Looking for space for 8 x 40' reefer (RH), frozen fish, -18C
From Aarhus to Rotterdam
ETD 5-8 Sep
Budget max 230 USD/TEU

Many thanks
Lars Nielsen | Nordic Cold Logistics A/S
--
Sent from my iPhone`,
    expected: [
      {
        kind: 'cargo_request',
        originPort: 'DKAAR',
        destinationPort: 'NLRTM',
        requestedTEU: 16,
        cargoType: 'reefer',
        earliestDate: '2025-09-05',
        latestDate: '2025-09-08',
        budget: { amount: 230, currency: 'USD' },
      },
    ],
  },
  {
    id: 'en-07-forwarded-position',
    lang: 'en',
    mailDate: '2025-12-01',
    text: `FYI, see below - could work for our Baltic cargo?

---------- Forwarded message ---------
From: Chartering <chartering@example-brokers.com>
Date: Mon, 1 Dec 2025 at 08:14
Subject: Open position MV CAROLINE S
To: list@example-brokers.com

MV CAROLINE S (1,036 TEU / 200 plugs) ETA Hamburg 3rd, open there for Baltic
Suggest Kotka/Helsinki, intake abt 450 TEU
Rate idea 195 USD/TEU

Regards, Chartering`,
    expected: [
      {
        kind: 'availability',
        vesselName: 'CAROLINE S',
        originPort: 'DEHAM',
        destinationPort: 'FIKTK',
        destinationAlternatives: ['FIHEL'],
        departureDate: '2025-12-03',
        availableTEU: 450,
        reeferPlugs: 200,
        price: { amount: 195, currency: 'USD' },
      },
    ],
  },
  {
    id: 'en-08-short-codes',
    lang: 'en',
    mailDate: '2025-11-03',
    text: `HAM-GDY 35 x 40HC + 10 x 20DV, laycan 10-12 Nov, idea 150 usd/teu. FAK.
pls quote asap`,
    expected: [
      {
        kind: 'cargo_request',
        originPort: 'DEHAM',
        destinationPort: 'PLGDY',
        requestedTEU: 80,
        cargoType: 'general',
        earliestDate: '2025-11-10',
        latestDate: '2025-11-12',
        budget: { amount: 150, currency: 'USD' },
      },
    ],
  },
  {
    id: 'en-09-mixed',
    lang: 'en',
    mailDate: '2025-12-15',
    text: `Morning,

POSITION
MV HANSA LUBECK, 700 TEU, open Bremerhaven 18 Dec for Oslo, ETA Oslo 20 Dec
free abt 300 TEU, USD 170/TEU

CARGO
We also have 60 TEU general ex Felixstowe to Bremerhaven, ready 19 Dec, budget USD 120/TEU

Best
Tom Hughes
Channel Feeder Services Ltd`,
    expected: [
      {
        kind: 'availability',
        vesselName: 'HANSA LUBECK',
        originPort: 'DEBRV',
        destinationPort: 'NOOSL',
        departureDate: '2025-12-18',
        arrivalDate: '2025-12-20',
        availableTEU: 300,
        price: { amount: 170, currency: 'USD' },
      },
      {
        kind: 'cargo_request',
        originPort: 'GBFXT',
        destinationPort: 'DEBRV',
        requestedTEU: 60,
        cargoType: 'general',
        earliestDate: '2025-12-19',
        budget: { amount: 120, currency: 'USD' },
      },
    ],
  },
  {
    id: 'en-10-reply-quoted',
    lang: 'en',
    mailDate: '2025-11-17',
    text: `Hi Anna,

Yes, still open. Updated position:
MV WESER EXPRESS open Bremen 21 Nov, for Rotterdam/Antwerp range, 220 TEU free, USD 95/TEU

Cheers
Mark

> On 14 Nov 2025, Anna wrote:
> Is MV WESER EXPRESS still open? We may have 80 TEU Bremen - Rotterdam.
> Budget USD 80/TEU.`,
    expected: [
      {
        kind: 'availability',
        vesselName: 'WESER EXPRESS',
        originPort: 'DEBRE',
        destinationPort: 'NLRTM',
        destinationAlternatives: ['BEANR'],
        departureDate: '2025-11-21',
        availableTEU: 220,
        price: { amount: 95, currency: 'USD' },
      },
    ],
  },
  {
    id: 'en-11-oog-cargo',
    lang: 'en',
    mailDate: '2026-02-02',
    text: `Dear all,

Project cargo enquiry: 4 x 40' flat rack (OOG, overwidth 30cm each side) + 2 x 20' open top
Vlissingen to Bilbao
Cargo ready from 9 Feb, latest arrival 20 Feb

Best regards,
Ines Garcia
Iberia Project Logistics SL
Disclaimer: This message is confidential. It may also be privileged or otherwise protected by work product immunity or other legal rules.`,
    expected: [
      {
        kind: 'cargo_request',
        originPort: 'NLVLI',
        destinationPort: 'ESBIO',
        requestedTEU: 10,
        cargoType: 'out_of_gauge',
        earliestDate: '2026-02-09',
        latestDate: '2026-02-20',
      },
    ],
  },
  {
    id: 'en-12-mediterranean-position',
    lang: 'en',
    mailDate: '2025-10-20',
    text: `Open tonnage West Med:

mv "MARE NOSTRUM" 550 teu, 80 rf plugs - opening Valencia 27/10 - destination Genoa or La Spezia - 280 teu available - USD 160 per teu

Please contact us for details.
Mediterranean Chartering Srl, Genova`,
    expected: [
      {
        kind: 'availability',
        vesselName: 'MARE NOSTRUM',
        originPort: 'ESVLC',
        destinationPort: 'ITGOA',
        destinationAlternatives: ['ITSPE'],
        departureDate: '2025-10-27',
        availableTEU: 280,
        reeferPlugs: 80,
        price: { amount: 160, currency: 'USD' },
      },
    ],
  },
  {
    id: 'en-13-two-cargoes',
    lang: 'en',
    mailDate: '2025-11-24',
    text: `Good afternoon,

Two cargo orders from our side:

Cargo 1: 20 x 40HC, Gdansk to Hamburg, ready 1 Dec, budget USD 110/TEU
Cargo 2: 15 x 20DV + 3 x 45HC, Klaipeda to Rotterdam, loading 2-4 Dec

Thanks in advance
Kasia Nowak
Vistula Logistics Sp. z o.o.`,
    expected: [
      {
        kind: 'cargo_request',
        originPort: 'PLGDN',
        destinationPort: 'DEHAM',
        requestedTEU: 40,
        earliestDate: '2025-12-01',
        budget: { amount: 110, currency: 'USD' },
      },
      {
        kind: 'cargo_request',
        originPort: 'LTKLJ',
        destinationPort: 'NLRTM',
        requestedTEU: 22,
        earliestDate: '2025-12-02',
        latestDate: '2025-12-04',
        cargoType: 'general',
      },
    ],
  },
  {
    id: 'en-14-year-rollover',
    lang: 'en',
    mailDate: '2025-12-29',
    text: `Happy New Year in advance!

Cargo: 50 FEU general, Le Havre - Dublin, ready 5 Jan, latest delivery 9 Jan, target EUR 140 per TEU

--
Claire Martin
Atlantic Box Forwarding SAS
+33 2 35 00 00 00`,
    expected: [
      {
        kind: 'cargo_request',
        originPort: 'FRLEH',
        destinationPort: 'IEDUB',
        requestedTEU: 100,
        cargoType: 'general',
        earliestDate: '2026-01-05',
        latestDate: '2026-01-09',
        budget: { amount: 140, currency: 'EUR' },
      },
    ],
  },
  {
    id: 'en-15-alternatives-cargo',
    lang: 'en',
    mailDate: '2025-11-10',
    text: `Hi,

Shipper is flexible on load port: Rotterdam or Antwerp, discharge Gdynia/Gdansk.
Volume: abt 90 TEU, general
Window 17-21 Nov
Rate idea USD 145/TEU

rgds
Kevin`,
    expected: [
      {
        kind: 'cargo_request',
        originPort: 'NLRTM',
        destinationPort: 'PLGDY',
        alternativeOrigins: ['BEANR'],
        alternativeDestinations: ['PLGDN'],
        requestedTEU: 90,
        cargoType: 'general',
        earliestDate: '2025-11-17',
        latestDate: '2025-11-21',
        budget: { amount: 145, currency: 'USD' },
      },
    ],
  },
  {
    id: 'en-16-locode-position',
    lang: 'en',
    mailDate: '2026-03-02',
    text: `OPEN POSITION
Vessel: NORTHERN LIGHT
Capacity: 650 TEU, 100 reefer plugs
Open: DEHAM 06.03.2026
Next: SEGOT
Available: 330 TEU
Freight: USD 175/TEU

Northern Light Shipping AB | chartering@example-nls.se`,
    expected: [
      {
        kind: 'availability',
        vesselName: 'NORTHERN LIGHT',
        originPort: 'DEHAM',
        destinationPort: 'SEGOT',
        departureDate: '2026-03-06',
        availableTEU: 330,
        reeferPlugs: 100,
        price: { amount: 175, currency: 'USD' },
      },
    ],
  },
  {
    id: 'en-17-tank-cargo',
    lang: 'en',
    mailDate: '2025-09-15',
    text: `Dear Sirs,

Kindly offer for 6 x 20' ISO tank containers (non-hazardous, food grade vegetable oil)
Pol Valencia, pod Piraeus
Cargo ready 22 Sep
Budget USD 260/TEU

Thank you
Nikos Papadopoulos`,
    expected: [
      {
        kind: 'cargo_request',
        originPort: 'ESVLC',
        destinationPort: 'GRPIR',
        requestedTEU: 6,
        cargoType: 'tank',
        earliestDate: '2025-09-22',
        budget: { amount: 260, currency: 'USD' },
      },
    ],
  },
];
