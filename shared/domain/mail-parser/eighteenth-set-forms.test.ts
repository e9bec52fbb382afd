import { describe, expect, it } from 'vitest';
import { draftsAt, shipOf, sizesOf, routeOf, orderDates } from './forms-test-helpers';

const drafts = draftsAt('2026-03-09');

/** Forms the eighteenth and nineteenth (hurried writing) independent development sets showed the parser did not read (issue 26). */
describe('forms of the eighteenth and nineteenth development sets', () => {
  it('reads orders typed in lower case with trade codes, one line for several', () => {
    const lots = drafts(
      'hi pls rates for: 2x40hc rtm-leixoes wk 12; 5x20 dv antwerp - bilbao 18/3; 1x20 imo 3 un1263 hh-oslo asap',
    );
    expect(lots.map(routeOf)).toEqual([
      ['NLRTM', 'PTLEI'],
      ['BEANR', 'ESBIO'],
      ['DEHAM', 'NOOSL'],
    ]);
    const german = drafts(
      '1. ms birte, 380 teu, frei ab rtm 18.2. nach hh\n2. ms carl heinz, 508/200 frei, ab anr 20.2., ziel brv, eta 22.2.\n',
      '2026-02-10',
    );
    expect(german.map(shipOf)).toEqual(['BIRTE', 'CARL HEINZ']);
    expect(german.map(routeOf)).toEqual([
      ['NLRTM', 'DEHAM'],
      ['BEANR', 'DEBRV'],
    ]);
    const [nordlicht] = drafts(
      'ms nordlicht öffnet kopenhagen kw 2 mit ca. 180 stellplätzen, richtung gdansk, rate auf anfrage.',
      '2025-12-30',
    );
    expect([nordlicht.kind, shipOf(nordlicht), ...routeOf(nordlicht)]).toEqual([
      'availability',
      'NORDLICHT',
      'DKCPH',
      'PLGDN',
    ]);
    const [harrier] = drafts('mv brisk harrier 220 free ex RTM 12/3 dir GDY eta 15/3 usd 145 teu fio');
    expect(shipOf(harrier)).toBe('BRISK HARRIER');
  });

  it('reads no offer from an absence, a withdrawn ship or a schedule circular', () => {
    for (const subject of [
      'Automatic reply: MV DOURO STAR / space Leixoes',
      'MV CORK HARBOUR - FIXED / pls withdraw',
      'BSX service - revised schedule wk 41 (for information only)',
    ])
      expect(
        drafts(
          `Subject: ${subject}\n\nMV CORK HARBOUR (508 teu, open Cork 27/4), Ambarli 06/10 - Constanta 09/10.\n`,
        ),
      ).toEqual([]);
  });

  it('reads a ship looking for employment, space offered in TEU, a bunker call and "free 150 -"', () => {
    const [orla] = drafts(
      'she opens fxt wk39, 1.100 teu ship abt 310 free, looking for cont/scandi employment, rvs ideas welcome',
      '2025-09-15',
    );
    expect(orla.kind).toBe('availability');
    const [giorgio] = drafts(
      'On "SAN GIORGIO" voy 512 we can offer 120 TEU (60 FEU) ex Genoa.\nETD Genoa Sat 29/03, ETA Barcelona 31/03.\n',
      '2025-03-20',
    );
    expect(giorgio.kind).toBe('availability');
    const calpe = drafts(
      'MV CALPE SEA (1,118 teu) - ETA Valencia 18/9, ETD Sat 19/9.\n300 teu free ex Valencia.\n' +
        'Calls Algeciras for bunkers only (no cargo ops), then dir Lisbon ETA 22/9.\nEUR 175/TEU, subject to stem.\n',
      '2026-09-10',
    );
    expect(calpe.map(routeOf)).toEqual([['ESVLC', 'PTLIS']]);
    const [bridge] = drafts(
      '1) MS KLAIPEDA BRIDGE - 500 TEU, free 150 - open Klaipeda Wed 26/08 - dir Kotka, ETA 28/08 - USD 75/teu\n',
      '2026-08-17',
    );
    expect(sizesOf(bridge)).toEqual([150, 500]);
    const [yildiz] = drafts(
      'MV MARMARA YILDIZ - 868 TEU / 280 bos (free)\nGemlik ETD 04/04\nto Piraeus, ETA 06/04\n',
      '2026-03-30',
    );
    expect(sizesOf(yildiz)).toEqual([280, 868]);
  });

  it('reads 月底 and 下月中旬, "end of the month", "usd 1 850" and "HARMONY 7："', () => {
    expect(orderDates(drafts('月底 哥德堡→汉堡 6x40HC 冷柜 -25度 每柜28吨', '2025-08-10')[0])).toEqual([
      '2025-08-21',
      '2025-08-31',
    ]);
    expect(orderDates(drafts('下月中旬 安特卫普→比雷埃夫斯 10个40尺高柜', '2025-12-05')[0])).toEqual([
      '2026-01-11',
      '2026-01-20',
    ]);
    const [link] = drafts(
      'MV BOSPHORUS LINK (1,200 TEU) has abt 400 TEU free ex Ambarli end of the month, for Constanta.\nUSD 70 per TEU all in, bss 1/1.',
      '2025-01-13',
    );
    expect(link.kind === 'availability' && link.fields.departureDate.value).toBe('2025-01-21');
    const [budget] = drafts(
      'ladung ab valencia nach hamburg mitte mai:\n5 x 40HC kühl +2°C\nbudget usd 1 850 pro box',
      '2026-04-20',
    );
    expect(budget.kind === 'cargo_request' && budget.fields.budget.value).toEqual({
      amount: 1850,
      currency: 'USD',
    });
    const [harmony] = drafts(
      '1. MV HARMONY 7：总舱位 800 TEU，剩余 260 TEU，10月28日 安巴利 开，往 康斯坦察',
      '2026-10-20',
    );
    expect(shipOf(harmony)).toBe('HARMONY 7');
  });
});
