import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAIL_TEXT_MAX } from '../../schemas/mail-parser';
import { parseMail } from './index';

/**
 * Whatever is pasted, the parser answers (a throw would be a 500): drafts whose every span lies inside the text
 * as sent, read the same way twice (deterministic). Texts are built from the pieces broker mails are made of,
 * shuffled, so the patterns meet each other in every order.
 */
const PIECES = [
  'MV ',
  'MS ',
  'M/V ',
  'Vessel: ',
  '船名：',
  'Schiff: ',
  '轮',
  'NORDIC STAR',
  'Elbe-Star',
  'KORMORAN 2',
  '"',
  'Hamburg',
  'HAM',
  'RTM',
  'Gdynia/Gdansk range',
  '汉堡',
  '鹿特丹',
  'Göteborg',
  'St. Petersburg',
  ' - ',
  ' / ',
  ' > ',
  '→',
  'open ',
  'opn ',
  'offen ',
  'frei ab ',
  'ETA ',
  'ETD ',
  '空出',
  '开航',
  '前往',
  'for ',
  'nach ',
  'ex ',
  'POL: ',
  'POD: ',
  '12 Dec',
  'Di 08.12.',
  'Tue 8/12',
  '周二12月8日',
  '12-15 Dec',
  '15/16 Dec',
  'KW 50',
  '50. KW',
  '第50周',
  'early Jan',
  'Mitte Dezember',
  '12月下旬',
  'prompt',
  'ppt',
  'tomorrow',
  '下周',
  'between 14 and 16 Dec',
  '2.1',
  '6.1类',
  '508 TEU',
  '200 slots',
  '90 Stellplätze frei',
  '剩余舱位200TEU',
  'intake 300 TEU',
  '120 plugs',
  '(700 TEU)',
  'USD 185/TEU',
  '180,- EUR je TEU',
  '每TEU 150美元',
  "USD 450 per 40'",
  'lumpsum USD 14,200',
  'USD 25k',
  '包干价9800美元',
  'rate on request',
  '运价面议',
  "5x40'HC",
  "3 x 20' reefer set -18C",
  '40HQ×20个',
  '2个40HQ冷柜',
  'IMO 3 UN1993',
  'GW 24t',
  'Subject: ',
  'Betreff: AW: ',
  '主题：',
  'From: a@b.example\nSent: today\nSubject: RE: x\n',
  '---------- Forwarded message ---------\n',
  '-----原始邮件-----\n',
  'On Mon, Jan wrote:\n',
  '> ',
  '>>>> ',
  'Best regards\n',
  'Gruß\n',
  '此致\n',
  '| ',
  '\t',
  'VESSEL | TEU | OPEN | DATE | NEXT\n',
  '\n',
  '\n\n',
  ', ',
  '. ',
  '; ',
  '。',
  '1) ',
  '- ',
  '【船1】',
  '   ',
];

const mail = fc
  .array(
    fc.oneof(
      fc.constantFrom(...PIECES),
      fc.string({ maxLength: 12 }),
      fc.string({ unit: 'grapheme', maxLength: 6 }),
    ),
    {
      maxLength: 120,
    },
  )
  .map((parts) => parts.join('').slice(0, MAIL_TEXT_MAX));

describe('parser on any text', () => {
  it('never throws, keeps every span inside the text and answers the same twice', () => {
    fc.assert(
      fc.property(mail, fc.constantFrom('2025-12-08', '2025-12-30', '2026-02-28'), (text, mailDate) => {
        const parsed = parseMail(text, { mailDate });
        for (const d of parsed.drafts) {
          expect(d.span.start).toBeGreaterThanOrEqual(0);
          expect(d.span.end).toBeLessThanOrEqual(text.length);
          for (const f of Object.values(d.fields)) {
            if (f.value === null) expect(f.span).toBeNull();
            if (!f.span) continue;
            expect(f.span.start).toBeGreaterThanOrEqual(0);
            expect(f.span.end).toBeLessThanOrEqual(text.length);
            expect(f.span.start).toBeLessThanOrEqual(f.span.end);
          }
        }
        expect(parseMail(text, { mailDate })).toEqual(parsed);
      }),
      { numRuns: 400, seed: 20261127 },
    );
  }, 120_000);
});
