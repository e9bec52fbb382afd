import { describe, expect, it } from 'vitest';
import { parseMail } from './index';
import type { MailDraft } from './types';

const drafts = (text: string, mailDate = '2026-12-02') => parseMail(text, { mailDate }).drafts;
const priceOf = (d: MailDraft) => (d.kind === 'availability' ? d.fields.price.value : d.fields.budget.value);
const nameOf = (d: MailDraft) => (d.kind === 'availability' ? d.fields.vesselName.value : null);

/** Forms the twelfth independent development set showed the parser did not read (issue 26). */
describe('forms of the twelfth development set', () => {
  it('gives a price line under a list to the orders it numbers, not to the last one', () => {
    const en = drafts(
      'Please quote the following for December:\n\n' +
        "1) Hamburg - Helsinki: 10 x 40'HC dry, loading 7-11 Dec\n" +
        "2) Bremerhaven - Tallinn: 8 x 20' DV, loading 14-18 Dec\n" +
        "3) Rotterdam - Kotka: 3 x 40' reefer +2°C, ready 15/12\n\n" +
        "Target rates: 1) USD 780/40'  2) no idea, pls advise  3) USD 1,400/box\n",
    );
    expect(en.map((d) => priceOf(d)?.amount ?? null)).toEqual([780, null, 1400]);
    const de = drafts(
      '1. Antwerpen – Klaipėda: 12 TEU Stückgut, Anfang Januar\n' +
        "2. Hamburg – Oslo: 3 x 40' Open Top, Ladung 14.–16.12.\n" +
        "3. Bremen – Kopenhagen: 6 x 20' DV, Ladung ab 07.12.\n\n" +
        'Budget für 2.: ca. EUR 2.400 je Container. Rest bitte anbieten.\n',
    );
    expect(de.map((d) => priceOf(d)?.amount ?? null)).toEqual([null, 2400, null]);
    const zh = drafts(
      '一、鹿特丹 – 都柏林：5×40HQ 普柜，12月14日至18日装船。\n二、安特卫普 – 利物浦：2×20尺开顶箱，12月下旬。\n\n第一票目标价USD 950/箱，其它请报价。',
    );
    expect(zh.map((d) => priceOf(d)?.amount ?? null)).toEqual([950, null]);
  });

  it('gives a price line to the ship it names, and reads no position of its own from it', () => {
    const list = drafts(
      '1. FENLAND SWIFT - 508 TEU - open Immingham 15/12 - 250 free - next Rotterdam\n' +
        '2. FENLAND GULL - 698 TEU - open Tilbury 17/12 - 400 free - next Hamburg\n\n' +
        'Rates: SWIFT EUR 90/teu; GULL on application.\n',
    );
    expect(list.map((d) => [nameOf(d), priceOf(d)?.amount ?? null])).toEqual([
      ['FENLAND SWIFT', 90],
      ['FENLAND GULL', null],
    ]);
    const table = drafts(
      'VESSEL          NOM   FREE   OPEN PORT    OPEN DATE   NEXT\n' +
        'CAPE ARGOS      957   310    Valencia     28/11       Genoa\n' +
        'LIMNOS TRADER   500   500    Barcelona    01/12       Fos\n\n' +
        'Rates: USD 95/TEU for CAPE ARGOS Valencia-Genoa, other routes on request.\n',
      '2026-11-25',
    );
    expect(table.map((d) => [nameOf(d), priceOf(d)?.amount ?? null])).toEqual([
      ['CAPE ARGOS', 95],
      ['LIMNOS TRADER', null],
    ]);
  });

  it('reads a ship name up to full-width punctuation, and no label after a label as her name', () => {
    const zh = drafts(
      '1. MV JADE STAR：载箱量957 TEU，12月8日比雷埃夫斯空船，可用舱位300 TEU，计划去梅尔辛。',
    );
    expect(zh.map(nameOf)).toEqual(['JADE STAR']);
    const en = drafts(
      'We are pleased to present our managed vessel:\n\nName: MV KORMORAN\nOpen: Szczecin, 14 December 2026\nAvailable: 300 TEU\n',
      '2026-12-09',
    );
    expect(en.map(nameOf)).toEqual(['KORMORAN']);
  });

  it('takes no year for the free figure, and reads "Hbg", "twds", 总预算 and 每个罐箱', () => {
    const [de] = drafts(
      'MS ALSTER, 508 TEU\nfrei ab Hamburg am 26.11.2026\nfreie Stellplätze: ca. 230 TEU\n',
      '2026-11-20',
    );
    expect(de.kind === 'availability' && de.fields.availableTEU.value).toBe(230);
    const [en] = drafts(
      'ELBE TRADER opn Hbg 7/12 ~120 slots free twds Klaipeda, eta 10/12. usd 155 pteu.',
      '2026-12-03',
    );
    expect(
      en.kind === 'availability' && [en.fields.originPort.value, en.fields.destinationPort.value],
    ).toEqual(['DEHAM', 'LTKLJ']);
    const [lump] = drafts(
      '3×40尺高柜 普货\n起运港：费利克斯托；目的港：鹿特丹\n装船时间：1月4日–1月6日\n总预算：USD 4,800',
      '2026-12-31',
    );
    expect(lump.kind === 'cargo_request' && lump.fields.priceBasis.value).toBe('lump_sum');
    const [box] = drafts(
      '我司有5个20尺罐箱，从瓦伦西亚运到热那亚，2027年第2周装船，预算每个罐箱USD 700。',
      '2026-12-04',
    );
    expect(box.kind === 'cargo_request' && box.fields.priceBasis.value).toBe('per_box');
  });

  it('takes no delay port, no port of another cargo, and "will go X" as the destination', () => {
    const [late] = drafts(
      'Update: SKAGEN BAY now open Aarhus 2 Dec (delay at Gothenburg). Still 175 slots free, will go Gdansk, ETA there 4 Dec.',
      '2026-11-27',
    );
    expect(
      late.kind === 'availability' && [late.fields.originPort.value, late.fields.destinationPort.value],
    ).toEqual(['DKAAR', 'PLGDN']);
    const [fwd] = drafts(
      'FYI - might suit the Kotka cargo we discussed yesterday?\n\nmv DAUGAVA STAR, 424 teu, prompt Riga, intake abt 260 TEU.',
      '2026-12-01',
    );
    expect(
      fwd.kind === 'availability' && [fwd.fields.originPort.value, fwd.fields.destinationPort.value],
    ).toEqual(['LVRIX', null]);
  });

  it('reads no order from a reply declining the request its subject names, or from a finished shipment', () => {
    expect(
      drafts(
        'Subject: RE: space req. ~40 TEU Gdansk > Aarhus\n\nHi Katarzyna,\n\nsorry, nothing suitable before the holidays - both our Baltic ships are full until 4 Jan.\n',
        '2026-12-15',
      ),
    ).toEqual([]);
    const [order, ...rest] = drafts(
      '上次科佩尔那票货（USD 3,000/箱）已经完成，谢谢配合。\n\n这次有新的需求：\n2×40尺框架箱\n起运港：马赛\n目的港：比雷埃夫斯\n货好日期：12月28日',
      '2026-12-10',
    );
    expect(rest).toEqual([]);
    expect(order.kind === 'cargo_request' && order.fields.budget.value).toBeNull();
  });

  it('reads the box lines whole: weights per size, 冷冻高柜, "-25 grad", "28to", "UN编号：1993"', () => {
    const mix = (text: string) => {
      const [d] = drafts(text);
      return d.kind === 'cargo_request' ? d.fields.boxMix.value : null;
    };
    expect(
      mix(
        "2 x 40'HC + 6 x 20'GP, general cargo (tiles), Koper to Piraeus, cargo ready 18/12. Heavy - the 20s are 27 t each, the 40s 28 t.",
      )?.map((l) => [l.size, l.grossWeightKg]),
    ).toEqual([
      ['40HC', 28000],
      ['20', 27000],
    ]);
    expect(
      mix(
        '箱型：3×40尺干箱 + 2×20尺干箱，40尺每箱16吨，20尺每箱11吨\n起运港：勒阿弗尔\n目的港：里斯本\n装期：12月15日-12月20日',
      )?.map((l) => l.grossWeightKg),
    ).toEqual([16000, 11000]);
    expect(
      mix(
        '起运港：鹿特丹\n目的港：赫尔辛基\n箱型箱量：3×40尺冷冻高柜，温度-20℃，每箱毛重约25吨\n装货时间：12月7日',
      ),
    ).toEqual([{ count: 3, size: '40HC', type: 'reefer', temperatureC: -20, grossWeightKg: 25000 }]);
    expect(
      mix('kurzfristig: 1 x 40ft Kühler -25 grad, Fisch, ca 28to, BHV nach Aberdeen, sofort verfügbar'),
    ).toEqual([{ count: 1, size: '40', type: 'reefer', temperatureC: -25, grossWeightKg: 28000 }]);
    expect(
      mix(
        '2×20GP，危险品等级：第3类，UN编号：1993，每箱毛重18吨\n起运港：安特卫普\n目的港：格但斯克\n货好时间：12月9日',
      ),
    ).toEqual([{ count: 2, size: '20', type: 'dry', imoClass: '3', unNumber: '1993', grossWeightKg: 18000 }]);
  });

  it('reads a remark about another listed ship out of the position it follows', () => {
    const [mira, bay] = parseMail(
      '- m/v "ATLANTIC MIRA": 660 TEU geared, open Leixoes 10/12, approx. 190 TEU free, heading Bilbao, ETA 12/12; EUR 135 per TEU.\n' +
        '- m/v "LUSITANIA BAY": 340 TEU, open Lisbon 14-15/12, fully empty, ready for any Biscay/Channel cargo.\n\n' +
        'Please note ATLANTIC MIRA is already carrying 120 TEU for Vigo - the free space shown above is what remains.\n',
      { mailDate: '2026-12-01' },
    ).drafts;
    expect(mira.kind === 'availability' && mira.fields.availableTEU.value).toBe(190);
    expect(
      bay.kind === 'availability' && [bay.fields.availableTEU.value, bay.fields.destinationPort.value],
    ).toEqual([340, null]);
  });
});
