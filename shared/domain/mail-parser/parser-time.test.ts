import { beforeAll, describe, expect, it } from 'vitest';
import { MAIL_TEXT_MAX } from '../../schemas/mail-parser';
import { PORT_ALIASES, PORT_RANGES } from '../port-names';
import { PORTS } from '../ports';
import { corpus } from './corpus';
import { parseMail } from './index';

/**
 * Issue 22 and 26: the parser's work is linear in the text and bounded, since it runs on the request's thread.
 * Linear is asserted as a ratio measured in the same run, so that a busy machine does not decide it: each
 * adversarial input at its full 20,000 characters takes at most 8 times its first quarter's time (linear work
 * takes 4 times, quadratic 16). Bounded: every input of the longest allowed size stays under 500 ms of CPU time
 * and 1 s of wall-clock time (issue 26: no input pattern over 1 s), each the median of its runs; a realistic
 * 5,000-character mail stays under 50 ms at the 95th percentile. Figures in docs/RELIABILITY.md.
 */
const BOUND_MS = 500;
const LINEAR_RATIO = 8;
const mailDate = '2025-12-08';

/**
 * The parser's own work: the CPU time of this test process (vitest runs server tests in forked processes), so
 * that other sessions on the shared machine, which stretch wall-clock time several-fold at a load average of
 * 10, do not decide the outcome. Wall-clock time is kept too and must stay under 1 s (issue 26: no input
 * pattern over 1 s).
 */
const cpuMs = (from: NodeJS.CpuUsage) => {
  const d = process.cpuUsage(from);
  return (d.user + d.system) / 1000;
};
const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
function measure(text: string, runs = 3): { cpu: number; wall: number; least: number } {
  const cpu: number[] = [];
  const wall: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const from = process.cpuUsage();
    parseMail(text, { mailDate });
    cpu.push(cpuMs(from));
    wall.push(performance.now() - started);
  }
  // The least CPU time of the runs, for ratios: a garbage collection or a busy core only ever adds time.
  return { cpu: median(cpu), wall: median(wall), least: Math.min(...cpu) };
}
const WALL_BOUND_MS = 1_000;
const tooSlow = (m: { cpu: number; wall: number }) => m.cpu >= BOUND_MS || m.wall >= WALL_BOUND_MS;

const fill = (unit: string, length = MAIL_TEXT_MAX) =>
  unit.repeat(Math.ceil(length / unit.length)).slice(0, length);

function everyPortName(): string {
  const names: string[] = [...Object.keys(PORT_RANGES)];
  for (const p of PORTS) {
    const a = PORT_ALIASES[p.code];
    names.push(
      p.code,
      p.code.slice(2),
      p.name,
      ...[a?.names, a?.de, a?.zh, a?.short].flatMap((n) => n ?? []),
    );
  }
  // Seven names a line, so the mail is also hundreds of routes ("A B C …") the segmenter must cut.
  const lines: string[] = [];
  for (let i = 0; i < names.length; i += 7) lines.push(names.slice(i, i + 7).join(' '));
  return fill(`${lines.join('\n')}\n`);
}

const datesAndNumbers = () => {
  const parts: string[] = [];
  for (let i = 0; parts.join(' ').length < MAIL_TEXT_MAX; i++)
    parts.push(
      `${(i % 28) + 1}.${(i % 12) + 1}. ${(i % 27) + 1}-${(i % 27) + 2} Dec KW ${(i % 52) + 1} ${i},${i % 1000} TEU ${i % 9}x40HC USD ${i}/TEU 12月${(i % 28) + 1}日 ${i % 31}th`,
    );
  return parts.join(' ').slice(0, MAIL_TEXT_MAX);
};

const distinctUnits = () => {
  const lines: string[] = [];
  for (let i = 0; lines.join('\n').length < MAIL_TEXT_MAX; i++)
    lines.push(`MV S${i} open HAM ${(i % 28) + 1}/12 for RTM ${i % 900} TEU USD ${i}/TEU`);
  return lines.join('\n').slice(0, MAIL_TEXT_MAX);
};

const adversarial: [string, string][] = [
  ['"M\\n" × 10,000', 'M\n'.repeat(10_000)],
  ['every port name of the catalogue, repeated', everyPortName()],
  [
    'one 20,000-character line without a line break',
    fill('MV NORDIC STAR open Hamburg 12-15 Dec for Gdynia/Gdansk range, 250 TEU free, USD 185/TEU, '),
  ],
  ['dates and numbers', datesAndNumbers()],
  ['nested quoting ">>>>"', fill('>>>> >>>> > MV X open HAM 12 Dec for RTM 100 TEU\n>>>>>>>>\n')],
  ['20,000 spaces before a word', `${' '.repeat(MAIL_TEXT_MAX - 1)}x`],
  ['one vessel marker a line', fill('MV A\n')],
  ['a distinct position on every line', distinctUnits()],
  ['one Chinese port name after another', fill('汉堡鹿特丹')],
  ['one port name after another', fill('HAM ')],
  ['blank paragraphs between ports', fill('\nHAM\n\n')],
  ['joiners between ports', fill('Hamburg / or ')],
];

