import { describe, expect, it } from 'vitest';
import { parseMail } from './index';
import type { MailDraft } from './types';

const drafts = (text: string, mailDate = '2026-12-09') => parseMail(text, { mailDate }).drafts;
const nameOf = (d: MailDraft) =>
  d.kind === 'availability' ? d.fields.vesselName.value?.toUpperCase() : null;

/** Forms the thirteenth independent development set showed the parser did not read (issue 26). */
describe('forms of the thirteenth development set', () => {
  it('reads no item from a reply whose subject repeats the quoted mail it answers', () => {
    expect(
      drafts(
        'Subject: RE: MV Hanna Borg opn Kiel 13/10\n\nHi Peter,\n\n' +
          "Thanks, but we're covered for that week. Any chance she opens Aarhus end of the month instead?\n\n" +
          'BR\nSofie\n\n> From: Peter Lang\n> Subject: MV Hanna Borg opn Kiel 13/10\n>\n' +
          '> MV HANNA BORG 508 teu, 300 free, opn Kiel 13/10 dir Helsinki ETA 15/10, USD 130/teu\n',
        '2026-10-09',
      ),
    ).toEqual([]);
    // Without a quoted mail the reply's subject is still read with its body.
    const own = drafts(
      'Subject: RE: MV Hanna Borg opn Kiel 13/10\n\nStill open, 300 free, USD 130/teu.\n',
      '2026-10-09',
    );
    expect(own.map(nameOf)).toEqual(['HANNA BORG']);
  });

  it('leaves out a finished fixture mentioned above the open tonnage', () => {
    const list = drafts(
      'All,\n\nFYI the HOLSTEIN EXPRESS fixture last week (Hamburg/Felixstowe) went fine - thanks to all involved.\n\n' +
        'Currently open:\n\n' +
        'Thames Ranger\t698 TEU\t260 free\tFelixstowe\t14/12\t-> Rotterdam\tETA 15/12\tEUR 70/teu\n' +
        'Corvus\t1,400 TEU\t600 free\tLondon Gateway\t16/12\t-> Hamburg\tETA 18/12\tEUR 85/teu\n',
    );
    expect(list.map(nameOf)).toEqual(['THAMES RANGER', 'CORVUS']);
  });

  it('reads a table cell "HAN JIANG 号" as the ship HAN JIANG, and 赫尔 as Hull', () => {
    const table = drafts(
      '船名 | 箱量 | 可用舱位 | 开航港 | 日期 | 目的港\n' +
        'ORIENT LINK | 700 | 250 | 安特卫普 | 10月13日 | 费利克斯托\n' +
        'HAN JIANG 号 | 1,200 | 520 | 不来梅哈芬 | 10月15日 | 哥德堡\n',
      '2026-10-10',
    );
    expect(table.map(nameOf)).toEqual(['ORIENT LINK', 'HAN JIANG']);
    const [order] = drafts('3个40尺 + 2个20尺，格但斯克到赫尔，12月7日-12月11日装，请报价。', '2026-11-26');
    expect([order.fields.originPort.value, order.fields.destinationPort.value]).toEqual(['PLGDN', 'GBHUL']);
    // Helsinki (赫尔辛基) and Helsingborg (赫尔辛堡) stay themselves.
    const [other] = drafts('2个40尺，赫尔辛基到赫尔辛堡，12月7日装，请报价。', '2026-11-26');
    expect([other.fields.originPort.value, other.fields.destinationPort.value]).toEqual(['FIHEL', 'SEHEL']);
  });

  it('gives each size the weight named for it, and "Gewicht: je 21.000 kg" to every box', () => {
    const [en] = drafts(
      "We need 2 x 40' and 3 x 20' from Hamburg to Oslo, loading 05/01 - 08/01. Weights abt 20 t per 40' and 12 t per 20'. Please quote.",
      '2026-12-21',
    );
    expect(
      en.kind === 'cargo_request' && en.fields.boxMix.value?.map((l) => [l.size, l.grossWeightKg]),
    ).toEqual([
      ['40', 20000],
      ['20', 12000],
    ]);
    const [de] = drafts(
      "Container: 2 x 20' Standard\nGefahrgut: Klasse 8, UN 1789\nGewicht: je 21.000 kg brutto\nLadehafen: Antwerpen\nLöschhafen: Koper\nLadezeitraum: 02.11. – 06.11.2026\n",
      '2026-10-21',
    );
    expect(de.kind === 'cargo_request' && de.fields.boxMix.value?.map((l) => l.grossWeightKg)).toEqual([
      21000,
    ]);
  });

  it('reads "Rate pro Tank … USD 1.250" as per box, "一口价" as a lump sum and a "Kap. TEU" column as the size', () => {
    const [tank] = drafts(
      "wir haben 6 x 20' Tankcontainer, ab Rotterdam nach Fos-sur-Mer.\nLadebereit ab 16.11.\nBitte Rate pro Tank angeben – Richtwert USD 1.250.",
      '2026-11-05',
    );
    expect(
      tank.kind === 'cargo_request' && [tank.fields.budget.value?.amount, tank.fields.priceBasis.value],
    ).toEqual([1250, 'per_box']);
    const [lump] = drafts(
      '3 x 20GP，IMO 9类，UN 3077，比雷埃夫斯起运至热那亚，第45周装船，一口价 USD 3,900。',
      '2026-10-22',
    );
    expect(lump.kind === 'cargo_request' && lump.fields.priceBasis.value).toBe('lump_sum');
    const table = drafts(
      'Schiff | Kap. TEU | frei | offen | ab | nach | ETA | Rate\n' +
        'MS Santa Lucia | 1.700 | 600 | Valencia | 30.11. | Genua | 02.12. | USD 70/TEU\n',
      '2026-11-25',
    );
    expect(
      table.map(
        (d) => d.kind === 'availability' && [d.fields.availableTEU.value, d.fields.vesselCapacityTEU.value],
      ),
    ).toEqual([[600, 1700]]);
  });
});
