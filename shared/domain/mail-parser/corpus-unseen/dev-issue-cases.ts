import type { UnseenMail } from './types';

/**
 * Development mails for the failures issue 26 names (written by hand for the parser's engineer, tuned on):
 * the vessel only in the subject, a position's lines cut over paragraphs, a nominal size beside a free figure,
 * "Stellplätze … frei", weekday-prefixed dates, a cargo request invented from an availability's sentences,
 * title-case ship names, "2x40HQGP" and "3月28日（周六）前"; then variants in other words and layouts written to check
 * that the rules generalise (bullets, tables with other headers, sister ships, lots, prose). Labels follow
 * corpus-unseen/README.md.
 */
export const issueCaseMails: UnseenMail[] = [
  {
    id: 'ic-en-subject-vessel',
    lang: 'en',
    mailDate: '2026-11-27',
    text: `From: chartering@nordline.example
Sent: Friday, 27 November 2026 09:14
To: ops@feederco.example
Subject: SVEA FEEDER open Rotterdam 2/12 - Helsinki

Good morning all,

Please find our position below, grateful for any cargo ideas.

Open Rotterdam Wed 2/12 after discharge, next Helsinki.
508 TEU nominal, slots available approx 200 TEU, 60 reefer plugs.
Freight idea USD 170 per TEU.

Best regards
Jan de Vries
Nordline Chartering`,
    expected: [
      {
        kind: 'availability',
        vesselName: 'SVEA FEEDER',
        originPort: 'NLRTM',
        destinationPort: 'FIHEL',
        teu: 200,
        vesselCapacityTEU: 508,
        dateFrom: '2026-12-02',
        price: { amount: 170, currency: 'USD' },
        priceBasis: 'per_teu',
      },
    ],
  },
  {
    id: 'ic-en-split-paragraphs',
    lang: 'en',
    mailDate: '2026-11-27',
    text: `Hi Mark,

MV NORDIC HAWK, open Bremerhaven Sat 05/12.

Route Bremerhaven - Gdynia, 280 slots free for FAK.
Rate EUR 140/TEU.

Let me know.
Cheers
Paul`,
    expected: [
      {
        kind: 'availability',
        vesselName: 'NORDIC HAWK',
        originPort: 'DEBRV',
        destinationPort: 'PLGDY',
        teu: 280,
        dateFrom: '2026-12-05',
        price: { amount: 140, currency: 'EUR' },
        priceBasis: 'per_teu',
      },
    ],
  },
  {
    id: 'ic-en-title-case-name',
    lang: 'en',
    mailDate: '2026-11-27',
    text: `Dear Partners,

Heike (416 TEU nominal, 150 TEU free, 14 kn) opens Aarhus on 10 Dec, bound for Gothenburg.
Idea USD 95 per TEU.

Kind regards,
Sven`,
    expected: [
      {
        kind: 'availability',
        vesselName: 'HEIKE',
        originPort: 'DKAAR',
        destinationPort: 'SEGOT',
        teu: 150,
        vesselCapacityTEU: 416,
        dateFrom: '2026-12-10',
        price: { amount: 95, currency: 'USD' },
        priceBasis: 'per_teu',
      },
    ],
  },
  {
    id: 'ic-en-no-invented-cargo',
    lang: 'en',
    mailDate: '2026-11-27',
    text: `Subject: Tonnage Hamburg

Dear all,

Our MV BALTIC SUN opens Hamburg 04/12 with about 350 TEU available.
Owners are looking for cargo Hamburg - Klaipeda, FAK welcome, ideas around USD 120/TEU.

Please revert with your cargoes.
Regards
Anna`,
    expected: [
      {
        kind: 'availability',
        vesselName: 'BALTIC SUN',
        originPort: 'DEHAM',
        destinationPort: 'LTKLJ',
        teu: 350,
        dateFrom: '2026-12-04',
        price: { amount: 120, currency: 'USD' },
        priceBasis: 'per_teu',
      },
    ],
  },
  {
    id: 'ic-en-hqgp-one-liner',
    lang: 'en',
    mailDate: '2026-11-27',
    text: `Morning,

Need space for 2x40HQGP + 3x20GP Antwerp to Oslo, loading 7-9 Dec, general cargo (machinery parts). Target EUR 780 per 40'.

Thx
Rik`,
    expected: [
      {
        kind: 'cargo_request',
        originPort: 'BEANR',
        destinationPort: 'NOOSL',
        teu: 7,
        dateFrom: '2026-12-07',
        dateTo: '2026-12-09',
        price: { amount: 780, currency: 'EUR' },
        priceBasis: 'per_box',
        cargoType: 'general',
        boxMix: [
          { count: 2, size: '40HC', type: 'dry' },
          { count: 3, size: '20', type: 'dry' },
        ],
      },
    ],
  },
  {
    id: 'ic-en-forwarded-two-ships',
    lang: 'en',
    mailDate: '2026-11-27',
    text: `FYI, two more for next week.

---------- Forwarded message ---------
From: Ops Baltic Feeders <ops@bf.example>
Date: Thu, 26 Nov 2026 at 16:02
Subject: Positions wk 49/50
To: <chartering@example.com>

1) MV ELBTRADER, 698 TEU / 420 TEU free, open Hamburg Mon 30/11 for Riga
2) MV KAJA, 380 TEU, opn Szczecin Thu 03/12, next Helsinki, rate USD 150/teu`,
    expected: [
      {
        kind: 'availability',
        vesselName: 'ELBTRADER',
        originPort: 'DEHAM',
        destinationPort: 'LVRIX',
        teu: 420,
        vesselCapacityTEU: 698,
        dateFrom: '2026-11-30',
      },
      {
        kind: 'availability',
        vesselName: 'KAJA',
        originPort: 'PLSZZ',
        destinationPort: 'FIHEL',
        teu: 380,
        dateFrom: '2026-12-03',
        price: { amount: 150, currency: 'USD' },
        priceBasis: 'per_teu',
      },
    ],
  },
  {
    id: 'ic-en-eta-etd',
    lang: 'en',
    mailDate: '2026-11-27',
    text: `Hi,

Vessel: CAPE NORTH (1,036 TEU)
ETA Felixstowe 12/12, ETD 13/12, then ETA Rotterdam 15/12.
Intake for Rotterdam approx 400 TEU.
Rate on request.

BR
Lena`,
    expected: [
      {
        kind: 'availability',
        vesselName: 'CAPE NORTH',
        originPort: 'GBFXT',
        destinationPort: 'NLRTM',
        teu: 400,
        vesselCapacityTEU: 1036,
        dateFrom: '2026-12-13',
        arrivalDate: '2026-12-15',
      },
    ],
  },
  {
    id: 'ic-en-dg-reply',
    lang: 'en',
    mailDate: '2026-11-27',
    text: `Hi Tom,

Yes, we have another one for you: 6 x 20' DG (IMO 3, UN1263, paint) ex Gdynia to Antwerp, ready prompt, latest loading 10 Dec.
Budget USD 650 per box.

Rgds
Karol

On Wed, 25 Nov 2026 at 10:12, Tom Baker <tom@example.com> wrote:
> Any more cargo for the Antwerp loop? MV SOLVIK opens Gdynia 04/12.`,
    expected: [
      {
        kind: 'cargo_request',
        originPort: 'PLGDY',
        destinationPort: 'BEANR',
        teu: 6,
        dateFrom: '2026-11-27',
        dateTo: '2026-12-10',
        price: { amount: 650, currency: 'USD' },
        priceBasis: 'per_box',
        cargoType: 'dangerous',
        boxMix: [{ count: 6, size: '20', type: 'dry', imoClass: '3', unNumber: '1263' }],
      },
    ],
  },
  {
    id: 'ic-de-stellplaetze-weekday',
    lang: 'de',
    mailDate: '2026-11-27',
    text: `Betreff: MS HANNA – KW 50 – Rostock/Helsinki

Moin zusammen,

MS HANNA (Kapazität 510 TEU) hat noch 90 Stellplätze Richtung Helsinki frei.
Abfahrt Rostock Di 08.12., Ankunft Helsinki Do 10.12.
Rate: 135,- EUR/TEU.

Gruß
Henrik`,
    expected: [
      {
        kind: 'availability',
        vesselName: 'HANNA',
        originPort: 'DERSK',
        destinationPort: 'FIHEL',
        teu: 90,
        vesselCapacityTEU: 510,
        dateFrom: '2026-12-08',
        arrivalDate: '2026-12-10',
        price: { amount: 135, currency: 'EUR' },
        priceBasis: 'per_teu',
      },
    ],
  },
  {
    id: 'ic-de-subject-vessel-paragraphs',
    lang: 'de',
    mailDate: '2026-11-27',
    text: `Betreff: Position MS WESERSTERN

Hallo Frau Berger,

anbei unsere Position für nächste Woche:

Schiff offen Bremen ab 09.12.
Nächster Hafen Göteborg, ca. 300 TEU frei, 40 Kühlanschlüsse.

Frachtidee pauschal 18.000 EUR.

Mit freundlichen Grüßen
Petra Hansen`,
    expected: [
      {
        kind: 'availability',
        vesselName: 'WESERSTERN',
        originPort: 'DEBRE',
        destinationPort: 'SEGOT',
        teu: 300,
        dateFrom: '2026-12-09',
        price: { amount: 18000, currency: 'EUR' },
        priceBasis: 'lump_sum',
      },
    ],
  },
  {
    id: 'ic-de-order-labels',
    lang: 'de',
    mailDate: '2026-11-27',
    text: `Guten Tag,

wir suchen Frachtraum für folgende Ladung:
POL: Hamburg
POD: Tallinn
Menge: 8 x 40' HC + 4 x 20' DV, Stückgut
Ladebereit: KW 51
Preis: auf Anfrage

Danke und Gruß
M. Krüger`,
    expected: [
      {
        kind: 'cargo_request',
        originPort: 'DEHAM',
        destinationPort: 'EETLL',
        teu: 20,
        dateFrom: '2026-12-14',
        dateTo: '2026-12-20',
        cargoType: 'general',
        boxMix: [
          { count: 8, size: '40HC', type: 'dry' },
          { count: 4, size: '20', type: 'dry' },
        ],
      },
    ],
  },
  {
    id: 'ic-de-reefer-words',
    lang: 'de',
    mailDate: '2026-11-27',
    text: `Hallo,

für unseren Kunden suchen wir Platz für 5 x 40' Kühlcontainer (-18°C, Fisch) von Aalesund nach Rotterdam.
Verladung ab 02.12., Ankunft spätestens Fr 11.12.
Zielrate 1.100 EUR pro 40'-Box.

Beste Grüße
Jonas`,
    expected: [
      {
        kind: 'cargo_request',
        originPort: 'NOAES',
        destinationPort: 'NLRTM',
        teu: 10,
        dateFrom: '2026-12-02',
        dateTo: '2026-12-11',
        price: { amount: 1100, currency: 'EUR' },
        priceBasis: 'per_box',
        cargoType: 'reefer',
        boxMix: [{ count: 5, size: '40', type: 'reefer', temperatureC: -18 }],
      },
    ],
  },
  {
    id: 'ic-de-list-two-ships',
    lang: 'de',
    mailDate: '2026-11-27',
    text: `Moin,

unsere freien Schiffe:
- MS LOTTE: 868 TEU, offen Antwerpen 01.12., nach Danzig, 250 TEU frei
- MS FREYA: offen Kiel 04.12. nach Oslo, 180 Stellplätze, 95 EUR/TEU

Gruß aus Hamburg
Jens`,
    expected: [
      {
        kind: 'availability',
        vesselName: 'LOTTE',
        originPort: 'BEANR',
        destinationPort: 'PLGDN',
        teu: 250,
        vesselCapacityTEU: 868,
        dateFrom: '2026-12-01',
      },
      {
        kind: 'availability',
        vesselName: 'FREYA',
        originPort: 'DEKEL',
        destinationPort: 'NOOSL',
        teu: 180,
        dateFrom: '2026-12-04',
        price: { amount: 95, currency: 'EUR' },
        priceBasis: 'per_teu',
      },
    ],
  },
  {
    id: 'ic-de-seeking-cargo',
    lang: 'de',
    mailDate: '2026-11-27',
    text: `Hallo zusammen,

MS NORDLICHT öffnet am Mo 07.12. in Hamburg.
Wir suchen noch Ladung Hamburg – Klaipeda, ca. 220 TEU frei, Rate nach Absprache.

Viele Grüße
Tobias`,
    expected: [
      {
        kind: 'availability',
        vesselName: 'NORDLICHT',
        originPort: 'DEHAM',
        destinationPort: 'LTKLJ',
        teu: 220,
        dateFrom: '2026-12-07',
      },
    ],
  },
  {
    id: 'ic-de-year-rollover',
    lang: 'de',
    mailDate: '2026-12-18',
    text: `Hallo Herr Schmidt,

Schiff: ALSTER (Intake 320 TEU)
offen Lübeck Di 05.01., danach Helsinki oder Kotka.
Fracht pauschal 21.500 EUR.

Gruß
Anke`,
    expected: [
      {
        kind: 'availability',
        vesselName: 'ALSTER',
        originPort: 'DELBC',
        destinationPort: 'FIHEL',
        teu: 320,
        dateFrom: '2027-01-05',
        price: { amount: 21500, currency: 'EUR' },
        priceBasis: 'lump_sum',
      },
    ],
  },
  {
    id: 'ic-de-title-case-prose',
    lang: 'de',
    mailDate: '2026-11-27',
    text: `Hallo Jörg,

die Greta (640 TEU nominal) wird am 03.12. in Gdingen frei und kann 260 TEU nach Antwerpen nehmen.
Preisidee 110 EUR/TEU.

Gruß
Ole`,
    expected: [
      {
        kind: 'availability',
        vesselName: 'GRETA',
        originPort: 'PLGDY',
        destinationPort: 'BEANR',
        teu: 260,
        vesselCapacityTEU: 640,
        dateFrom: '2026-12-03',
        price: { amount: 110, currency: 'EUR' },
        priceBasis: 'per_teu',
      },
    ],
  },
  {
    id: 'ic-zh-hqgp-latest-weekday',
    lang: 'zh',
    mailDate: '2026-03-10',
    text: `您好，

我司有一票货：2x40HQGP，汉堡至格但斯克，普货，3月20日后可装，3月28日（周六）前到港。
目标价每个40尺800美元。

谢谢`,
    expected: [
      {
        kind: 'cargo_request',
        originPort: 'DEHAM',
        destinationPort: 'PLGDN',
        teu: 4,
        dateFrom: '2026-03-20',
        dateTo: '2026-03-28',
        price: { amount: 800, currency: 'USD' },
        priceBasis: 'per_box',
        cargoType: 'general',
        boxMix: [{ count: 2, size: '40HC', type: 'dry' }],
      },
    ],
  },
  {
    id: 'ic-zh-free-vs-nominal',
    lang: 'zh',
    mailDate: '2026-11-27',
    text: `各位好，

NORDIC STAR轮 载箱量700TEU，12月5日在鹿特丹空出，下一港赫尔辛基，剩余舱位约260TEU。
运价面议。

祝好`,
    expected: [
      {
        kind: 'availability',
        vesselName: 'NORDIC STAR',
        originPort: 'NLRTM',
        destinationPort: 'FIHEL',
        teu: 260,
        vesselCapacityTEU: 700,
        dateFrom: '2026-12-05',
      },
    ],
  },
  {
    id: 'ic-zh-subject-vessel',
    lang: 'zh',
    mailDate: '2026-11-27',
    text: `主题：船期 MV BALTIC WIND 汉堡空出

各位，

本船12月9日（周三）在汉堡开航，前往哥德堡，可用舱位300TEU，冷插40个。
运价：每TEU 150欧元。

顺祝商祺`,
    expected: [
      {
        kind: 'availability',
        vesselName: 'BALTIC WIND',
        originPort: 'DEHAM',
        destinationPort: 'SEGOT',
        teu: 300,
        dateFrom: '2026-12-09',
        price: { amount: 150, currency: 'EUR' },
        priceBasis: 'per_teu',
      },
    ],
  },
  {
    id: 'ic-zh-split-paragraphs',
    lang: 'zh',
    mailDate: '2026-11-27',
    text: `您好！

船名：HAI YANG
12月3日 格丁尼亚 空出

航线：格丁尼亚 - 安特卫普
舱位：约180TEU
运价：USD 130/TEU

谢谢`,
    expected: [
      {
        kind: 'availability',
        vesselName: 'HAI YANG',
        originPort: 'PLGDY',
        destinationPort: 'BEANR',
        teu: 180,
        dateFrom: '2026-12-03',
        price: { amount: 130, currency: 'USD' },
        priceBasis: 'per_teu',
      },
    ],
  },
  {
    id: 'ic-zh-cargo-weekday-latest',
    lang: 'zh',
    mailDate: '2026-11-27',
    text: `询价：
起运港：安特卫普
目的港：赫尔辛基
箱量：10个40尺高柜，普货
12月1日起可装，周二12月8日前到港
预算：每个40尺650欧元`,
    expected: [
      {
        kind: 'cargo_request',
        originPort: 'BEANR',
        destinationPort: 'FIHEL',
        teu: 20,
        dateFrom: '2026-12-01',
        dateTo: '2026-12-08',
        price: { amount: 650, currency: 'EUR' },
        priceBasis: 'per_box',
        cargoType: 'general',
        boxMix: [{ count: 10, size: '40HC', type: 'dry' }],
      },
    ],
  },
  {
    id: 'ic-zh-forwarded-english',
    lang: 'zh',
    mailDate: '2026-11-27',
    text: `主题：转发：MV ALBATROS open Gdansk

各位好，转发船东最新船位，请参考。

---------- Forwarded message ---------
From: owner@example.com
Date: 26 Nov 2026
Subject: MV ALBATROS open Gdansk

MV ALBATROS 1,100 TEU, open Gdansk 01/12, for Rotterdam, 450 TEU free. USD 110/TEU.`,
    expected: [
      {
        kind: 'availability',
        vesselName: 'ALBATROS',
        originPort: 'PLGDN',
        destinationPort: 'NLRTM',
        teu: 450,
        vesselCapacityTEU: 1100,
        dateFrom: '2026-12-01',
        price: { amount: 110, currency: 'USD' },
        priceBasis: 'per_teu',
      },
    ],
  },
  {
    id: 'ic-zh-no-invented-cargo',
    lang: 'zh',
    mailDate: '2026-11-27',
    text: `各位老板好，

我司MV OSTSEE轮12月4日（周五）在罗斯托克空出，剩余舱位200TEU。
现寻找罗斯托克至里加的货源，普货冷箱均可，运价每TEU 140美元。

谢谢`,
    expected: [
      {
        kind: 'availability',
        vesselName: 'OSTSEE',
        originPort: 'DERSK',
        destinationPort: 'LVRIX',
        teu: 200,
        dateFrom: '2026-12-04',
        price: { amount: 140, currency: 'USD' },
        priceBasis: 'per_teu',
      },
    ],
  },
  {
    id: 'ic-zh-dg-order',
    lang: 'zh',
    mailDate: '2026-11-27',
    text: `您好，

客户有危险品一票，3个20尺普柜，9类，UN3077，每箱毛重18吨，
从鹿特丹到奥斯陆，12月第二周装船（12月7日-12月11日）。
请报价，谢谢！`,
    expected: [
      {
        kind: 'cargo_request',
        originPort: 'NLRTM',
        destinationPort: 'NOOSL',
        teu: 3,
        dateFrom: '2026-12-07',
        dateTo: '2026-12-11',
        cargoType: 'dangerous',
        boxMix: [
          { count: 3, size: '20', type: 'dry', imoClass: '9', unNumber: '3077', grossWeightKg: 18000 },
        ],
      },
    ],
  },
  {
    id: 'ic-en-bullets-title-case',
    lang: 'en',
    mailDate: '2026-12-10',
    text: `Subject: Open positions w/c 14 Dec

Dear all,

• Nordic Star – 500 TEU – open Hamburg 15/12 – dir Gothenburg – 200 free – USD 140/TEU
• Anna Maria – 380 TEU / 120 free – opn Bremerhaven 16/12 – next Oslo – rate o/r

Rgds
Peter`,
    expected: [
      {
        kind: 'availability',
        vesselName: 'NORDIC STAR',
        originPort: 'DEHAM',
        destinationPort: 'SEGOT',
        teu: 200,
        vesselCapacityTEU: 500,
        dateFrom: '2026-12-15',
        price: { amount: 140, currency: 'USD' },
        priceBasis: 'per_teu',
      },
      {
        kind: 'availability',
        vesselName: 'ANNA MARIA',
        originPort: 'DEBRV',
        destinationPort: 'NOOSL',
        teu: 120,
        vesselCapacityTEU: 380,
        dateFrom: '2026-12-16',
      },
    ],
  },
  {
    id: 'ic-en-table-nominal-free',
    lang: 'en',
    mailDate: '2026-12-10',
    text: `Hi team,

Vessel | Built | Nominal | Free TEU | Open port | Open date | To | Rate
BALTIC FOX | 2008 | 698 | 250 | Antwerp | 14.12. | Riga | EUR 150
SEA HAWK | 2012 | 1,100 | 400 | Rotterdam | 16.12. | Helsinki | on request

BR`,
    expected: [
      {
        kind: 'availability',
        vesselName: 'BALTIC FOX',
        originPort: 'BEANR',
        destinationPort: 'LVRIX',
        teu: 250,
        vesselCapacityTEU: 698,
        dateFrom: '2026-12-14',
        price: { amount: 150, currency: 'EUR' },
        priceBasis: 'per_teu',
      },
      {
        kind: 'availability',
        vesselName: 'SEA HAWK',
        originPort: 'NLRTM',
        destinationPort: 'FIHEL',
        teu: 400,
        vesselCapacityTEU: 1100,
        dateFrom: '2026-12-16',
      },
    ],
  },
  {
    id: 'ic-de-quoted-name-prose',
    lang: 'de',
    mailDate: '2026-12-10',
    text: `Moin,

wir haben KW 51 noch Platz: MS "Hanse Star", 650 TEU, offen ab Bremerhaven am Mittwoch 16.12., geht nach Aarhus. Frei sind ca. 230 TEU, Rate 125 Euro pro TEU.

Gruß`,
    expected: [
      {
        kind: 'availability',
        vesselName: 'HANSE STAR',
        originPort: 'DEBRV',
        destinationPort: 'DKAAR',
        teu: 230,
        vesselCapacityTEU: 650,
        dateFrom: '2026-12-16',
        price: { amount: 125, currency: 'EUR' },
        priceBasis: 'per_teu',
      },
    ],
  },
  {
    id: 'ic-zh-labels-two-names',
    lang: 'zh',
    mailDate: '2026-12-10',
    text: `各位好，

船名：东方之星 / ORIENT STAR
载重：700TEU
空船港：安特卫普
空船时间：12月15日
下一港：哥德堡
可接：约300TEU
运价：每TEU USD 160

谢谢`,
    expected: [
      {
        kind: 'availability',
        vesselName: 'ORIENT STAR',
        originPort: 'BEANR',
        destinationPort: 'SEGOT',
        teu: 300,
        vesselCapacityTEU: 700,
        dateFrom: '2026-12-15',
        price: { amount: 160, currency: 'USD' },
        priceBasis: 'per_teu',
      },
    ],
  },
  {
    id: 'ic-en-weight-per-box',
    lang: 'en',
    mailDate: '2026-12-10',
    text: `Hello,

pls advise best rate for:
2*40HC + 1*20DV, Gdynia - Hull, cargo ready 14th Dec, latest arrival Hull 20th Dec
general cargo, 18 t per box

thx`,
    expected: [
      {
        kind: 'cargo_request',
        originPort: 'PLGDY',
        destinationPort: 'GBHUL',
        teu: 5,
        dateFrom: '2026-12-14',
        dateTo: '2026-12-20',
        cargoType: 'general',
        boxMix: [
          { count: 2, size: '40HC', type: 'dry', grossWeightKg: 18000 },
          { count: 1, size: '20', type: 'dry', grossWeightKg: 18000 },
        ],
      },
    ],
  },
  {
    id: 'ic-en-flat-racks',
    lang: 'en',
    mailDate: '2026-12-10',
    text: `Dear Sirs,

We are looking for space for 4 x 40' flat racks (OOG, overwidth 30 cm) ex Rotterdam to Bilbao, laycan 12-15 Dec. Budget abt EUR 2,000 per FR.

Rgds`,
    expected: [
      {
        kind: 'cargo_request',
        originPort: 'NLRTM',
        destinationPort: 'ESBIO',
        teu: 8,
        dateFrom: '2026-12-12',
        dateTo: '2026-12-15',
        price: { amount: 2000, currency: 'EUR' },
        priceBasis: 'per_box',
        cargoType: 'out_of_gauge',
        boxMix: [{ count: 4, size: '40', type: 'flat_rack' }],
      },
    ],
  },
  {
    id: 'ic-zh-dg-lump-sum',
    lang: 'zh',
    mailDate: '2026-12-10',
    text: `您好，

现有一票危险品：2个20尺普柜，第3类，UN1993，每柜15吨，从汉堡到赫尔辛基，12月中旬装船，预算总价USD 3,500。

谢谢！`,
    expected: [
      {
        kind: 'cargo_request',
        originPort: 'DEHAM',
        destinationPort: 'FIHEL',
        teu: 2,
        dateFrom: '2026-12-11',
        dateTo: '2026-12-20',
        price: { amount: 3500, currency: 'USD' },
        priceBasis: 'lump_sum',
        cargoType: 'dangerous',
        boxMix: [
          { count: 2, size: '20', type: 'dry', grossWeightKg: 15000, imoClass: '3', unNumber: '1993' },
        ],
      },
    ],
  },
  {
    id: 'ic-en-open-in-prose',
    lang: 'en',
    mailDate: '2026-12-10',
    text: `Hi Jan,

MV ELBE SPIRIT will be open in Kiel on Friday 18th December. She is 508 TEU (nominal) and can take about 250 TEU for Klaipeda. Freight idea USD 130/TEU. ETA Klaipeda 20/12.

Also, our MV WESER SPIRIT opens Lübeck 21 Dec with 300 TEU free for Helsinki, USD 145/TEU.

Best`,
    expected: [
      {
        kind: 'availability',
        vesselName: 'ELBE SPIRIT',
        originPort: 'DEKEL',
        destinationPort: 'LTKLJ',
        teu: 250,
        vesselCapacityTEU: 508,
        dateFrom: '2026-12-18',
        arrivalDate: '2026-12-20',
        price: { amount: 130, currency: 'USD' },
        priceBasis: 'per_teu',
      },
      {
        kind: 'availability',
        vesselName: 'WESER SPIRIT',
        originPort: 'DELBC',
        destinationPort: 'FIHEL',
        teu: 300,
        dateFrom: '2026-12-21',
        price: { amount: 145, currency: 'USD' },
        priceBasis: 'per_teu',
      },
    ],
  },
  {
    id: 'ic-en-subject-paragraphs',
    lang: 'en',
    mailDate: '2026-12-10',
    text: `Subject: MV SKAGEN TRADER - open Aarhus

Hi all,

SKAGEN TRADER will be open Aarhus on Tuesday 15 Dec after discharge.

She can load about 220 TEU (700 TEU nominal) for Gdansk or Gdynia.

Rate idea: USD 120 per TEU.

Thanks`,
    expected: [
      {
        kind: 'availability',
        vesselName: 'SKAGEN TRADER',
        originPort: 'DKAAR',
        destinationPort: 'PLGDN',
        teu: 220,
        vesselCapacityTEU: 700,
        dateFrom: '2026-12-15',
        price: { amount: 120, currency: 'USD' },
        priceBasis: 'per_teu',
      },
    ],
  },
  {
    id: 'ic-en-sister-vessel',
    lang: 'en',
    mailDate: '2026-12-10',
    text: `Hi Lars,

MV NORDIC SUN opens Kiel 14/12 with 300 TEU free for Riga, USD 110/teu. Her sister NORDIC WIND opens Lübeck 16/12, 250 TEU free, for Tallinn.

Regards`,
    expected: [
      {
        kind: 'availability',
        vesselName: 'NORDIC SUN',
        originPort: 'DEKEL',
        destinationPort: 'LVRIX',
        teu: 300,
        dateFrom: '2026-12-14',
        price: { amount: 110, currency: 'USD' },
        priceBasis: 'per_teu',
      },
      {
        kind: 'availability',
        vesselName: 'NORDIC WIND',
        originPort: 'DELBC',
        destinationPort: 'EETLL',
        teu: 250,
        dateFrom: '2026-12-16',
      },
    ],
  },
  {
    id: 'ic-en-lots',
    lang: 'en',
    mailDate: '2026-12-10',
    text: `Dear partners,

please quote the following lots:

Lot 1: 5 x 40'HC Hamburg - Riga, ready 12/12
Lot 2: 3 x 20'DV Hamburg - Riga, ready 15/12

Thanks`,
    expected: [
      {
        kind: 'cargo_request',
        originPort: 'DEHAM',
        destinationPort: 'LVRIX',
        teu: 10,
        dateFrom: '2026-12-12',
        boxMix: [{ count: 5, size: '40HC', type: 'dry' }],
      },
      {
        kind: 'cargo_request',
        originPort: 'DEHAM',
        destinationPort: 'LVRIX',
        teu: 3,
        dateFrom: '2026-12-15',
        cargoType: 'general',
        boxMix: [{ count: 3, size: '20', type: 'dry' }],
      },
    ],
  },
  {
    id: 'ic-en-eta-etb-etd',
    lang: 'en',
    mailDate: '2026-12-10',
    text: `Vessel: BALTIC PRIDE (868 TEU)
ETA Rotterdam 12/12, ETB 13/12, ETD 14/12, thereafter Hamburg ETA 16/12.
Space: abt 300 TEU for Hamburg.
USD 95/TEU.`,
    expected: [
      {
        kind: 'availability',
        vesselName: 'BALTIC PRIDE',
        originPort: 'NLRTM',
        destinationPort: 'DEHAM',
        teu: 300,
        vesselCapacityTEU: 868,
        dateFrom: '2026-12-14',
        arrivalDate: '2026-12-16',
        price: { amount: 95, currency: 'USD' },
        priceBasis: 'per_teu',
      },
    ],
  },
  {
    id: 'ic-de-dashes',
    lang: 'de',
    mailDate: '2026-12-10',
    text: `Hallo zusammen,

MS Nordwind, 500 TEU, frei ab Hamburg 14.12. – Ziel Danzig – 180 TEU verfügbar – Preis auf Anfrage.

Gruß`,
    expected: [
      {
        kind: 'availability',
        vesselName: 'NORDWIND',
        originPort: 'DEHAM',
        destinationPort: 'PLGDN',
        teu: 180,
        vesselCapacityTEU: 500,
        dateFrom: '2026-12-14',
      },
    ],
  },
  {
    id: 'ic-zh-table-bars',
    lang: 'zh',
    mailDate: '2026-12-10',
    text: `各位：
本周船位如下
船名 | 载箱量 | 空船港 | 空船日期 | 目的港 | 剩余
HAI XING | 600 | 鹿特丹 | 12月14日 | 汉堡 | 250
HAI YUN | 800 | 安特卫普 | 12月16日 | 格但斯克 | 300`,
    expected: [
      {
        kind: 'availability',
        vesselName: 'HAI XING',
        originPort: 'NLRTM',
        destinationPort: 'DEHAM',
        teu: 250,
        vesselCapacityTEU: 600,
        dateFrom: '2026-12-14',
      },
      {
        kind: 'availability',
        vesselName: 'HAI YUN',
        originPort: 'BEANR',
        destinationPort: 'PLGDN',
        teu: 300,
        vesselCapacityTEU: 800,
        dateFrom: '2026-12-16',
      },
    ],
  },
  {
    id: 'ic-en-reply-nothing-new',
    lang: 'en',
    mailDate: '2026-12-10',
    text: `Hi Tom,

pls offer, thanks!

Rgds
Jan

On Mon, 7 Dec 2026 at 09:10, Tom <tom@example.com> wrote:
> 10 x 40'HC Hamburg - Riga, ready 14/12, target USD 700/box`,
    expected: [],
  },
  {
    id: 'ic-en-rfq-week',
    lang: 'en',
    mailDate: '2026-12-10',
    text: `Subject: RFQ ANR-HUL

20 TEU FAK ex Antwerp to Hull, ETD wk 51, target EUR 300/TEU.`,
    expected: [
      {
        kind: 'cargo_request',
        originPort: 'BEANR',
        destinationPort: 'GBHUL',
        teu: 20,
        dateFrom: '2026-12-14',
        dateTo: '2026-12-20',
        price: { amount: 300, currency: 'EUR' },
        priceBasis: 'per_teu',
        cargoType: 'general',
      },
    ],
  },
  {
    id: 'ic-en-one-liner-ppt',
    lang: 'en',
    mailDate: '2026-12-10',
    text: `MV POLAR BEAR opn Hamburg ppt, abt 300 TEU avail, dir St. Petersburg, USD 180/teu`,
    expected: [
      {
        kind: 'availability',
        vesselName: 'POLAR BEAR',
        originPort: 'DEHAM',
        destinationPort: 'RULED',
        teu: 300,
        dateFrom: '2026-12-10',
        price: { amount: 180, currency: 'USD' },
        priceBasis: 'per_teu',
      },
    ],
  },
  {
    id: 'ic-de-labels-davon-frei',
    lang: 'de',
    mailDate: '2026-12-10',
    text: `Guten Morgen Herr Schulz,

für KW 51 können wir Ihnen folgendes Schiff anbieten:

Schiff: MS Elbewind
Kapazität: 700 TEU, davon frei ca. 260 TEU
Offen: Hamburg, Di 15.12.
Nächster Hafen: Göteborg (ETA Do 17.12.)
Rate: EUR 105,- pro TEU

Mit freundlichen Grüßen`,
    expected: [
      {
        kind: 'availability',
        vesselName: 'ELBEWIND',
        originPort: 'DEHAM',
        destinationPort: 'SEGOT',
        teu: 260,
        vesselCapacityTEU: 700,
        dateFrom: '2026-12-15',
        arrivalDate: '2026-12-17',
        price: { amount: 105, currency: 'EUR' },
        priceBasis: 'per_teu',
      },
    ],
  },
  {
    id: 'ic-zh-chinese-name-latin',
    lang: 'zh',
    mailDate: '2026-12-10',
    text: `王经理您好：

我司"海洋之星"轮（SEA STAR），载箱量650TEU，将于12月16日（周三）在不来梅哈芬空出，下一港奥斯陆，预计12月18日抵达。目前可用舱位约280TEU，运价每TEU 140美元。

如有货请联系。`,
    expected: [
      {
        kind: 'availability',
        vesselName: 'SEA STAR',
        originPort: 'DEBRV',
        destinationPort: 'NOOSL',
        teu: 280,
        vesselCapacityTEU: 650,
        dateFrom: '2026-12-16',
        arrivalDate: '2026-12-18',
        price: { amount: 140, currency: 'USD' },
        priceBasis: 'per_teu',
      },
    ],
  },
  {
    id: 'ic-en-vessel-tbn-order',
    lang: 'en',
    mailDate: '2026-12-10',
    text: `Hi,

Vessel: TBN
Cargo: 6 x 40'HC + 2 x 20'DV machinery, ex Bremerhaven to Leixoes
Loading: 14-16 Dec
Target: USD 1,200 per 40' / USD 800 per 20'

Thanks`,
    expected: [
      {
        kind: 'cargo_request',
        originPort: 'DEBRV',
        destinationPort: 'PTLEI',
        teu: 14,
        dateFrom: '2026-12-14',
        dateTo: '2026-12-16',
        price: { amount: 1200, currency: 'USD' },
        priceBasis: 'per_box',
        cargoType: 'general',
        boxMix: [
          { count: 6, size: '40HC', type: 'dry' },
          { count: 2, size: '20', type: 'dry' },
        ],
      },
    ],
  },
  {
    id: 'ic-en-fixed-then-offered',
    lang: 'en',
    mailDate: '2026-12-10',
    text: `Dear Anna,

Please note MV KORSAR is already fixed. Instead we can offer MV KORVETTE, open Gdynia 17/12, 350 TEU free, dir Antwerp, USD 115/TEU.

BR`,
    expected: [
      {
        kind: 'availability',
        vesselName: 'KORVETTE',
        originPort: 'PLGDY',
        destinationPort: 'BEANR',
        teu: 350,
        dateFrom: '2026-12-17',
        price: { amount: 115, currency: 'USD' },
        priceBasis: 'per_teu',
      },
    ],
  },
  {
    id: 'ic-en-numbered-cargoes',
    lang: 'en',
    mailDate: '2026-12-10',
    text: `Hello,

two cargoes for your consideration:

1) 10 x 40'HC paper, Kotka - Hull, laycan 15-17 Dec, USD 900/40'
2) 4 x 20' reefer (+2C), Kotka - Tilbury, ready 16 Dec

Rgds`,
    expected: [
      {
        kind: 'cargo_request',
        originPort: 'FIKTK',
        destinationPort: 'GBHUL',
        teu: 20,
        dateFrom: '2026-12-15',
        dateTo: '2026-12-17',
        price: { amount: 900, currency: 'USD' },
        priceBasis: 'per_box',
        boxMix: [{ count: 10, size: '40HC', type: 'dry' }],
      },
      {
        kind: 'cargo_request',
        originPort: 'FIKTK',
        destinationPort: 'GBTIL',
        teu: 4,
        dateFrom: '2026-12-16',
        cargoType: 'reefer',
        boxMix: [{ count: 4, size: '20', type: 'reefer', temperatureC: 2 }],
      },
    ],
  },
  {
    id: 'ic-zh-numbered-orders',
    lang: 'zh',
    mailDate: '2026-12-10',
    text: `您好，
询价如下：
1. 3x40HQ 汉堡-里加 12月15日可装 普货
2. 2x20GP 汉堡-塔林 12月16日可装 普货
谢谢`,
    expected: [
      {
        kind: 'cargo_request',
        originPort: 'DEHAM',
        destinationPort: 'LVRIX',
        teu: 6,
        dateFrom: '2026-12-15',
        cargoType: 'general',
        boxMix: [{ count: 3, size: '40HC', type: 'dry' }],
      },
      {
        kind: 'cargo_request',
        originPort: 'DEHAM',
        destinationPort: 'EETLL',
        teu: 2,
        dateFrom: '2026-12-16',
        cargoType: 'general',
        boxMix: [{ count: 2, size: '20', type: 'dry' }],
      },
    ],
  },
  {
    id: 'ic-de-order-labels-gesamt',
    lang: 'de',
    mailDate: '2026-12-10',
    text: `Sehr geehrte Damen und Herren,

wir bitten um ein Angebot für:
Abgangshafen: Antwerpen
Bestimmungshafen: Helsinki
Container: 12 x 40' HC, 3 x 20' Standard
Ware: Maschinenteile (kein Gefahrgut)
Ladebereitschaft: ab 14.12.2026
Zustellung bis spätestens 22.12.2026
Budget: ca. EUR 9.500 gesamt

Mit freundlichen Grüßen`,
    expected: [
      {
        kind: 'cargo_request',
        originPort: 'BEANR',
        destinationPort: 'FIHEL',
        teu: 27,
        dateFrom: '2026-12-14',
        dateTo: '2026-12-22',
        price: { amount: 9500, currency: 'EUR' },
        priceBasis: 'lump_sum',
        cargoType: 'general',
        boxMix: [
          { count: 12, size: '40HC', type: 'dry' },
          { count: 3, size: '20', type: 'dry' },
        ],
      },
    ],
  },
  {
    id: 'ic-zh-another-lot',
    lang: 'zh',
    mailDate: '2026-12-10',
    text: `您好，
汉堡的那票已经订好了，谢谢。

另外一票：
装货港：鹿特丹
卸货港：里加
箱型箱量：20GP*6
货好时间：12月14日
目标运价：USD 450/20GP`,
    expected: [
      {
        kind: 'cargo_request',
        originPort: 'NLRTM',
        destinationPort: 'LVRIX',
        teu: 6,
        dateFrom: '2026-12-14',
        price: { amount: 450, currency: 'USD' },
        priceBasis: 'per_box',
        cargoType: 'general',
        boxMix: [{ count: 6, size: '20', type: 'dry' }],
      },
    ],
  },
  {
    id: 'ic-en-columns-by-spaces',
    lang: 'en',
    mailDate: '2026-12-10',
    text: `Morning all,

prompt tonnage:

MV HELGOLAND  868 TEU  open Bremerhaven  ppt      next Antwerp   300 free   USD 100
MV SYLT       508 TEU  open Hamburg      17.12.   next Riga      all free   o/r

Rates per TEU.`,
    expected: [
      {
        kind: 'availability',
        vesselName: 'HELGOLAND',
        originPort: 'DEBRV',
        destinationPort: 'BEANR',
        teu: 300,
        vesselCapacityTEU: 868,
        dateFrom: '2026-12-10',
        price: { amount: 100, currency: 'USD' },
        priceBasis: 'per_teu',
      },
      {
        kind: 'availability',
        vesselName: 'SYLT',
        originPort: 'DEHAM',
        destinationPort: 'LVRIX',
        teu: 508,
        dateFrom: '2026-12-17',
      },
    ],
  },
  {
    id: 'ic-en-signature-without-sign-off',
    lang: 'en',
    mailDate: '2026-12-10',
    text: `Hi,

MV NORDLAND open Rotterdam 14/12, abt 300 TEU free, USD 120/TEU.

Jan Müller
Nordic Chartering GmbH | Große Elbstraße 1, 22767 Hamburg | +49 40 123 456`,
    expected: [
      {
        kind: 'availability',
        vesselName: 'NORDLAND',
        originPort: 'NLRTM',
        teu: 300,
        dateFrom: '2026-12-14',
        price: { amount: 120, currency: 'USD' },
        priceBasis: 'per_teu',
      },
    ],
  },
  {
    id: 'ic-en-two-orders-one-sentence',
    lang: 'en',
    mailDate: '2026-12-10',
    text: `Hi Peter,

we need 5x40HC Hamburg-Riga and 3x20DV Hamburg-Tallinn, both ready 14/12.

Thanks`,
    expected: [
      {
        kind: 'cargo_request',
        originPort: 'DEHAM',
        destinationPort: 'LVRIX',
        teu: 10,
        dateFrom: '2026-12-14',
        boxMix: [{ count: 5, size: '40HC', type: 'dry' }],
      },
      {
        kind: 'cargo_request',
        originPort: 'DEHAM',
        destinationPort: 'EETLL',
        teu: 3,
        dateFrom: '2026-12-14',
        cargoType: 'general',
        boxMix: [{ count: 3, size: '20', type: 'dry' }],
      },
    ],
  },
  {
    id: 'ic-de-second-ship-after-article',
    lang: 'de',
    mailDate: '2026-12-10',
    text: `Hallo,

MS KIELER FÖRDE ist ab 14.12. in Kiel frei (Kapazität 400 TEU, davon 150 TEU frei) und fährt weiter nach Klaipeda. Die MS OSTSEEWELLE folgt am 18.12. ab Lübeck mit 200 freien Stellplätzen Richtung Helsinki.

Gruß`,
    expected: [
      {
        kind: 'availability',
        vesselName: 'KIELER FÖRDE',
        originPort: 'DEKEL',
        destinationPort: 'LTKLJ',
        teu: 150,
        vesselCapacityTEU: 400,
        dateFrom: '2026-12-14',
      },
      {
        kind: 'availability',
        vesselName: 'OSTSEEWELLE',
        originPort: 'DELBC',
        destinationPort: 'FIHEL',
        teu: 200,
        dateFrom: '2026-12-18',
      },
    ],
  },
  {
    id: 'ic-zh-numbered-ships',
    lang: 'zh',
    mailDate: '2026-12-10',
    text: `各位好：
1）SUNRISE轮，载箱量500TEU，12月14日鹿特丹空出，剩余200TEU，去汉堡，运价USD 90/TEU；
2）SUNSET轮，载箱量700TEU，12月16日安特卫普空出，剩余350TEU，去不来梅哈芬，运价面议。`,
    expected: [
      {
        kind: 'availability',
        vesselName: 'SUNRISE',
        originPort: 'NLRTM',
        destinationPort: 'DEHAM',
        teu: 200,
        vesselCapacityTEU: 500,
        dateFrom: '2026-12-14',
        price: { amount: 90, currency: 'USD' },
        priceBasis: 'per_teu',
      },
      {
        kind: 'availability',
        vesselName: 'SUNSET',
        originPort: 'BEANR',
        destinationPort: 'DEBRV',
        teu: 350,
        vesselCapacityTEU: 700,
        dateFrom: '2026-12-16',
      },
    ],
  },
  {
    id: 'ic-en-cargo-list-same-laycan',
    lang: 'en',
    mailDate: '2026-12-10',
    text: `Dear all,

Cargo available:
- 20 x 40'HC paper reels, Kotka -> Antwerp, laycan 14-18 Dec, budget EUR 850/FEU
- 8 x 20'DV steel coils, Kotka -> Rotterdam, same laycan, EUR 500/TEU
- 4 x 40'RF fish (-20C), Aalesund -> Rotterdam, ready 16 Dec

Pls revert with your best.`,
    expected: [
      {
        kind: 'cargo_request',
        originPort: 'FIKTK',
        destinationPort: 'BEANR',
        teu: 40,
        dateFrom: '2026-12-14',
        dateTo: '2026-12-18',
        price: { amount: 850, currency: 'EUR' },
        priceBasis: 'per_box',
        boxMix: [{ count: 20, size: '40HC', type: 'dry' }],
      },
      {
        kind: 'cargo_request',
        originPort: 'FIKTK',
        destinationPort: 'NLRTM',
        teu: 8,
        dateFrom: '2026-12-14',
        dateTo: '2026-12-18',
        price: { amount: 500, currency: 'EUR' },
        priceBasis: 'per_teu',
        cargoType: 'general',
        boxMix: [{ count: 8, size: '20', type: 'dry' }],
      },
      {
        kind: 'cargo_request',
        originPort: 'NOAES',
        destinationPort: 'NLRTM',
        teu: 8,
        dateFrom: '2026-12-16',
        cargoType: 'reefer',
        boxMix: [{ count: 4, size: '40', type: 'reefer', temperatureC: -20 }],
      },
    ],
  },
  {
    id: 'ic-zh-labels-range-destination',
    lang: 'zh',
    mailDate: '2026-12-10',
    text: `您好！
我们有一条船：
船名：BALTIC QUEEN
船型：700TEU，可装冷箱50个
空出：12月15日 格但斯克
去向：鹿特丹/安特卫普
剩余舱位：约320TEU
价格：USD 105/TEU，可议`,
    expected: [
      {
        kind: 'availability',
        vesselName: 'BALTIC QUEEN',
        originPort: 'PLGDN',
        destinationPort: 'NLRTM',
        teu: 320,
        vesselCapacityTEU: 700,
        dateFrom: '2026-12-15',
        price: { amount: 105, currency: 'USD' },
        priceBasis: 'per_teu',
      },
    ],
  },
  {
    id: 'ic-zh-reefer-budget-per-box',
    lang: 'zh',
    mailDate: '2026-12-10',
    text: `李总好，
下周有3个40尺冷柜（-18度，冻虾）从鹿特丹到格丁尼亚，12月17日左右装货，每柜预算1100欧元。谢谢！`,
    expected: [
      {
        kind: 'cargo_request',
        originPort: 'NLRTM',
        destinationPort: 'PLGDY',
        teu: 6,
        dateFrom: '2026-12-17',
        price: { amount: 1100, currency: 'EUR' },
        priceBasis: 'per_box',
        cargoType: 'reefer',
        boxMix: [{ count: 3, size: '40', type: 'reefer', temperatureC: -18 }],
      },
    ],
  },
  {
    id: 'ic-zh-forwarded-arrow',
    lang: 'zh',
    mailDate: '2026-12-10',
    text: `转发：
----- 转发的邮件 -----
发件人：船东
主题：ARCTIC FOX 船期

ARCTIC FOX轮 12月14日 哥本哈根空出 → 奥胡斯，剩余180TEU，运价EUR 85/TEU。`,
    expected: [
      {
        kind: 'availability',
        vesselName: 'ARCTIC FOX',
        originPort: 'DKCPH',
        destinationPort: 'DKAAR',
        teu: 180,
        dateFrom: '2026-12-14',
        price: { amount: 85, currency: 'EUR' },
        priceBasis: 'per_teu',
      },
    ],
  },
  {
    id: 'ic-de-open-top-bullets',
    lang: 'de',
    mailDate: '2026-12-10',
    text: `Hallo Frau Weber,

anbei unsere Anfrage:
- 4 x 20' Open Top (Überhöhe 30 cm), Maschinen, je 18 t
- von Bremen nach Bilbao
- Ladetermin: Mitte Dezember
- Zielpreis: EUR 1.400 pro Einheit

Freundliche Grüße`,
    expected: [
      {
        kind: 'cargo_request',
        originPort: 'DEBRE',
        destinationPort: 'ESBIO',
        teu: 4,
        dateFrom: '2026-12-11',
        dateTo: '2026-12-20',
        price: { amount: 1400, currency: 'EUR' },
        priceBasis: 'per_box',
        cargoType: 'out_of_gauge',
        boxMix: [{ count: 4, size: '20', type: 'open_top', grossWeightKg: 18000 }],
      },
    ],
  },
  {
    id: 'ic-de-prose-title-name',
    lang: 'de',
    mailDate: '2026-12-10',
    text: `Guten Tag,

die MS Hanseatic (508 TEU) ist ab Montag, 14.12. in Rostock offen. Wir können ca. 200 Stellplätze nach Helsinki oder Kotka anbieten. Fracht EUR 110,- je TEU.

Mit freundlichen Grüßen`,
    expected: [
      {
        kind: 'availability',
        vesselName: 'HANSEATIC',
        originPort: 'DERSK',
        destinationPort: 'FIHEL',
        teu: 200,
        vesselCapacityTEU: 508,
        dateFrom: '2026-12-14',
        price: { amount: 110, currency: 'EUR' },
        priceBasis: 'per_teu',
      },
    ],
  },
  {
    id: 'ic-en-offer-space-no-ship',
    lang: 'en',
    mailDate: '2026-12-10',
    text: `We have space ex Hamburg to Riga next week, abt 200 TEU, USD 100/TEU.`,
    expected: [
      {
        kind: 'availability',
        originPort: 'DEHAM',
        destinationPort: 'LVRIX',
        teu: 200,
        dateFrom: '2026-12-14',
        price: { amount: 100, currency: 'USD' },
        priceBasis: 'per_teu',
      },
    ],
  },
  {
    id: 'ic-de-offer-platz-no-ship',
    lang: 'de',
    mailDate: '2026-12-10',
    text: `Wir haben noch Platz ab Hamburg nach Riga, ca. 200 TEU, EUR 95/TEU, Abfahrt 15.12.`,
    expected: [
      {
        kind: 'availability',
        originPort: 'DEHAM',
        destinationPort: 'LVRIX',
        teu: 200,
        dateFrom: '2026-12-15',
        price: { amount: 95, currency: 'EUR' },
        priceBasis: 'per_teu',
      },
    ],
  },
  {
    id: 'ic-zh-offer-space-no-ship',
    lang: 'zh',
    mailDate: '2026-12-10',
    text: `我司有汉堡到里加的舱位，约200TEU，12月15日开船，每TEU 100美元。`,
    expected: [
      {
        kind: 'availability',
        originPort: 'DEHAM',
        destinationPort: 'LVRIX',
        teu: 200,
        dateFrom: '2026-12-15',
        price: { amount: 100, currency: 'USD' },
        priceBasis: 'per_teu',
      },
    ],
  },
  {
    id: 'ic-en-ask-space',
    lang: 'en',
    mailDate: '2026-12-10',
    text: `Looking for 200 TEU ex Hamburg to Riga, ready 15/12, target USD 100/TEU.`,
    expected: [
      {
        kind: 'cargo_request',
        originPort: 'DEHAM',
        destinationPort: 'LVRIX',
        teu: 200,
        dateFrom: '2026-12-15',
        price: { amount: 100, currency: 'USD' },
        priceBasis: 'per_teu',
      },
    ],
  },
  {
    id: 'ic-de-ask-platz',
    lang: 'de',
    mailDate: '2026-12-10',
    text: `Suchen Platz für 200 TEU ab Hamburg nach Riga, ab 15.12., Zielrate EUR 95/TEU.`,
    expected: [
      {
        kind: 'cargo_request',
        originPort: 'DEHAM',
        destinationPort: 'LVRIX',
        teu: 200,
        dateFrom: '2026-12-15',
        price: { amount: 95, currency: 'EUR' },
        priceBasis: 'per_teu',
      },
    ],
  },
  {
    id: 'ic-zh-ask-space',
    lang: 'zh',
    mailDate: '2026-12-10',
    text: `求汉堡到里加舱位200TEU，12月15日货好，目标价每TEU 100美元。`,
    expected: [
      {
        kind: 'cargo_request',
        originPort: 'DEHAM',
        destinationPort: 'LVRIX',
        teu: 200,
        dateFrom: '2026-12-15',
        price: { amount: 100, currency: 'USD' },
        priceBasis: 'per_teu',
      },
    ],
  },
  {
    id: 'ic-en-table-pair-column',
    lang: 'en',
    mailDate: '2026-12-10',
    text: `Vessel | TEU (nom/free) | Open | Date | To | Rate
MV NORTHERN LIGHT | 698/250 | Hamburg | 15.12. | Riga | USD 140
MV SOUTHERN CROSS | 508/508 | Bremen | 16.12. | Oslo | o/r`,
    expected: [
      {
        kind: 'availability',
        vesselName: 'NORTHERN LIGHT',
        originPort: 'DEHAM',
        destinationPort: 'LVRIX',
        teu: 250,
        vesselCapacityTEU: 698,
        dateFrom: '2026-12-15',
        price: { amount: 140, currency: 'USD' },
        priceBasis: 'per_teu',
      },
      {
        kind: 'availability',
        vesselName: 'SOUTHERN CROSS',
        originPort: 'DEBRE',
        destinationPort: 'NOOSL',
        teu: 508,
        vesselCapacityTEU: 508,
        dateFrom: '2026-12-16',
      },
    ],
  },
  {
    id: 'ic-de-table-frei-ab',
    lang: 'de',
    mailDate: '2026-12-10',
    text: `Schiff | Größe | frei ab | Hafen | Ziel | frei (TEU)
MS ANNA | 508 | 15.12. | Kiel | Oslo | 200`,
    expected: [
      {
        kind: 'availability',
        vesselName: 'ANNA',
        originPort: 'DEKEL',
        destinationPort: 'NOOSL',
        teu: 200,
        vesselCapacityTEU: 508,
        dateFrom: '2026-12-15',
      },
    ],
  },
];
