import type { UnseenMail } from './types';

/**
 * Development mails written by hand, free form, in idioms the template kit does not produce (codes in mixed
 * case, size-before-count box lines, "50. KW", US-style lump sums "25k", Apple Mail forwards, 【】 lists).
 * Tuned on, like the generated development set.
 */
export const handwrittenDevMails: UnseenMail[] = [
  {
    id: 'hw-en-two-ships-prose',
    lang: 'en',
    mailDate: '2025-12-08',
    text: `Hi Piet,

We have 2 ships opening next week. MV CALYPSO (700 TEU, 120 plugs) opens Rotterdam 15/12, heading Gdynia, abt 350 TEU free.
MV ORION J opens Antwerp 17/12 for Helsinki with 500 TEU free. Rates on request.

Cheers, Tom`,
    expected: [
      {
        kind: 'availability',
        vesselName: 'CALYPSO',
        originPort: 'NLRTM',
        destinationPort: 'PLGDY',
        dateFrom: '2025-12-15',
        teu: 350,
        vesselCapacityTEU: 700,
      },
      {
        kind: 'availability',
        vesselName: 'ORION J',
        originPort: 'BEANR',
        destinationPort: 'FIHEL',
        dateFrom: '2025-12-17',
        teu: 500,
      },
    ],
  },
  {
    id: 'hw-en-tonnage-shorthand',
    lang: 'en',
    mailDate: '2025-12-08',
    text: `Tonnage list wk 50

ELBE STAR 868teu / opn RTM 12-14 Dec / dir GDY / USD 160/teu
SAGA SKY 508teu / opn HAM 15 Dec / dir RIX / ideas pls

br
Anke`,
    expected: [
      {
        kind: 'availability',
        vesselName: 'ELBE STAR',
        originPort: 'NLRTM',
        destinationPort: 'PLGDY',
        dateFrom: '2025-12-12',
        teu: 868,
        price: { amount: 160, currency: 'USD' },
        priceBasis: 'per_teu',
      },
      {
        kind: 'availability',
        vesselName: 'SAGA SKY',
        originPort: 'DEHAM',
        destinationPort: 'LVRIX',
        dateFrom: '2025-12-15',
        teu: 508,
      },
    ],
  },
  {
    id: 'hw-en-cargo-two-box-rates',
    lang: 'en',
    mailDate: '2025-12-03',
    text: `Dear all,

Pls offer 40 x 40'HC + 10 x 20'DV ex Antwerp to Helsinki, cargo ready 10-12 Dec.
Shipper's idea EUR 950 per 40' / EUR 600 per 20'.

Thanks
Sofia`,
    expected: [
      {
        kind: 'cargo_request',
        originPort: 'BEANR',
        destinationPort: 'FIHEL',
        teu: 90,
        dateFrom: '2025-12-10',
        dateTo: '2025-12-12',
        price: { amount: 950, currency: 'EUR' },
        priceBasis: 'per_box',
        cargoType: 'general',
        boxMix: [
          { count: 40, size: '40HC', type: 'dry' },
          { count: 10, size: '20', type: 'dry' },
        ],
      },
    ],
  },
  {
    id: 'hw-en-spec-slashes-lumpsum-k',
    lang: 'en',
    mailDate: '2025-12-05',
    text: `Open vessel: M/V BALTIC CALYPSO / open Felixstowe ETD 11/12 / next Rotterdam ETA 13/12 / 620 TEU intake / reefer plugs 120 / idea USD 25k lumpsum for full intake`,
    expected: [
      {
        kind: 'availability',
        vesselName: 'BALTIC CALYPSO',
        originPort: 'GBFXT',
        destinationPort: 'NLRTM',
        dateFrom: '2025-12-11',
        arrivalDate: '2025-12-13',
        teu: 620,
        price: { amount: 25000, currency: 'USD' },
        priceBasis: 'lump_sum',
      },
    ],
  },
  {
    id: 'hw-en-original-message-reply',
    lang: 'en',
    mailDate: '2025-12-09',
    text: `Hi Lars,

Our new cargo: 12 x 20' reefer @ -20C frozen fish, Aalesund - Rotterdam, ready 16/12, budget USD 1,100 per box.

Regards
Maria

-----Original Message-----
From: Lars Nyberg <ln@baltic.example>
Sent: Monday, December 8, 2025 10:02 AM
To: Maria Kowalska
Subject: open tonnage

MV SVEA open Bergen 12/12 for Hamburg, 300 TEU free`,
    expected: [
      {
        kind: 'cargo_request',
        originPort: 'NOAES',
        destinationPort: 'NLRTM',
        teu: 12,
        dateFrom: '2025-12-16',
        price: { amount: 1100, currency: 'USD' },
        priceBasis: 'per_box',
        cargoType: 'reefer',
        boxMix: [{ count: 12, size: '20', type: 'reefer', temperatureC: -20 }],
      },
    ],
  },
  {
    id: 'hw-en-apple-forward',
    lang: 'en',
    mailDate: '2025-12-10',
    text: `FYI

Begin forwarded message:

From: Jens <jens@hanse.example>
Subject: Cargo Bremerhaven - Gothenburg
Date: 9 December 2025 at 16:40:11 CET
To: Chartering <chartering@feeder.example>

4 x 40' flat rack OOG machinery, Bremerhaven to Gothenburg, prompt. Target EUR 1,800 per unit.`,
    expected: [
      {
        kind: 'cargo_request',
        originPort: 'DEBRV',
        destinationPort: 'SEGOT',
        teu: 8,
        dateFrom: '2025-12-10',
        price: { amount: 1800, currency: 'EUR' },
        priceBasis: 'per_box',
        cargoType: 'out_of_gauge',
        boxMix: [{ count: 4, size: '40', type: 'flat_rack' }],
      },
    ],
  },
  {
    id: 'hw-en-codes-oneliner',
    lang: 'en',
    mailDate: '2025-12-08',
    text: `ex HAM 5x40HC to RIX, ready 12/12, tgt EUR 140/TEU - any ideas?`,
    expected: [
      {
        kind: 'cargo_request',
        originPort: 'DEHAM',
        destinationPort: 'LVRIX',
        teu: 10,
        dateFrom: '2025-12-12',
        price: { amount: 140, currency: 'EUR' },
        priceBasis: 'per_teu',
        boxMix: [{ count: 5, size: '40HC', type: 'dry' }],
      },
    ],
  },
  {
    id: 'hw-en-cargo-labels-two',
    lang: 'en',
    mailDate: '2025-12-08',
    text: `Good morning,

Cargo 1:
POL: Szczecin
POD: Leixoes
Volume: 30 TEU general cargo
Laycan: 15-18 Dec

Cargo 2:
POL: Kotka
POD: Bilbao
Volume: 8 x 40'HC paper
Laycan: 20-23 Dec
Idea: USD 210/TEU

Best regards
Piet`,
    expected: [
      {
        kind: 'cargo_request',
        originPort: 'PLSZZ',
        destinationPort: 'PTLEI',
        teu: 30,
        dateFrom: '2025-12-15',
        dateTo: '2025-12-18',
        cargoType: 'general',
      },
      {
        kind: 'cargo_request',
        originPort: 'FIKTK',
        destinationPort: 'ESBIO',
        teu: 16,
        dateFrom: '2025-12-20',
        dateTo: '2025-12-23',
        price: { amount: 210, currency: 'USD' },
        priceBasis: 'per_teu',
        boxMix: [{ count: 8, size: '40HC', type: 'dry' }],
      },
    ],
  },
  {
    id: 'hw-de-fliesstext-kapazitaet',
    lang: 'de',
    mailDate: '2025-12-08',
    text: `Hallo Herr Weber,

anbei unsere aktuelle Tonnage: MS "Elbe Trader" (868 TEU, 120 Reefer) ist ab Hamburg am 14.12. frei, Zielrichtung Riga. Freie Kapazität ca. 300 TEU. Frachtidee: 170 EUR/TEU.

Mit freundlichen Grüßen
Katrin Möller`,
    expected: [
      {
        kind: 'availability',
        vesselName: 'ELBE TRADER',
        originPort: 'DEHAM',
        destinationPort: 'LVRIX',
        dateFrom: '2025-12-14',
        teu: 300,
        vesselCapacityTEU: 868,
        price: { amount: 170, currency: 'EUR' },
        priceBasis: 'per_teu',
      },
    ],
  },
  {
    id: 'hw-de-kw-punkt',
    lang: 'de',
    mailDate: '2025-12-01',
    text: `Guten Tag,

wir suchen Schiffsraum für 25 x 40' HC Papier ab Kotka nach Antwerpen, Verladung 50. KW, Zielfracht 850 EUR pro Container.

Gruß
Jens Albers`,
    expected: [
      {
        kind: 'cargo_request',
        originPort: 'FIKTK',
        destinationPort: 'BEANR',
        teu: 50,
        dateFrom: '2025-12-08',
        dateTo: '2025-12-14',
        price: { amount: 850, currency: 'EUR' },
        priceBasis: 'per_box',
        boxMix: [{ count: 25, size: '40HC', type: 'dry' }],
      },
    ],
  },
  {
    id: 'hw-de-gefahrgut-jahreswechsel',
    lang: 'de',
    mailDate: '2025-12-22',
    text: `Gefahrgut: 4 x 20' DV, IMDG 3, UN 1263, 18 t je Box
Bremerhaven → Göteborg
Laycan 03.-05.01.
Rate auf Anfrage`,
    expected: [
      {
        kind: 'cargo_request',
        originPort: 'DEBRV',
        destinationPort: 'SEGOT',
        teu: 4,
        dateFrom: '2026-01-03',
        dateTo: '2026-01-05',
        cargoType: 'dangerous',
        boxMix: [
          { count: 4, size: '20', type: 'dry', imoClass: '3', unNumber: '1263', grossWeightKg: 18000 },
        ],
      },
    ],
  },
  {
    id: 'hw-de-weitergeleitet',
    lang: 'de',
    mailDate: '2025-12-08',
    text: `---------- Weitergeleitete Nachricht ----------
Von: Uwe Brandt <ub@nordsee.example>
Datum: Mo., 8. Dez. 2025 um 09:14 Uhr
Betreff: Position MS KORMORAN
An: Befrachtung <befrachtung@feeder.example>

Moin, KORMORAN ist offen in Kiel ab 11.12., geht nach Oslo. Frei ca. 180 TEU.
Gruß Uwe`,
    expected: [
      {
        kind: 'availability',
        vesselName: 'KORMORAN',
        originPort: 'DEKEL',
        destinationPort: 'NOOSL',
        dateFrom: '2025-12-11',
        teu: 180,
      },
    ],
  },
  {
    id: 'hw-de-zwei-schiffe-semikolon',
    lang: 'de',
    mailDate: '2025-12-08',
    text: `Hallo,

MS FREYA offen Rostock 10.12. nach Helsinki, 250 TEU frei; MS VEGA offen Lübeck 12.12. nach Tallinn, 320 TEU frei.

Gruß`,
    expected: [
      {
        kind: 'availability',
        vesselName: 'FREYA',
        originPort: 'DERSK',
        destinationPort: 'FIHEL',
        dateFrom: '2025-12-10',
        teu: 250,
      },
      {
        kind: 'availability',
        vesselName: 'VEGA',
        originPort: 'DELBC',
        destinationPort: 'EETLL',
        dateFrom: '2025-12-12',
        teu: 320,
      },
    ],
  },
  {
    id: 'hw-de-codes-kurz',
    lang: 'de',
    mailDate: '2025-12-08',
    text: `MS HEIKE offen RSK 09.12. nach HEL, 250 TEU, Rate auf Anfrage`,
    expected: [
      {
        kind: 'availability',
        vesselName: 'HEIKE',
        originPort: 'DERSK',
        destinationPort: 'FIHEL',
        dateFrom: '2025-12-09',
        teu: 250,
      },
    ],
  },
  {
    id: 'hw-de-aw-betreff',
    lang: 'de',
    mailDate: '2025-12-08',
    text: `Betreff: AW: Anfrage Danzig

Hallo Birte,

ja, wir hätten 15 x 20' Stückgut von Danzig nach Rotterdam, ladebereit ab 16.12., Zielrate 120 EUR/TEU.

Gruß
Jens`,
    expected: [
      {
        kind: 'cargo_request',
        originPort: 'PLGDN',
        destinationPort: 'NLRTM',
        teu: 15,
        dateFrom: '2025-12-16',
        price: { amount: 120, currency: 'EUR' },
        priceBasis: 'per_teu',
        cargoType: 'general',
        boxMix: [{ count: 15, size: '20', type: 'dry' }],
      },
    ],
  },
  {
    id: 'hw-zh-charter-offer',
    lang: 'zh',
    mailDate: '2025-12-08',
    text: `各位好！

现有以下船舶可供租用：船名：HANSA SPIRIT，载箱量：700TEU，12月15日汉堡空船，拟去格但斯克/格丁尼亚，可提供约300TEU舱位，运价150美元/TEU。`,
    expected: [
      {
        kind: 'availability',
        vesselName: 'HANSA SPIRIT',
        originPort: 'DEHAM',
        destinationPort: 'PLGDN',
        dateFrom: '2025-12-15',
        teu: 300,
        vesselCapacityTEU: 700,
        price: { amount: 150, currency: 'USD' },
        priceBasis: 'per_teu',
      },
    ],
  },
  {
    id: 'hw-zh-size-first-boxes',
    lang: 'zh',
    mailDate: '2025-12-08',
    text: `求船：安特卫普→赫尔辛基，40HQ×20个，20GP×10个，货好时间：12月12日，最晚12月20日到港，运费USD 800/40HQ。`,
    expected: [
      {
        kind: 'cargo_request',
        originPort: 'BEANR',
        destinationPort: 'FIHEL',
        teu: 50,
        dateFrom: '2025-12-12',
        dateTo: '2025-12-20',
        price: { amount: 800, currency: 'USD' },
        priceBasis: 'per_box',
        cargoType: 'general',
        boxMix: [
          { count: 20, size: '40HC', type: 'dry' },
          { count: 10, size: '20', type: 'dry' },
        ],
      },
    ],
  },
  {
    id: 'hw-zh-reefer-late-month',
    lang: 'zh',
    mailDate: '2025-12-08',
    text: `冷冻货：20个40尺冷箱（-18℃），鹿特丹至圣彼得堡，12月下旬出运，预算包干USD 30,000。`,
    expected: [
      {
        kind: 'cargo_request',
        originPort: 'NLRTM',
        destinationPort: 'RULED',
        teu: 40,
        dateFrom: '2025-12-21',
        dateTo: '2025-12-31',
        price: { amount: 30000, currency: 'USD' },
        priceBasis: 'lump_sum',
        cargoType: 'reefer',
        boxMix: [{ count: 20, size: '40', type: 'reefer', temperatureC: -18 }],
      },
    ],
  },
  {
    id: 'hw-zh-bracket-list',
    lang: 'zh',
    mailDate: '2025-12-08',
    text: `【船1】ELBE STAR 哥德堡12月10日空出 去汉堡 剩余200TEU
【船2】SAGA SKY 奥胡斯12月12日空出 去鹿特丹 剩余150TEU
运价面议`,
    expected: [
      {
        kind: 'availability',
        vesselName: 'ELBE STAR',
        originPort: 'SEGOT',
        destinationPort: 'DEHAM',
        dateFrom: '2025-12-10',
        teu: 200,
      },
      {
        kind: 'availability',
        vesselName: 'SAGA SKY',
        originPort: 'DKAAR',
        destinationPort: 'NLRTM',
        dateFrom: '2025-12-12',
        teu: 150,
      },
    ],
  },
  {
    id: 'hw-zh-forward-prefix',
    lang: 'zh',
    mailDate: '2025-12-08',
    text: `请看下面。

-----原始邮件-----
发件人: 陈静 <cj@example.cn>
发送时间: 2025年12月8日 9:30
主题: 转发: 船期
收件人: 订舱部

NORDIC WAVE轮 12月11日里加空出，前往斯德哥尔摩，可用舱位220TEU，每TEU 130美元。`,
    expected: [
      {
        kind: 'availability',
        vesselName: 'NORDIC WAVE',
        originPort: 'LVRIX',
        destinationPort: 'SESTO',
        dateFrom: '2025-12-11',
        teu: 220,
        price: { amount: 130, currency: 'USD' },
        priceBasis: 'per_teu',
      },
    ],
  },
  {
    id: 'hw-zh-dg-early-month',
    lang: 'zh',
    mailDate: '2025-12-15',
    text: `危险品询价：UN1830 8类，4个20GP，汉堡至里加，1月初装，请报价。`,
    expected: [
      {
        kind: 'cargo_request',
        originPort: 'DEHAM',
        destinationPort: 'LVRIX',
        teu: 4,
        dateFrom: '2026-01-01',
        dateTo: '2026-01-10',
        cargoType: 'dangerous',
        boxMix: [{ count: 4, size: '20', type: 'dry', imoClass: '8', unNumber: '1830' }],
      },
    ],
  },
  // ------------------------------------------------------------------------------------------ second batch
  {
    id: 'hw-en-teus-high-cube',
    lang: 'en',
    mailDate: '2025-12-08',
    text: `Hi,

Looking for space for 2 x 40' high cube reefer set +4C, fish, Tallinn to Felixstowe, loading between 14 and 16 Dec.
Target USD 150.- per TEU.

Rgds
Jan`,
    expected: [
      {
        kind: 'cargo_request',
        originPort: 'EETLL',
        destinationPort: 'GBFXT',
        teu: 4,
        dateFrom: '2025-12-14',
        dateTo: '2025-12-16',
        price: { amount: 150, currency: 'USD' },
        priceBasis: 'per_teu',
        cargoType: 'reefer',
        boxMix: [{ count: 2, size: '40HC', type: 'reefer', temperatureC: 4 }],
      },
    ],
  },
  {
    id: 'hw-en-two-day-laycan',
    lang: 'en',
    mailDate: '2025-12-08',
    text: `MV NORTHERN LIGHT, 1,036 TEU, opens Bremerhaven 15/16 Dec, for Klaipeda. 400 slots free. USD 135 per TEU.`,
    expected: [
      {
        kind: 'availability',
        vesselName: 'NORTHERN LIGHT',
        originPort: 'DEBRV',
        destinationPort: 'LTKLJ',
        dateFrom: '2025-12-15',
        teu: 400,
        vesselCapacityTEU: 1036,
        price: { amount: 135, currency: 'USD' },
        priceBasis: 'per_teu',
      },
    ],
  },
  {
    id: 'hw-en-first-half',
    lang: 'en',
    mailDate: '2025-12-18',
    text: `Cargo enquiry: 60 TEUs FAK Genoa - Valencia, 1st half Jan, budget EUR 220/TEU. Pls revert.`,
    expected: [
      {
        kind: 'cargo_request',
        originPort: 'ITGOA',
        destinationPort: 'ESVLC',
        teu: 60,
        dateFrom: '2026-01-01',
        dateTo: '2026-01-15',
        price: { amount: 220, currency: 'EUR' },
        priceBasis: 'per_teu',
        cargoType: 'general',
      },
    ],
  },
  {
    id: 'hw-en-signature-ports',
    lang: 'en',
    mailDate: '2025-12-08',
    text: `Dear Sirs,

MV TBN open Leixoes 20 Dec, next Dublin, abt 250 TEU free, idea USD 190/TEU.

Kind rgds
Tom Riley
Eastgate Chartering Ltd | Felixstowe | Rotterdam | Hamburg
T +44 1394 000000`,
    expected: [
      {
        kind: 'availability',
        vesselName: 'TBN',
        originPort: 'PTLEI',
        destinationPort: 'IEDUB',
        dateFrom: '2025-12-20',
        teu: 250,
        price: { amount: 190, currency: 'USD' },
        priceBasis: 'per_teu',
      },
    ],
  },
  {
    id: 'hw-de-euro-komma-pauschal',
    lang: 'de',
    mailDate: '2025-12-08',
    text: `Hallo,

Anfrage: 3 x 40' High Cube Maschinenteile, Hamburg - Oslo, ab 17.12., Frachtbudget EUR 4.250,00 pauschal.

Danke`,
    expected: [
      {
        kind: 'cargo_request',
        originPort: 'DEHAM',
        destinationPort: 'NOOSL',
        teu: 6,
        dateFrom: '2025-12-17',
        price: { amount: 4250, currency: 'EUR' },
        priceBasis: 'lump_sum',
        boxMix: [{ count: 3, size: '40HC', type: 'dry' }],
      },
    ],
  },
  {
    id: 'hw-de-zeitraum',
    lang: 'de',
    mailDate: '2025-12-08',
    text: `MS BORKUM (650 TEU) ist im Zeitraum 12.–14.12. in Bremen offen, anschließend Richtung Danzig. Noch 200 TEU Platz. Rate 125 EUR/TEU.`,
    expected: [
      {
        kind: 'availability',
        vesselName: 'BORKUM',
        originPort: 'DEBRE',
        destinationPort: 'PLGDN',
        dateFrom: '2025-12-12',
        teu: 200,
        vesselCapacityTEU: 650,
        price: { amount: 125, currency: 'EUR' },
        priceBasis: 'per_teu',
      },
    ],
  },
  {
    id: 'hw-de-ladung-tabelle-kuehl',
    lang: 'de',
    mailDate: '2025-12-08',
    text: `Moin,

Kühlladung:
Menge: 8 x 40' RH (+2 °C)
Von: Esbjerg
Nach: Rotterdam
Ab: Do 11.12.
Bis spätestens: 15.12.
Preis: 1.450 EUR je Box

Gruß`,
    expected: [
      {
        kind: 'cargo_request',
        originPort: 'DKEBJ',
        destinationPort: 'NLRTM',
        teu: 16,
        dateFrom: '2025-12-11',
        dateTo: '2025-12-15',
        price: { amount: 1450, currency: 'EUR' },
        priceBasis: 'per_box',
        cargoType: 'reefer',
        boxMix: [{ count: 8, size: '40HC', type: 'reefer', temperatureC: 2 }],
      },
    ],
  },
  {
    id: 'hw-zh-teus-half-month',
    lang: 'zh',
    mailDate: '2025-12-08',
    text: `您好，有一票普货：约80TEU，从瓦伦西亚到热那亚，12月下半月出运，目标运价每TEU 160欧元。`,
    expected: [
      {
        kind: 'cargo_request',
        originPort: 'ESVLC',
        destinationPort: 'ITGOA',
        teu: 80,
        dateFrom: '2025-12-16',
        dateTo: '2025-12-31',
        price: { amount: 160, currency: 'EUR' },
        priceBasis: 'per_teu',
        cargoType: 'general',
      },
    ],
  },
  {
    id: 'hw-zh-position-codes',
    lang: 'zh',
    mailDate: '2025-12-08',
    text: `船名：BALTIC WAVE
船型：800TEU
空船港口/时间：RTM / 12月14日
下一港：HEL
可装：约350TEU
价格：USD160/TEU`,
    expected: [
      {
        kind: 'availability',
        vesselName: 'BALTIC WAVE',
        originPort: 'NLRTM',
        destinationPort: 'FIHEL',
        dateFrom: '2025-12-14',
        teu: 350,
        vesselCapacityTEU: 800,
        price: { amount: 160, currency: 'USD' },
        priceBasis: 'per_teu',
      },
    ],
  },
  {
    id: 'hw-zh-two-cargo-lines',
    lang: 'zh',
    mailDate: '2025-12-08',
    text: `两票货：
一、汉堡-里加，10个40HQ，12月15日货好
二、鹿特丹-赫尔辛基，5个20尺开顶箱，12月18日前到港，运价面议`,
    expected: [
      {
        kind: 'cargo_request',
        originPort: 'DEHAM',
        destinationPort: 'LVRIX',
        teu: 20,
        dateFrom: '2025-12-15',
        boxMix: [{ count: 10, size: '40HC', type: 'dry' }],
      },
      {
        kind: 'cargo_request',
        originPort: 'NLRTM',
        destinationPort: 'FIHEL',
        teu: 5,
        dateTo: '2025-12-18',
        cargoType: 'out_of_gauge',
        boxMix: [{ count: 5, size: '20', type: 'open_top' }],
      },
    ],
  },
  {
    id: 'hw-en-same-ship-twice',
    lang: 'en',
    mailDate: '2025-12-08',
    text: `Morning all,

MV WESER STAR open Hamburg 12 Dec.

Details: MV WESER STAR, 698 TEU / 120 plugs, next Gdansk, abt 280 TEU free, USD 175/TEU.

Brgds`,
    expected: [
      {
        kind: 'availability',
        vesselName: 'WESER STAR',
        originPort: 'DEHAM',
        destinationPort: 'PLGDN',
        dateFrom: '2025-12-12',
        teu: 280,
        vesselCapacityTEU: 698,
        price: { amount: 175, currency: 'USD' },
        priceBasis: 'per_teu',
      },
    ],
  },
  // ------------------------------------------------------------------------------------- relative dates
  {
    id: 'hw-en-tomorrow-next-week',
    lang: 'en',
    mailDate: '2025-12-10',
    text: `Hi all,

MV POLAR WIND opens Gothenburg tomorrow, for Aarhus, 180 TEU free.
Also cargo: 20 x 20' dry Aarhus - Rotterdam, loading next week, rates on request.

Thx`,
    expected: [
      {
        kind: 'availability',
        vesselName: 'POLAR WIND',
        originPort: 'SEGOT',
        destinationPort: 'DKAAR',
        dateFrom: '2025-12-11',
        teu: 180,
      },
      {
        kind: 'cargo_request',
        originPort: 'DKAAR',
        destinationPort: 'NLRTM',
        teu: 20,
        dateFrom: '2025-12-15',
        dateTo: '2025-12-21',
        cargoType: 'general',
        boxMix: [{ count: 20, size: '20', type: 'dry' }],
      },
    ],
  },
  {
    id: 'hw-de-naechste-woche',
    lang: 'de',
    mailDate: '2025-12-10',
    text: `Moin, MS LOTTE ist ab morgen in Kiel frei, danach Göteborg, 220 TEU frei. Außerdem 12 x 40' HC Maschinenteile Kiel - Oslo, Verladung nächste Woche, Zielrate 140 EUR/TEU.`,
    expected: [
      {
        kind: 'availability',
        vesselName: 'LOTTE',
        originPort: 'DEKEL',
        destinationPort: 'SEGOT',
        dateFrom: '2025-12-11',
        teu: 220,
      },
      {
        kind: 'cargo_request',
        originPort: 'DEKEL',
        destinationPort: 'NOOSL',
        teu: 24,
        dateFrom: '2025-12-15',
        dateTo: '2025-12-21',
        price: { amount: 140, currency: 'EUR' },
        priceBasis: 'per_teu',
        boxMix: [{ count: 12, size: '40HC', type: 'dry' }],
      },
    ],
  },
  {
    id: 'hw-zh-xia-zhou',
    lang: 'zh',
    mailDate: '2025-12-10',
    text: `NORDIC SUN轮明天在哥本哈根空出，去斯德哥尔摩，剩余舱位150TEU。
另有货：8个40HQ，哥本哈根到斯德哥尔摩，下周装船，运价面议。`,
    expected: [
      {
        kind: 'availability',
        vesselName: 'NORDIC SUN',
        originPort: 'DKCPH',
        destinationPort: 'SESTO',
        dateFrom: '2025-12-11',
        teu: 150,
      },
      {
        kind: 'cargo_request',
        originPort: 'DKCPH',
        destinationPort: 'SESTO',
        teu: 16,
        dateFrom: '2025-12-15',
        dateTo: '2025-12-21',
        boxMix: [{ count: 8, size: '40HC', type: 'dry' }],
      },
    ],
  },
  // ------------------------------------------------------------------------------------------ third batch
  {
    id: 'hw-en-schedule-eta-etd',
    lang: 'en',
    mailDate: '2025-12-08',
    text: `MV ELBE-STAR (1,100 TEU, 200 plugs)
HAM ETA 12/12 ETD 13/12 - GDY ETA 15/12
Space ex HAM: 400 TEU, rate USD 150.00/TEU basis FIO`,
    expected: [
      {
        kind: 'availability',
        vesselName: 'ELBE-STAR',
        originPort: 'DEHAM',
        destinationPort: 'PLGDY',
        dateFrom: '2025-12-13',
        arrivalDate: '2025-12-15',
        teu: 400,
        vesselCapacityTEU: 1100,
        price: { amount: 150, currency: 'USD' },
        priceBasis: 'per_teu',
      },
    ],
  },
  {
    id: 'hw-en-range-no-port',
    lang: 'en',
    mailDate: '2025-12-08',
    text: `MV AMBER LINE open Rotterdam 15/12 for Baltic range, intake 500 TEU @ 14t hom, DWT 8,500. Ideas welcome.`,
    expected: [
      {
        kind: 'availability',
        vesselName: 'AMBER LINE',
        originPort: 'NLRTM',
        dateFrom: '2025-12-15',
        teu: 500,
      },
    ],
  },
  {
    id: 'hw-en-45-mt',
    lang: 'en',
    mailDate: '2025-12-08',
    text: `Cargo: 6 x 45' HC dry, GW 18 mt each, Tilbury - Dublin, ready 11 Dec, USD 1,250 per box.`,
    expected: [
      {
        kind: 'cargo_request',
        originPort: 'GBTIL',
        destinationPort: 'IEDUB',
        teu: 14,
        dateFrom: '2025-12-11',
        price: { amount: 1250, currency: 'USD' },
        priceBasis: 'per_box',
        cargoType: 'general',
        boxMix: [{ count: 6, size: '45', type: 'dry', grossWeightKg: 18000 }],
      },
    ],
  },
  {
    id: 'hw-de-abfahrt-wochentag',
    lang: 'de',
    mailDate: '2025-12-03',
    text: `Hallo Jens,

MS SVEA FEEDER (508 TEU): Abfahrt Rostock Di 08.12., Ziel Helsinki. Ca. 90 Stellplätze sind noch frei. Rate 118 EUR/TEU.

Viele Grüße
Birte Hansen
Nordsee Chartering GmbH, Am Sandtorkai 1, 20457 Hamburg`,
    expected: [
      {
        kind: 'availability',
        vesselName: 'SVEA FEEDER',
        originPort: 'DERSK',
        destinationPort: 'FIHEL',
        dateFrom: '2025-12-08',
        teu: 90,
        vesselCapacityTEU: 508,
        price: { amount: 118, currency: 'EUR' },
        priceBasis: 'per_teu',
      },
    ],
  },
  {
    id: 'hw-zh-reply-original',
    lang: 'zh',
    mailDate: '2025-12-08',
    text: `主题：答复: 询价

张经理好，我们可以接：15个20GP，里加到汉堡，12月16日货好，每TEU 120美元。

-----原始邮件-----
发件人: 张伟
发送时间: 2025年12月5日
主题: 询价

请问有船从塔林去鹿特丹吗？`,
    expected: [
      {
        kind: 'cargo_request',
        originPort: 'LVRIX',
        destinationPort: 'DEHAM',
        teu: 15,
        dateFrom: '2025-12-16',
        price: { amount: 120, currency: 'USD' },
        priceBasis: 'per_teu',
        cargoType: 'general',
        boxMix: [{ count: 15, size: '20', type: 'dry' }],
      },
    ],
  },
  {
    id: 'hw-zh-plugs-usd',
    lang: 'zh',
    mailDate: '2025-12-08',
    text: `船名：NORDIC 2
空出：安特卫普 12月13日
去向：格丁尼亚
可用舱位：260TEU，冷插80个
运价：USD 135/TEU`,
    expected: [
      {
        kind: 'availability',
        vesselName: 'NORDIC 2',
        originPort: 'BEANR',
        destinationPort: 'PLGDY',
        dateFrom: '2025-12-13',
        teu: 260,
        price: { amount: 135, currency: 'USD' },
        priceBasis: 'per_teu',
      },
    ],
  },
  // ----------------------------------------------------------------------------------------- fourth batch
  {
    id: 'hw-de-stellplaetze-doppelpunkt',
    lang: 'de',
    mailDate: '2025-12-08',
    text: `Position: MS ANNA-LENA, 750 TEU, Ladehafen Bremerhaven, Ladebereitschaft ab KW 51, Löschhafen Kotka, freie Stellplätze: 320, Fracht: nach Vereinbarung`,
    expected: [
      {
        kind: 'availability',
        vesselName: 'ANNA-LENA',
        originPort: 'DEBRV',
        destinationPort: 'FIKTK',
        dateFrom: '2025-12-15',
        teu: 320,
        vesselCapacityTEU: 750,
      },
    ],
  },
  {
    id: 'hw-de-baujahr-bereich',
    lang: 'de',
    mailDate: '2025-12-08',
    text: `Wir bieten an: MS WESER (Baujahr 2008, 868 TEU) – offen Antwerpen 15.–17.12., Ziel Klaipeda, ca. 400 TEU frei.`,
    expected: [
      {
        kind: 'availability',
        vesselName: 'WESER',
        originPort: 'BEANR',
        destinationPort: 'LTKLJ',
        dateFrom: '2025-12-15',
        teu: 400,
        vesselCapacityTEU: 868,
      },
    ],
  },
  {
    id: 'hw-de-container-pro-box',
    lang: 'de',
    mailDate: '2025-12-08',
    text: `Ladung: 18 x 20' Container mit Granulat (je ca. 22 t), Rotterdam → Danzig, ab sofort, Budget ca. 2.000 EUR pro Box`,
    expected: [
      {
        kind: 'cargo_request',
        originPort: 'NLRTM',
        destinationPort: 'PLGDN',
        teu: 18,
        dateFrom: '2025-12-08',
        price: { amount: 2000, currency: 'EUR' },
        priceBasis: 'per_box',
        boxMix: [{ count: 18, size: '20', type: 'dry', grossWeightKg: 22000 }],
      },
    ],
  },
  {
    id: 'hw-zh-ke-pei',
    lang: 'zh',
    mailDate: '2025-12-08',
    text: `【空船】NORTHERN STAR，1000TEU，12月20日鹿特丹空出，拟去里加，可配约400TEU，运价面议。`,
    expected: [
      {
        kind: 'availability',
        vesselName: 'NORTHERN STAR',
        originPort: 'NLRTM',
        destinationPort: 'LVRIX',
        dateFrom: '2025-12-20',
        teu: 400,
        vesselCapacityTEU: 1000,
      },
    ],
  },
  {
    id: 'hw-zh-size-type-count',
    lang: 'zh',
    mailDate: '2025-12-08',
    text: `询盘：汉堡—赫尔辛基，20尺普柜12个，40尺高柜8个，12月中旬装，请报最优价。`,
    expected: [
      {
        kind: 'cargo_request',
        originPort: 'DEHAM',
        destinationPort: 'FIHEL',
        teu: 28,
        dateFrom: '2025-12-11',
        dateTo: '2025-12-20',
        cargoType: 'general',
        boxMix: [
          { count: 12, size: '20', type: 'dry' },
          { count: 8, size: '40HC', type: 'dry' },
        ],
      },
    ],
  },
];