// A running server has parsed mails before: the first calls of a fresh process also compile the parser's
// code and patterns, which is a one-off cost, not the per-request work the bound is about.
beforeAll(() => {
  for (const m of corpus) parseMail(m.text, { mailDate: m.mailDate });
  parseMail(distinctUnits(), { mailDate });
});

describe('parser time on adversarial input (issue 22)', () => {
  it.each(adversarial)('%s: linear, and under 500 ms for 20,000 characters', (_name, text) => {
    expect(text.length).toBeLessThanOrEqual(MAIL_TEXT_MAX);
    // Five runs each: the least of three once came out 8.6 times its quarter's on a machine running six other jobs.
    const quarter = measure(text.slice(0, text.length / 4), 5);
    const m = measure(text, 5);
    // Below 40 ms the ratio is the clock's and the machine's noise, not the parser's work (a quadratic reading of
    // the shortest inputs would take 64 × their ~3 ms). The least of three runs on each side: the median of three
    // once failed in CI on a collection (26.6 ms against 8 × 2.8), the least once under a full local run (26.8
    // against 8 × 3.3, the same parser ~10 ms alone).
    expect(m.least).toBeLessThan(Math.max(LINEAR_RATIO * quarter.least, 40));
    expect(m.cpu).toBeLessThan(BOUND_MS);
    expect(m.wall).toBeLessThan(WALL_BOUND_MS);
  });

  it('stays under 500 ms for any short pattern repeated to 20,000 characters', () => {
    const pieces = [' ', '\n', '1 ', '1.', '12 Dec ', 'Ab ', 'HAM\n', 'HAM - RTM\n', '> ', ', ', ' or ', '"'];
    pieces.push('MV "', 'Vessel: ', '1x20 ', 'USD 1/TEU ', 'Best regards\n', 'From: a\n', 'UN1234 ', 'ETA ');
    const slow: string[] = [];
    for (const a of pieces)
      for (const b of ['', ' ', '\n', 'HAM', '1', 'Dec 1-']) {
        const text = fill(a + b);
        if (tooSlow(measure(text, 1)) && tooSlow(measure(text))) slow.push(JSON.stringify(a + b));
      }
    expect(slow).toEqual([]);
  }, 60_000);

  it('stays under 500 ms when any keyword of a position is followed by a long blank run', () => {
    // Patterns like `\\s*:?\\s*` re-read a blank run from each of its characters: every pattern's words, then
    // 19,000 blanks, inside one position (issue 22).
    const triggers = [
      'USD 5',
      'lumpsum',
      'per teu',
      '5x40',
      '5个40',
      '12',
      '120',
      'plugs',
      '每个40',
      'Cargo',
    ];
    triggers.push(
      'ETA',
      'open',
      'Vessel',
      '船',
      'NORDIC',
      'KORMORAN',
      'Klasse 2',
      '12 Dec',
      'HAM',
      '汉堡',
      '|',
      'x',
    );
    // Issue 26's capacity, name and price words.
    triggers.push(
      'nominal',
      'Kapazität',
      '剩余',
      '380',
      '240 free',
      '. Heike',
      'the Greta',
      'rates per',
      '每柜',
    );
    const slow: string[] = [];
    for (const trigger of triggers)
      for (const blank of [' ', '\t'])
        for (const head of [
          'MV NORDIC STAR open Hamburg 12 Dec for Riga, 200 TEU free\n',
          'Cargo Hamburg - Riga ',
        ])
          for (const tail of ['x', 'TEU', 'USD', 'C', ':']) {
            const text = `${head}${trigger}${blank.repeat(19_000)}${tail}`;
            if (tooSlow(measure(text, 1)) && tooSlow(measure(text)))
              slow.push(JSON.stringify(trigger + tail));
          }
    expect(slow).toEqual([]);
  }, 120_000);
});

describe('parser time on ordinary mails (issue 26)', () => {
  it('reads a 5,000-character mail within 50 ms at the 95th percentile', () => {
    let text = '';
    for (const m of corpus) {
      if (text.length + m.text.length > 5_000) break;
      text += `${m.text}\n\n`;
    }
    expect(text.length).toBeGreaterThan(4_000);
    parseMail(text, { mailDate });
    const times: number[] = [];
    for (let i = 0; i < 40; i++) {
      const from = process.cpuUsage();
      parseMail(text, { mailDate });
      times.push(cpuMs(from));
    }
    times.sort((a, b) => a - b);
    expect(times[Math.ceil(0.95 * times.length) - 1]).toBeLessThan(50);
  });
});
