import { describe, expect, it } from 'vitest';
import {
  daysOf as days,
  draftsAt,
  mixOf,
  orderDates,
  priceOf,
  routeOf,
  shipOf,
  sizesOf,
  teuOf,
} from './forms-test-helpers';

const drafts = draftsAt('2026-04-14');

/** Forms the thirty-ninth set left and the fortieth to forty-second sets showed (issue 26). */
describe('forms of the fortieth to forty-second development sets', () => {
  it('reads hurried lower-case position lines: the day she opens before the port, a number closing her name, "220 of 510"', () => {
    const list = drafts(
      'opn tonnage quick\nmv luna b ppt antwerp abt 150 dir dublin\nmv ostsee 2 fri rotterdam 220 of 510 dir cork 1.1k usd/40\ntx',
    );
    expect(list.map((d) => [shipOf(d), routeOf(d), days(d)?.[0], sizesOf(d)])).toEqual([
      ['LUNA B', ['BEANR', 'IEDUB'], '2026-04-14', [null, null]],
      ['OSTSEE 2', ['NLRTM', 'IEORK'], '2026-04-17', [220, 510]],
    ]);
    expect(drafts('MV OSTSEE 2 opn Rotterdam 17/4').map(shipOf)).toEqual(['OSTSEE 2']);
    // A port after the name's first word ends a lower-case name.
    expect(drafts('mv ostsee fri rotterdam 220 of 510 dir cork').map(shipOf)).toEqual(['OSTSEE']);
    // "12 free" after a name is her free slots, not part of her name; "3 of 400 boxes" is no free figure.
    expect(drafts('MV ANNA 12 free opn Kiel 17/4 dir Riga').map((d) => [shipOf(d), sizesOf(d)])).toEqual([
      ['ANNA', [12, null]],
    ]);
  });

  it('reads boxes booked on a named ship as an order, each under its own heading, and "je 20.500 kg" as 20,500 kg', () => {
    const orders = drafts(
      "Hallo Jens,\n\nbitte fest einbuchen:\n\nBuchung 1\nMS ELBE TRADER\nHamburg → Gdynia, Ladetag 28.12.\n6 x 20' GP, je 20.500 kg brutto\nRate EUR 165/TEU\n\nBuchung 2\nMS TRAVE SUN\nLübeck → Helsinki, Ladetag 29.12.\n2 x 40' HC Reefer, -20 °C",
      '2026-12-21',
    );
    expect(orders.map((d) => [d.kind, routeOf(d), teuOf(d)])).toEqual([
      ['cargo_request', ['DEHAM', 'PLGDY'], 6],
      ['cargo_request', ['DELBC', 'FIHEL'], 4],
    ]);
    expect(mixOf(orders[0])?.[0].grossWeightKg).toBe(20500);
    const zh = drafts(
      '请按以下安排：\n\n订单一：\n船名：ELBE TRADER\n汉堡 → 格丁尼亚\n箱型：40HQ x 6\n\n订单二：\n船名：TRAVE SUN\n罗斯托克 → 特雷勒堡\n箱型：20尺 x 4',
      '2026-12-09',
    );
    expect(zh.map((d) => [d.kind, teuOf(d)])).toEqual([
      ['cargo_request', 12],
      ['cargo_request', 4],
    ]);
    // A ship with free slots stays a position, boxes or not.
    expect(
      drafts('Booking open: MV ELBE TRADER opn Hamburg 28.12., 120 TEU free, 2 x 40HC reefer max').map(
        (d) => d.kind,
      ),
    ).toEqual(['availability']);
  });

  it("reads one ship's sailings on lines of their own under her name, each with its own day and free figure", () => {
    const de = drafts(
      'Moin,\n\nMS WESERSTERN (600 TEU), Rate EUR 150/TEU für beide Reisen:\n\nReise 1: offen Hamburg 01.02., nach Riga, ETA 03.02. – 170 TEU frei\nReise 2: offen Tilbury 05.02., nach Bremerhaven, ETA 07.02. – 120 TEU frei\n\nGruß',
      '2027-01-28',
    );
    expect(de.map((d) => [shipOf(d), routeOf(d), days(d), sizesOf(d)])).toEqual([
      ['WESERSTERN', ['DEHAM', 'LVRIX'], ['2027-02-01', '2027-02-03'], [170, 600]],
      ['WESERSTERN', ['GBTIL', 'DEBRV'], ['2027-02-05', '2027-02-07'], [120, 600]],
    ]);
    const zh = drafts(
      '各位好，\n\nNORSE STAR（350TEU），运价 EUR 180/TEU：\n航次一：2月10日 奥斯陆 → 费利克斯托，ETA 2月12日，剩余舱位90TEU\n航次二：2月13日 费利克斯托 → 奥斯陆，ETA 2月15日，剩余舱位150TEU',
      '2027-02-08',
    );
    expect(zh.map((d) => [shipOf(d), days(d)?.[0], sizesOf(d)?.[0]])).toEqual([
      ['NORSE STAR', '2027-02-10', 90],
      ['NORSE STAR', '2027-02-13', 150],
    ]);
    const en = drafts(
      'MV ISLA BONITA (450 TEU nom)\n- sailing 1: open Lisbon Mon 28/12, ETA Funchal Wed 30/12 - 300 TEU free\n- sailing 2: open Lisbon Mon 04/01, ETA Ponta Delgada Thu 07/01 - abt 220 TEU free\n\nrate EUR 195 pr TEU',
      '2026-12-21',
    );
    expect(en.map((d) => [shipOf(d), routeOf(d)[1], sizesOf(d)?.[0]])).toEqual([
      ['ISLA BONITA', 'PTFNC', 300],
      ['ISLA BONITA', 'PTPDL', 220],
    ]);
    // The facts of one sailing over several lines stay one position.
    expect(
      drafts(
        'MV HAI LONG 7 (957 TEU nom)\n- open Hamburg Mon 12/01\n- abt 310 TEU free for Riga, ETA Riga 16/01\n- rate USD 210 per TEU',
        '2026-01-08',
      ).length,
    ).toBe(1);
  });

  it('reads a correction of the route and days over "all other details unchanged" and the ship as one position', () => {
    const [one, ...rest] = drafts(
      'Subject: CORRECTION // MV HANSE STAR – Bremerhaven / Gothenburg\n\nDear partners,\n\npls note a correction to our position sent this morning:\n\ncorrection: ETD Bremerhaven now Sat 12/12, not Thu 10/12 (crane works at the terminal). ETA Gothenburg accordingly Mon 14/12.\n\nAll other details unchanged:\nMV HANSE STAR, 868 TEU, 300 slots free\nrate EUR 185/TEU all-in\n\nBest regards',
      '2026-12-02',
    );
    expect(rest).toEqual([]);
    expect([shipOf(one), routeOf(one), days(one), sizesOf(one)]).toEqual([
      'HANSE STAR',
      ['DEBRV', 'SEGOT'],
      ['2026-12-12', '2026-12-14'],
      [300, 868],
    ]);
  });

  it('reads voyage lines with "free abt 140 teu" after a date, not the date\'s tail as the free figure', () => {
    const list = drafts(
      'MV SOLBERG (450 teu, 60 plugs) - next two:\n\nVoy 251N  Oslo 21/12 -> Felixstowe eta 23/12   free abt 140 teu\nVoy 252S  Felixstowe 04/01 -> Oslo eta 06/01   free abt 200 teu\n\nEUR 175 per teu both directions',
      '2026-12-18',
    );
    expect(list.map((d) => [shipOf(d), routeOf(d), sizesOf(d)])).toEqual([
      ['SOLBERG', ['NOOSL', 'GBFXT'], [140, 450]],
      ['SOLBERG', ['GBFXT', 'NOOSL'], [200, 450]],
    ]);
  });

  it('reads "w/c 14 Dec" as that week, Monday to Sunday, and never a date across a line break', () => {
    const [order] = drafts(
      'Slot req Dublin - Rotterdam w/c 14 Dec\n6 x 40HC - approx 12t each',
      '2026-12-02',
    );
    expect(orderDates(order)).toEqual(['2026-12-14', '2026-12-20']);
    expect(orderDates(drafts('Dublin - Rotterdam, week commencing 4/1\n2 x 20GP', '2026-12-20')[0])).toEqual([
      '2027-01-04',
      '2027-01-10',
    ]);
    // "Rotterdam 14 Dec" over "6 x 40HC" is the 14th, not "Dec 6".
    expect(orderDates(drafts('Slot req Dublin - Rotterdam 14 Dec\n6 x 40HC', '2026-12-02')[0])?.[0]).toBe(
      '2026-12-14',
    );
  });

  it('reads 比港 as Piraeus, sailings on consecutive lines of one paragraph, and a lane rate by where it starts', () => {
    const list = drafts(
      'HUA HAI STAR（总箱量950TEU）比港—的里雅斯特周班，近两班剩余舱位如下：\n\n第一班：12月14日（周一）比港开，预计12月17日（周四）到的里雅斯特，剩余舱位200TEU\n第二班：12月21日（周一）比港开，预计12月24日（周四）到，剩余舱位260TEU\n\n运价：USD 210/TEU',
      '2026-12-09',
    );
    expect(list.map((d) => [shipOf(d), routeOf(d), days(d), sizesOf(d)])).toEqual([
      ['HUA HAI STAR', ['GRPIR', 'ITTRS'], ['2026-12-14', '2026-12-17'], [200, 950]],
      ['HUA HAI STAR', ['GRPIR', 'ITTRS'], ['2026-12-21', '2026-12-24'], [260, 950]],
    ]);
    // The same sailing said again in a correction and in the line to pass on stays one position.
    expect(
      drafts(
        'kurze Korrektur: das Schiff ist erst ab Di. 14.04. in Rostock offen, und es sind nur noch 210 Stellplätze frei statt 260.\n\nAlso bitte so weitergeben:\nMS WARNOW STAR – 447 TEU – 210 frei – offen Rostock 14.04. – nach Kotka, ETA 16.04.',
        '2026-04-09',
      ).map(shipOf),
    ).toEqual(['WARNOW STAR']);
  });

  it("reads Chinese box lines: 45尺高箱 x 2, 20' ISO tank x 4, 每箱毛重：16,000 kg, and 类别 as no class", () => {
    const [mix] = drafts('鹿特丹到科克\n箱型：45尺高箱 x 2，40尺 x 3', '2026-12-14');
    expect([teuOf(mix), mixOf(mix)?.map((l) => [l.count, l.size])]).toEqual([
      11,
      [
        [2, '45'],
        [3, '40'],
      ],
    ]);
    const [tank] = drafts(
      "客户有罐箱货：\n20' ISO tank x 4，非危，每箱毛重 24,000 kg\n鹿特丹 → 格但斯克",
      '2027-01-11',
    );
    expect(mixOf(tank)).toEqual([{ count: 4, size: '20', type: 'tank', grossWeightKg: 24000 }]);
    const [dg] = drafts(
      '汉堡到奥斯陆\n箱型：20GP x 5\n类别：IMO 3 级，UN 1263（油漆）\n每箱毛重：16,000 kg',
      '2026-12-03',
    );
    expect(mixOf(dg)).toEqual([
      { count: 5, size: '20', type: 'dry', imoClass: '3', unNumber: '1263', grossWeightKg: 16000 },
    ]);
  });

  it('reads "Rotterdam / 04.12" under "NEXT PORT / ETA" as the arrival, and a register number\'s letters as no port', () => {
    const list = drafts(
      'pls see our open vessels for next week (KW 49):\n\nVESSEL          NOM TEU  FREE  OPEN AT    ETD    NEXT PORT / ETA\nMEWA            508      140   Gdynia     01.12  Rotterdam / 04.12\nORKA            698      260   Gdansk     02.12  Hamburg / 04.12\n\nMEWA: rate EUR 160/TEU all in.\n\nBest regards\nMarta\nul. Hutnicza 40, 81-061 Gdynia, Poland\nNIP 586-231-44-09 | KRS 0000341122',
      '2026-11-27',
    );
    expect(list.map((d) => [shipOf(d), routeOf(d), days(d)])).toEqual([
      ['MEWA', ['PLGDY', 'NLRTM'], ['2026-12-01', '2026-12-04']],
      ['ORKA', ['PLGDN', 'DEHAM'], ['2026-12-02', '2026-12-04']],
    ]);
  });

  it('reads hurried notes: a lower-case ship with "EUR" in her line, "eta so", and "2 iso tanks 20\'"', () => {
    const [ship] = drafts(
      "ms ostwind frei gdansk ab sofort 410 teu aufnahme ri hamburg eta so rate 1,2k EUR pro 40'",
      '2026-07-15',
    );
    expect([shipOf(ship), routeOf(ship), days(ship)]).toEqual([
      'OSTWIND',
      ['PLGDN', 'DEHAM'],
      ['2026-07-15', '2026-07-19'],
    ]);
    const [tanks] = drafts(
      "2 iso tanks 20' non haz ex rotterdam to riga ready 2morrow lumpsum 3.5k eur ok?",
      '2026-09-03',
    );
    expect(mixOf(tanks)).toEqual([{ count: 2, size: '20', type: 'tank' }]);
    // "so" alone is a word, not a Sunday.
    expect(days(drafts('ms ostwind frei gdansk 410 teu so ri hamburg', '2026-07-15')[0])?.[1]).toBeNull();
  });

  it('reads no year as a size, no dimension as a date, and 剩余80个TEU as the free figure', () => {
    const [ship] = drafts(
      'MV LUCIA MAR\nflag ATG / blt 2008 / 508 TEU nom / 150 plugs\npos Valencia ETD Tue 24/11\nnext port Genoa, ETA Thu 26/11\nfree: 310 TEU (abt 14t hom)',
      '2026-11-20',
    );
    expect(sizesOf(ship)).toEqual([310, 508]);
    const [oog] = drafts(
      "1 x 40' FR - transformer, L 11.80 x W 3.20 x H 2.70 m, 28.000 kg\nPOL Barcelona\nPOD Piraeus\ncargo ready wk 51",
      '2026-12-04',
    );
    expect(orderDates(oog)).toEqual(['2026-12-14', '2026-12-20']);
    const [zh] = drafts(
      'MING HAI 轮（总箱量366TEU）1月4日（周一）起热那亚可装，剩余80个TEU，预计1月6日（周三）抵巴勒莫。',
      '2026-12-24',
    );
    expect(sizesOf(zh)).toEqual([80, 366]);
  });

  it('reads a figure corrected in a later message: "sorry 145 not 140", "180 statt 160"', () => {
    const [chat] = drafts(
      '[08:47, 30/11/2026] Pieter: MV KESTREL SUN 530 teu, abt 210 free\n[08:48, 30/11/2026] Pieter: opn Rotterdam Thu 03/12 dir Riga\n[08:55, 30/11/2026] Pieter: usd 140/teu fio\n[08:58, 30/11/2026] Pieter: sorry 145 not 140, owners just came back',
      '2026-11-30',
    );
    expect([priceOf(chat)?.amount, sizesOf(chat)]).toEqual([145, [210, 530]]);
    const [de] = drafts(
      'MS ELBE SUN frei Hamburg 12.12., 160 TEU frei, nach Riga\nKorrektur: 180 statt 160',
      '2026-12-01',
    );
    expect(sizesOf(de)?.[0]).toBe(180);
  });

  it('reads chat exports: timestamps before the date are no days, a port corrected in a later message', () => {
    const [order] = drafts(
      "[10:05, 29.12.2026] Heike: Anfrage: 4 x 45' Stückgut Rotterdam → Cork, Ladung 05.–08.01.\n[10:06, 29.12.2026] Heike: Ziel max. EUR 160 pro TEU\n[10:19, 29.12.2026] Heike: Korrektur: Dublin nicht Cork 🙈\n[10:30, 29.12.2026] Uwe: ok, notiert 👍",
      '2026-12-29',
    );
    expect([routeOf(order), orderDates(order)]).toEqual([
      ['NLRTM', 'IEDUB'],
      ['2027-01-05', '2027-01-08'],
    ]);
    const [teams] = drafts(
      'Teams – Stefanie Vogt 16:05\nexport job: 3 x 40OT machinery, Hamburg → Helsinki, loading 21.12.\nTeams – Rob Fielding 16:12\nok 👍',
      '2026-12-15',
    );
    expect(orderDates(teams)?.[0]).toBe('2026-12-21');
  });

  it('reads the price on offer, not one turned down or of the past', () => {
    const [de] = drafts(
      'Ihr Gebot von EUR 120/TEU für die Slots auf MS BISKAYA SUN können wir leider nicht annehmen.\nDer Reeder geht auf EUR 135,- pro TEU runter.\nZur Info: zuletzt gezahlt (last done) wurden Anfang Dezember EUR 142,-.\n\nMS BISKAYA SUN, ab Le Havre Do 17.12., ca. 150 Stellplätze frei, nach Bilbao',
      '2026-12-10',
    );
    expect(priceOf(de)?.amount).toBe(135);
    const [en] = drafts(
      "Thank you for your rate of EUR 850 per box. Unfortunately too high for our client, he can pay max EUR 760/box.\nLast done in January was EUR 720.\n\n12 x 40' Sines → Le Havre, loading Mon 15/02 – Fri 19/02",
      '2027-02-01',
    );
    expect(priceOf(en)?.amount).toBe(760);
    const [zh] = drafts(
      '船东不接受 EUR 150/TEU 的还价，最低只能做 EUR 172/TEU。上次成交价是 EUR 168/TEU。\n船名：TAGUS STAR\n开航：里斯本，12月28日\n目的港：勒阿弗尔\n剩余舱位：130 TEU',
      '2026-12-20',
    );
    expect(priceOf(zh)?.amount).toBe(172);
  });

  it('reads a bid turned down and a position restated below as one position at the price on offer', () => {
    const list = drafts(
      'Thanks for your bid of EUR 140/TEU for the 90 slots on MV TXINGU.\nOwners cannot accept it. Their best is EUR 158 per TEU, firm until tomorrow 12:00 CET.\n\nReminder of the position:\nMV TXINGU – open Pasajes Wed 16/12, 90 TEU available, direct Hamburg, ETA Sun 20/12.\n\nFor your info last done on this run was EUR 150 end of November.',
      '2026-12-10',
    );
    expect(list.map((d) => [shipOf(d), days(d), priceOf(d)?.amount])).toEqual([
      ['TXINGU', ['2026-12-16', '2026-12-20'], 158],
    ]);
    // "your 105 not workable" after the rate is of the 105, not of the rate.
    const [rate] = drafts(
      'Slots: 140 TEU, open Marseille Fri 29/08, dir Valencia.\nRate USD 112 / TEU as countered (your 105 not workable).',
      '2025-08-27',
    );
    expect(priceOf(rate)?.amount).toBe(112);
    // A market brief's "last done" rates are no orders.
    expect(
      drafts(
        '本周市场简报：\n- 勒阿弗尔-毕尔巴鄂：上次成交 EUR 150/TEU\n- 鹿特丹-里斯本：上次成交 EUR 175/TEU',
        '2027-01-20',
      ),
    ).toEqual([]);
  });

  it('reads a later message correcting one of several by its ship or number', () => {
    const ships = drafts(
      '[07:58, 27/01/2027] Fergus: 2 ships opn nxt wk:\n[07:59, 27/01/2027] Fergus: - MV SLANEY SUN 500 teu, 220 free, opn Dublin Mon 01/02 dir Rotterdam\n[07:59, 27/01/2027] Fergus: - MV BOYNE SUN 380 teu, 160 free, opn Cork Thu 04/02 dir Antwerp\n[08:30, 27/01/2027] Fergus: sorry SLANEY SUN 180 free not 220, 40 just booked',
      '2027-01-27',
    );
    expect(ships.map((d) => sizesOf(d)?.[0])).toEqual([180, 160]);
    const orders = drafts(
      '[09:06, 15/12/2026] Nuno: 1) Leixoes - Rotterdam, 8x40HC cork & wine, general, ready 21/12\n[09:06, 15/12/2026] Nuno: 2) Lisbon - Antwerp 2x20 flat rack OOG, laycan 04-08 Jan\n[09:15, 15/12/2026] Nuno: ah sorry nr 1 is 9 boxes not 8',
      '2026-12-15',
    );
    expect(orders.map((d) => teuOf(d))).toEqual([18, 2]);
  });
});
