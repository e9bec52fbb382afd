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
import type { MailDraft } from './types';

const drafts = draftsAt('2026-12-10');

/** Forms the thirty-third to thirty-sixth sets showed (issue 26), and misses known from the round before. */
describe('forms of the thirty-third to thirty-sixth development sets', () => {
  it('reads 抵 after a day as her arrival at the port after it, and 抵 at the port she then sails from as her origin', () => {
    const [hamburg] = drafts('【HAI XING】12月18日汉堡开，12月22日抵斯德哥尔摩，剩余舱位200TEU，运价面议');
    expect([routeOf(hamburg), days(hamburg)]).toEqual([
      ['DEHAM', 'SESTO'],
      ['2026-12-18', '2026-12-22'],
    ]);
    const [genoa] = drafts(
      '船名：MV EASTERN PEARL\n剩余舱位：300 TEU\n3月12日抵热那亚（ETA），3月13日离港（ETD）\n前往巴塞罗那，预计3月14日到港',
      '2027-03-05',
    );
    expect([routeOf(genoa), days(genoa)]).toEqual([
      ['ITGOA', 'ESBCN'],
      ['2027-03-13', '2027-03-14'],
    ]);
  });

  it('takes a narrower date inside an order\'s vague span, and reads "latest shipment 9.1." after a day as the next day\'s label', () => {
    const [cork] = drafts(
      'Subject: Jan bookings – Antwerp to Cork\n\nFor early January please:\n10 x 20DV, Antwerp → Cork, loading window 4-8 Jan',
      '2026-12-29',
    );
    expect(orderDates(cork)).toEqual(['2027-01-04', '2027-01-08']);
    const [triest] = drafts(
      "10 x 20' Tankcontainer ab Rotterdam nach Triest. Verladung Anfang Januar, 04.01.–08.01.",
      '2026-12-08',
    );
    expect(orderDates(triest)).toEqual(['2027-01-04', '2027-01-08']);
    const [helsinki] = drafts(
      'subject: stem hh - helsinki early jan\n\npls quote below, cargo ready hh 5.1. latest shipment 9.1.\n\n4 x 40hc dry',
      '2025-12-22',
    );
    expect(orderDates(helsinki)).toEqual(['2026-01-05', '2026-01-09']);
  });

  it('reads counts and sizes in Chinese numerals, a round hundred too, its span on the mail', () => {
    const text = '【HAI HONG 6】2603W 鹿特丹1/19开，1/20抵费利克斯托，空舱二百TEU';
    const [position] = drafts(text, '2026-01-08');
    expect(sizesOf(position)).toEqual([200, null]);
    const free = position.kind === 'availability' ? position.fields.availableTEU.span : null;
    expect(free && text.slice(free.start, free.end)).toContain('二百');
    const [order] = drafts('询价 汉堡—格但斯克\n箱量：三十个四十尺柜（40GP），下周三开始装', '2026-01-16');
    expect([teuOf(order), mixOf(order)]).toEqual([60, [{ count: 30, size: '40', type: 'dry' }]]);
  });

  it('reads 开顶柜 and 框架柜 as open tops and flat racks, and a total weight as no box weight', () => {
    const [oog] = drafts(
      '汉堡→安巴利\n两个四十尺开顶柜（40OT），超高约50公分\n一个四十尺框架柜（40FR），超宽',
    );
    expect(mixOf(oog)?.map((l) => l.type)).toEqual(['open_top', 'flat_rack']);
    const [total] = drafts(
      '客户有三个四十尺高柜加一个二十尺，梅尔辛装，比雷埃夫斯卸，第48周装船，总重约60吨。',
    );
    expect(mixOf(total)?.map((l) => l.grossWeightKg)).toEqual([undefined, undefined]);
  });

  it('keeps one order said twice, in a translation over the forwarded original; "vor dem 20. November" is the latest day', () => {
    const orders = drafts(
      "Hallo Herr Vogel,\n\nunten die weitergeleitete Anfrage. Kurz übersetzt: 20 x 40' HQ, Hamburg -> Leixões, Verladung vor " +
        'dem 20. November, Zielpreis USD 900 je Container.\n\nGruß\nWu Ting\n\n---------- Weitergeleitete Nachricht ----------\n' +
        'Betreff: 询价 汉堡-莱肖埃斯 二十个四十尺\n\n我们有一票货从汉堡到葡萄牙莱肖埃斯：\n二十个四十尺高柜（40HQ），11月20日前装船，\n目标价 USD 900/柜。',
      '2026-10-28',
    );
    expect(orders.map((d) => [routeOf(d), teuOf(d), orderDates(d)])).toEqual([
      [['DEHAM', 'PTLEI'], 40, [null, '2026-11-20']],
    ]);
  });

  it('reads slashed dates month first where the mail writes them so ("1/12" beside "1/15", "1/19")', () => {
    const sailings = drafts(
      '船名 | 航次 | 开航（鹿特丹） | 预计抵达（费利克斯托） | 空舱\n【HAI HONG 6】 | 2602W | 1/12 | 1/13 | 180TEU\n' +
        '【SINO PEARL】 | 2601W | 1/15 | 1/16 | 90TEU\n【HAI HONG 6】 | 2603W | 1/19 | 1/20 | 200TEU',
      '2026-01-08',
    );
    expect(sailings.map((d) => days(d)?.[0])).toEqual(['2026-01-12', '2026-01-15', '2026-01-19']);
    const [dayFirst] = drafts(
      'MV ELBE open Hamburg 1/12, ETA Riga 4/12, 200 free; last voyage Riga 20/11',
      '2026-11-25',
    );
    expect(days(dayFirst)).toEqual(['2026-12-01', '2026-12-04']);
  });

  it('reads a chat paste: 空舱 offers space though the mail asks for cargo, a Latin name after its Chinese one, close slashed days', () => {
    const chat = drafts(
      '钉钉群最新消息如下：\n\n[10-21 10:05] 陈静：「DONG HAI 5」 比雷埃夫斯 10/26 开航，预计10/29到贝鲁特，空舱 300\n' +
        '[10-21 10:07] 陈静：「JIN HAI 28」 热那亚 10/27 离港，预计10/30抵巴塞罗那，空舱 220，单价 USD 120/TEU\n' +
        '[10-21 10:15] 郑浩：DONG HAI 5 运价呢？\n\n请各位积极揽货。',
      '2026-10-21',
    );
    expect(chat.map((d) => [d.kind, shipOf(d)])).toEqual([
      ['availability', 'DONG HAI 5'],
      ['availability', 'JIN HAI 28'],
    ]);
    const [wechat] = drafts(
      '李船长 Captain Li  2026-01-27 08:15\n明扬3 MING YANG 3 本航次安特卫普2/2开，预计2/5抵里斯本\n空舱约三百TEU，运价 USD 135/TEU 可谈\n\n' +
        '另：上周报的 HAI HONG 9 已售出，不用再报了。',
      '2026-01-27',
    );
    expect([shipOf(wechat), days(wechat), sizesOf(wechat)]).toEqual([
      'MING YANG 3',
      ['2026-02-02', '2026-02-05'],
      [300, null],
    ]);
  });

  it("gives one ship's sailings listed under her name her name and size, and drops the lines naming her as no sailing", () => {
    const table = drafts(
      'Betreff: ZHONG YUAN 12 - Abfahrten März/April Hamburg-Gdynia\n\nSehr geehrte Damen und Herren,\n\n' +
        'anbei die nächsten Abfahrten unseres Feeders ZHONG YUAN 12 (800 TEU):\n\n' +
        'Reise  | Abfahrt Hamburg | Ankunft Gdynia | freie Stellplätze\n2611E  | Mo 16.03.       | Mi 18.03.      | ca. 180\n' +
        '2612E  | Mo 23.03.       | Mi 25.03.      | ca. 150\n\nRate: EUR 110 pro TEU, Kühlcontainer auf Anfrage.',
      '2026-03-10',
    );
    expect(table.map((d) => [shipOf(d), routeOf(d), sizesOf(d), days(d)])).toEqual([
      ['ZHONG YUAN 12', ['DEHAM', 'PLGDY'], [180, 800], ['2026-03-16', '2026-03-18']],
      ['ZHONG YUAN 12', ['DEHAM', 'PLGDY'], [150, 800], ['2026-03-23', '2026-03-25']],
    ]);
    const chinese = drafts(
      '主题：【XIN OU 8 新欧8】九月船期 不来梅哈芬—科特卡\n\n新欧8 九月份船期及可用舱位如下（船舶载箱量350TEU，冰级1A）：\n\n' +
        '航次   | 开（不来梅哈芬） | 抵（科特卡） | 可用舱位\n2636N  | 9/1              | 9/4          | 120\n' +
        '2640N  | 9/29             | 10/2         | 一百五十\n\n8月份最后一个航次 2634N（8/24开）已满。',
      '2026-08-20',
    );
    expect(chinese.map((d) => [shipOf(d), routeOf(d), sizesOf(d), days(d)])).toEqual([
      ['XIN OU 8', ['DEBRV', 'FIKTK'], [120, 350], ['2026-09-01', '2026-09-04']],
      ['XIN OU 8', ['DEBRV', 'FIKTK'], [150, 350], ['2026-09-29', '2026-10-02']],
    ]);
    const english = drafts(
      'Subject: HUA XIANG 9 - HAM/GDN shuttle\n\nour HUA XIANG 9 (698 TEU, IMO 9412233) keeps running the Hamburg - Gdansk ' +
        'shuttle after her drydock in Gdansk (completed 02/01).\n\nNext sailings / open slots:\n' +
        ' - voy 2603W: ETD Hamburg Mon 12/01, ETA Gdansk 14/01 - abt 220 slots free\n' +
        ' - voy 2604W: ETD Hamburg Mon 19/01, ETA Gdansk 21/01 - abt 180 slots free\n\nRate USD 140/TEU bss FIO',
      '2026-01-07',
    );
    expect(english.map((d) => [shipOf(d), sizesOf(d), days(d)?.[0]])).toEqual([
      ['HUA XIANG 9', [220, 698], '2026-01-12'],
      ['HUA XIANG 9', [180, 698], '2026-01-19'],
    ]);
  });

  it('blanks a DingTalk sender and its time, reads an ETA at a port outside the catalogue, and sets a full voyage aside', () => {
    const chat = drafts(
      '[10-21 10:05] 陈静：「DONG HAI 5」 比雷埃夫斯 10/26 开航，预计10/29到贝鲁特，空舱 300\n' +
        '[10-21 10:07] 陈静：「JIN HAI 28」 热那亚 10/27 离港，预计10/30抵巴塞罗那，空舱 220\n[10-21 10:15] 郑浩：DONG HAI 5 运价呢？',
      '2026-10-21',
    );
    expect(chat.map((d) => [shipOf(d), routeOf(d), days(d)])).toEqual([
      ['DONG HAI 5', ['GRPIR', null], ['2026-10-26', '2026-10-29']],
      ['JIN HAI 28', ['ITGOA', 'ESBCN'], ['2026-10-27', '2026-10-30']],
    ]);
    const german = drafts(
      'MS WESERSTROM (508 TEU, Bj. 2008) ist frei ab Bremerhaven Di. 14.04. nachmittags, Ankunft Riga Fr. 17.04.\n\n' +
        'Stellplätze frei: ca. 300\nRate: EUR 135 pro TEU, fio\nVorreise Antwerpen-Bremerhaven (an 13.04.) ist voll, dort nichts mehr möglich.',
      '2026-04-09',
    );
    expect(german.map((d) => [shipOf(d), routeOf(d), sizesOf(d)])).toEqual([
      ['WESERSTROM', ['DEBRV', 'LVRIX'], [300, 508]],
    ]);
  });

  it('reads a ship\'s size among her particulars in brackets, free figures after "frei ca.", "空舱 abt" and "can be loaded"', () => {
    const [vistula] = drafts(
      'VISTULA (IMO 9334455, blt 2006, 868 teu, 11,200 dwt) alongside DCT Gdansk since 0400 this morning,\n' +
        'compl. disch expected tmrw 21/04 am, opn thereafter.\n\nOwners looking for a Gdansk - Rotterdam leg, arr. Rotterdam abt ' +
        '24/04. Abt 600 teu can be loaded (homogeneous 14t). Idea USD 28,000 lumpsum fio',
      '2026-04-20',
    );
    expect([sizesOf(vistula), days(vistula)]).toEqual([
      [600, 868],
      ['2026-04-21', '2026-04-24'],
    ]);
    const [helgoland] = drafts(
      'siehe unten, passt ggf. für eure Danzig-Ladung.\n\nMS HELGOLAND, 560 TEU / frei ca. 230\n' +
        'Bremen:  ETA 16.08. 22:00, ETD 17.08. 14:00\nDanzig:  ETA 19.08. vormittags\nEUR 125/TEU, bss 1/1, fio',
      '2026-08-12',
    );
    expect([routeOf(helgoland), sizesOf(helgoland), days(helgoland)]).toEqual([
      ['DEBRE', 'PLGDN'],
      [230, 560],
      ['2026-08-17', '2026-08-19'],
    ]);
    const [oslo] = drafts(
      'NORTHERN LIGHT opn Oslo, ETD 11月27日（周五）pm，到港鹿特丹 11月30日 am。\n空舱 abt 330 / 全船 500 TEU，USD 140 per TEU bss fio.',
      '2026-11-25',
    );
    expect(sizesOf(oslo)).toEqual([330, 500]);
  });

  it('reads a sailing table with the ports in its day columns, a WeChat paste with its senders and days blanked', () => {
    const table = drafts(
      '二月上旬空舱表如下，请查收：\n\n船名          | 航次  | 空舱       | 开          | 抵\n' +
        'HUA XIANG 9   | 2706E | 210TEU     | 2/1 汉堡    | 2/3 格但斯克\nZHONG YUAN 12 | 2705E | 170TEU     | 2/2 汉堡    | 2/4 格丁尼亚\n\n运价统一 EUR 100/TEU。',
      '2027-01-26',
    );
    expect(table.map((d) => [shipOf(d), routeOf(d), days(d)])).toEqual([
      ['HUA XIANG 9', ['DEHAM', 'PLGDN'], ['2027-02-01', '2027-02-03']],
      ['ZHONG YUAN 12', ['DEHAM', 'PLGDY'], ['2027-02-02', '2027-02-04']],
    ]);
    const wechat = drafts(
      '[微信] Karim (Tanger) 2026/9/2 21:14\nHello Ms Wu, 2x40RF + 3x20RF -18C tanger med to valencia\n[微信] 吴婷 2026/9/2 21:20\n' +
        '好的，什么时候装？\n[微信] Karim (Tanger) 2026/9/2 21:22\nbetween 10 and 15 September',
      '2026-09-03',
    );
    expect(wechat.map((d) => [d.kind, routeOf(d), orderDates(d)])).toEqual([
      ['cargo_request', ['MAPTM', 'ESVLC'], ['2026-09-10', '2026-09-15']],
    ]);
  });

  it("keeps a ship's destination line with her, sets her last voyage aside, and keeps the ship after one taken off the list apart", () => {
    const alsterdamm = drafts(
      'MS ALSTERDAMM (958 TEU / 12.300 tdw, IMO 9405521)\nfrei Hamburg Mo., 26.10. (KW 44) nach Löschung am CTB\n' +
        'ca. 420 Stellplätze frei, für Tallinn, danach Helsinki\nETA Tallinn Do., 29.10.\nFracht: EUR 185,-/TEU inkl. BAF\n\n' +
        'Letzte Reise: Gdynia - Hamburg, 610 TEU.',
      '2026-10-20',
    );
    expect(alsterdamm.map((d) => [shipOf(d), routeOf(d), sizesOf(d), days(d)])).toEqual([
      ['ALSTERDAMM', ['DEHAM', 'EETLL'], [420, 958], ['2026-10-26', '2026-10-29']],
    ]);
    const list = drafts(
      '- MS ESBJERG BAY, 660 TEU, frei Esbjerg Mo. 21.09., 240 Stellplätze frei, Richtung Rotterdam\n' +
        '- MS RIBE: verkauft, bitte aus den Listen nehmen\n- MS VADEHAV, 340 TEU, frei Esbjerg KW 40, komplett leer, Richtung Bremerhaven',
      '2026-09-16',
    );
    expect(list.map(shipOf)).toEqual(['ESBJERG BAY', 'VADEHAV']);
    const reply = drafts(
      'Betreff: AW: MS "WOLIN" frei Swinemünde Mitte August\n\nschade - wir hatten die 240 TEU für Immingham schon fest ' +
        'eingeplant. Ist die WOLIN wirklich schon gefixt? Falls die Subs platzen, bitte sofort melden.\n\n' +
        '> Am 18.08.2026 um 17:40 schrieb Marek Nowak:\n> leider ist MS WOLIN seit gestern auf Subs (Swinemünde - Felixstowe).',
      '2026-08-19',
    );
    expect(reply).toEqual([]);
  });

  it('reads each voyage line of one ship as a sailing of hers, with the rate said once under them', () => {
    const english = drafts(
      'We can still offer slots on the ALSTER BAY, our Rotterdam - Teesport shuttle, on the next two sailings:\n\n' +
        '  v.2611   ETD Rotterdam Tue 17/03 pm  ->  ETA Teesport Wed 18/03 am   abt 180 teu\n' +
        "  v.2612   ETD Rotterdam Tue 24/03 pm  ->  ETA Teesport Wed 25/03 am   abt 240 teu\n\nEUR 95/teu fio, same rate per teu for 20' and 40'.",
      '2026-03-12',
    );
    const german = drafts(
      'für die ODERBRUCH können wir auf den nächsten beiden Abfahrten noch folgende Plätze anbieten:\n\n' +
        'Reise 14: ab Szczecin Mo. 02.03. abends, an Hamburg Di. 03.03. mittags - ca. 120 TEU frei\n' +
        'Reise 15: ab Szczecin Mo. 09.03.,        an Hamburg Di. 10.03.         - ca. 140 TEU frei\n\nRate jeweils EUR 98/TEU, fio, Stückgut.',
      '2026-02-25',
    );
    const chinese = drafts(
      'ORIENT FALCON 鹿特丹—哥德堡 近两班船位如下：\n\n第2621航次：5月25日（周一）鹿特丹离港，5月27日（周三）抵哥德堡，剩余舱位 160 TEU\n' +
        '第2622航次：6月1日（周一）鹿特丹离港，6月3日（周三）抵哥德堡，剩余舱位 200 TEU\n\n运价均为 EUR 100/TEU（FIO）。',
      '2026-05-20',
    );
    const read = (d: MailDraft) => [d.kind, shipOf(d), sizesOf(d)?.[0], days(d), priceOf(d)?.amount];
    expect(english.map(read)).toEqual([
      ['availability', 'ALSTER BAY', 180, ['2026-03-17', '2026-03-18'], 95],
      ['availability', 'ALSTER BAY', 240, ['2026-03-24', '2026-03-25'], 95],
    ]);
    expect(german.map(read)).toEqual([
      ['availability', 'ODERBRUCH', 120, ['2026-03-02', '2026-03-03'], 98],
      ['availability', 'ODERBRUCH', 140, ['2026-03-09', '2026-03-10'], 98],
    ]);
    expect(chinese.map(read)).toEqual([
      ['availability', 'ORIENT FALCON', 160, ['2026-05-25', '2026-05-27'], 100],
      ['availability', 'ORIENT FALCON', 200, ['2026-06-01', '2026-06-03'], 100],
    ]);
  });

  it('reads German rotations: "an 26.03." is her arrival, "ab 12.02." the day she leaves the port the route starts at', () => {
    const [rotation] = drafts(
      'anbei die aktuelle Rotation der HOLSTENTOR:\n\nKiel       an 09.02. 06:00    ab 09.02. 18:00    (ausgebucht)\n' +
        'Klaipeda   an 11.02. vorm.    ab 12.02. nachm.\nLübeck     an 14.02.\n\n' +
        'Auf der Rückreise Klaipeda - Lübeck sind noch ca. 180 Stellplätze frei (Schiff 380 TEU).',
      '2026-02-05',
    );
    expect([routeOf(rotation), days(rotation)]).toEqual([
      ['LTKLJ', 'DELBC'],
      ['2026-02-12', '2026-02-14'],
    ]);
    const [ports] = drafts(
      'MS OSTSEEWELLE, 650 TEU, 310 TEU frei\nGdańsk:  ETA 23.03. 04:00 / ETB 23.03. 14:00 / ETD 24.03. früh\nAarhus:  an 26.03.',
      '2026-03-18',
    );
    expect(days(ports)).toEqual(['2026-03-24', '2026-03-26']);
  });

  it('leaves out the boxes and days of an earlier shipment, and boxes an order no longer holds', () => {
    const [paint] = drafts(
      "Pls quote for a ppt shipment:\n\n4 x 20' IMO 3 UN 1263 (paint), 18,000 kg gross each\nAntwerp (MPET) to Piraeus\n" +
        "Cgo ready ppt, ship asap\n\nPls advise whether your vsl accepts cl. 3. Our previous lot\n(6 x 20', 14/02) went via Valencia.",
      '2026-03-25',
    );
    expect([teuOf(paint), orderDates(paint)?.[0]]).toEqual([4, '2026-03-25']);
    const [fish] = drafts(
      "Shipper has 10 x 40' reefer, frozen fish at -18C, Aalesund to Rotterdam, ldg wk 42.\n\nLast season we ran 8 x 40' weekly with Nor Lines, fyi.",
      '2026-10-05',
    );
    expect(teuOf(fish)).toBe(20);
    const [cork] = drafts(
      "kleine Änderung: der Kunde hat die Menge angepasst, jetzt 5 x 40' HC statt 4 x 40'. Strecke bleibt Antwerpen – Cork, Ladung 17.–21.08.",
      '2026-08-10',
    );
    expect(mixOf(cork)).toEqual([{ count: 5, size: '40HC', type: 'dry' }]);
    const [bilbao] = drafts(
      "2 x 20' DV und 3 x 40' HC, Stückgut, Hamburg – Bilbao\nDie Sendung von Dezember (Ref. HB-2612-07, 4 x 40' HC) hat übrigens gut geklappt.",
      '2027-01-20',
    );
    expect(teuOf(bilbao)).toBe(8);
    const [chinese] = drafts(
      '上次那票已经安排好了，谢谢。本周又有一票：\n40HQ×8，普货（家具），格但斯克到费利克斯托，6月29日-7月2日装',
      '2026-06-20',
    );
    expect(teuOf(chinese)).toBe(16);
  });
});
