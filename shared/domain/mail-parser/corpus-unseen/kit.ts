/**
 * Building blocks for writing labelled broker mails: a seeded random source, ports as brokers name them in
 * three languages, ship names, and date/price/box renderers that return the text and the reading a careful
 * human takes from it (conventions in ./README.md). Each template (templates-*.ts) composes these into one
 * mail layout and states the expected items; generate.ts writes the mails to JSON once.
 */
import type { UnseenBoxLine, UnseenItem, UnseenMail } from './types';

export type Lang = UnseenMail['lang'];

export function rngOf(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1));
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)];
  const chance = (p: number) => next() < p;
  return { next, int, pick, chance };
}
export type Rng = ReturnType<typeof rngOf>;

type PortName = { code: string; en: string[]; de: string[]; zh: string[]; short?: string };
// Names as the catalogue knows them (ports.ts, port-names.ts); brokers' codes where common.
export const PORT_NAMES: PortName[] = [
  { code: 'DEHAM', en: ['Hamburg'], de: ['Hamburg'], zh: ['汉堡'], short: 'HAM' },
  { code: 'NLRTM', en: ['Rotterdam'], de: ['Rotterdam'], zh: ['鹿特丹'], short: 'RTM' },
  { code: 'BEANR', en: ['Antwerp'], de: ['Antwerpen'], zh: ['安特卫普'], short: 'ANR' },
  { code: 'DEBRV', en: ['Bremerhaven'], de: ['Bremerhaven'], zh: ['不来梅哈芬'], short: 'BHV' },
  { code: 'PLGDN', en: ['Gdansk'], de: ['Danzig', 'Gdansk'], zh: ['格但斯克'] },
  { code: 'PLGDY', en: ['Gdynia'], de: ['Gdingen', 'Gdynia'], zh: ['格丁尼亚'] },
  { code: 'FIHEL', en: ['Helsinki'], de: ['Helsinki'], zh: ['赫尔辛基'] },
  { code: 'EETLL', en: ['Tallinn', 'Muuga'], de: ['Tallinn'], zh: ['塔林'] },
  { code: 'LVRIX', en: ['Riga'], de: ['Riga'], zh: ['里加'] },
  { code: 'LTKLJ', en: ['Klaipeda'], de: ['Klaipeda', 'Memel'], zh: ['克莱佩达'] },
  { code: 'DKAAR', en: ['Aarhus'], de: ['Aarhus'], zh: ['奥胡斯'] },
  { code: 'SEGOT', en: ['Gothenburg'], de: ['Göteborg'], zh: ['哥德堡'] },
  { code: 'NOOSL', en: ['Oslo'], de: ['Oslo'], zh: ['奥斯陆'] },
  { code: 'GBFXT', en: ['Felixstowe'], de: ['Felixstowe'], zh: ['费利克斯托'] },
  { code: 'FRLEH', en: ['Le Havre'], de: ['Le Havre'], zh: ['勒阿弗尔'] },
  { code: 'IEDUB', en: ['Dublin'], de: ['Dublin'], zh: ['都柏林'] },
  { code: 'PTLEI', en: ['Leixoes'], de: ['Leixoes'], zh: ['莱肖埃斯'] },
  { code: 'FIKTK', en: ['Kotka'], de: ['Kotka'], zh: ['科特卡'] },
  { code: 'PLSZZ', en: ['Szczecin'], de: ['Stettin'], zh: ['什切青'] },
  { code: 'DKCPH', en: ['Copenhagen'], de: ['Kopenhagen'], zh: ['哥本哈根'] },
  { code: 'SESTO', en: ['Stockholm'], de: ['Stockholm'], zh: ['斯德哥尔摩'] },
  { code: 'DERSK', en: ['Rostock'], de: ['Rostock'], zh: ['罗斯托克'] },
  { code: 'DEKEL', en: ['Kiel'], de: ['Kiel'], zh: ['基尔'] },
  { code: 'ESBIO', en: ['Bilbao'], de: ['Bilbao'], zh: ['毕尔巴鄂'] },
  { code: 'PTLIS', en: ['Lisbon'], de: ['Lissabon'], zh: ['里斯本'] },
  { code: 'ITGOA', en: ['Genoa'], de: ['Genua'], zh: ['热那亚'] },
  { code: 'ESVLC', en: ['Valencia'], de: ['Valencia'], zh: ['瓦伦西亚'] },
  { code: 'GBTIL', en: ['Tilbury'], de: ['Tilbury'], zh: ['蒂尔伯里'] },
  { code: 'NOBGO', en: ['Bergen'], de: ['Bergen'], zh: ['卑尔根'] },
  { code: 'FITKU', en: ['Turku'], de: ['Turku'], zh: ['图尔库'] },
];

export type PortPick = { code: string; name: string };
/** Distinct ports, named in a language; `codes` lets a terse style write HAM/RTM where a code exists. */
export function ports(rng: Rng, lang: Lang, n: number, codes = false): PortPick[] {
  const chosen: PortName[] = [];
  while (chosen.length < n) {
    const p = rng.pick(PORT_NAMES);
    if (!chosen.includes(p)) chosen.push(p);
  }
  return chosen.map((p) => ({ code: p.code, name: codes && p.short ? p.short : rng.pick(p[lang]) }));
}

const SHIP_WORDS_A = [
  'NORDIC',
  'BALTIC',
  'SVEA',
  'ELBE',
  'WESER',
  'HANSA',
  'AMBER',
  'POLAR',
  'NORTHERN',
  'SAGA',
];
const SHIP_WORDS_B = [
  'STAR',
  'FEEDER',
  'TRADER',
  'BREEZE',
  'SPIRIT',
  'EXPRESS',
  'WAVE',
  'PIONEER',
  'CARRIER',
];
const SHIP_SINGLE = [
  'ELBSTROM',
  'KORMORAN',
  'FREYA',
  'LUCIA',
  'HEIKE',
  'ANNIKA',
  'MARLENE',
  'BORKUM',
  'VEGA',
];
export function shipName(rng: Rng): string {
  return rng.chance(0.35) ? rng.pick(SHIP_SINGLE) : `${rng.pick(SHIP_WORDS_A)} ${rng.pick(SHIP_WORDS_B)}`;
}
/** Brokers write names in capitals or in title case; the label is the name in capitals. */
export const asWritten = (rng: Rng, name: string) =>
  rng.chance(0.6) ? name : name.toLowerCase().replace(/(^|\s)\p{L}/gu, (c) => c.toUpperCase());

// ---- dates -------------------------------------------------------------------------------------------------
const DAY = 86_400_000;
export const isoOf = (d: Date) => d.toISOString().slice(0, 10);
export const dateOf = (iso: string) => new Date(`${iso}T00:00:00Z`);
export const addDays = (iso: string, n: number) => isoOf(new Date(dateOf(iso).getTime() + n * DAY));

const EN_MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const EN_MONTH = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const DE_MONTH = [
  'Januar',
  'Februar',
  'März',
  'April',
  'Mai',
  'Juni',
  'Juli',
  'August',
  'September',
  'Oktober',
  'November',
  'Dezember',
];
const EN_WD = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const DE_WD = ['So', 'Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa'];
const DE_WD_LONG = ['Sonntag', 'Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag'];
const ZH_WD = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'];
const p2 = (n: number) => String(n).padStart(2, '0');
const parts = (iso: string) => {
  const d = dateOf(iso);
  return { y: d.getUTCFullYear(), m: d.getUTCMonth() + 1, d: d.getUTCDate(), wd: d.getUTCDay() };
};

/** One named day, as written in the language. */
export function dayText(rng: Rng, lang: Lang, iso: string, style?: number): string {
  const { y, m, d, wd } = parts(iso);
  const en = [
    `${d} ${EN_MON[m - 1]}`,
    `${EN_MON[m - 1]} ${d}`,
    `${d}/${m}`,
    `${p2(d)}/${p2(m)}`,
    `${EN_WD[wd]} ${d}/${m}`,
    `${EN_WD[wd]} ${d} ${EN_MON[m - 1]}`,
    `${d}${d % 10 === 1 && d !== 11 ? 'st' : d % 10 === 2 && d !== 12 ? 'nd' : d % 10 === 3 && d !== 13 ? 'rd' : 'th'} ${EN_MONTH[m - 1]}`,
    `${p2(d)}.${p2(m)}.${y}`,
  ];
  const de = [
    `${p2(d)}.${p2(m)}.`,
    `${DE_WD[wd]} ${p2(d)}.${p2(m)}.`,
    `${d}. ${DE_MONTH[m - 1]}`,
    `${p2(d)}.${p2(m)}.${y}`,
    `${DE_WD_LONG[wd]}, ${p2(d)}.${p2(m)}.`,
    `${DE_WD[wd]}., ${d}.${m}.`,
  ];
  const zh = [
    `${m}月${d}日`,
    `${ZH_WD[wd]}${m}月${d}日`,
    `${m}月${d}号`,
    `${y}年${m}月${d}日`,
    `${m}月${d}日（${ZH_WD[wd]}）`,
  ];
  const list = lang === 'en' ? en : lang === 'de' ? de : zh;
  return style === undefined ? rng.pick(list) : list[style % list.length];
}

/** A window of days (laycan, loading window). */
export function rangeText(rng: Rng, lang: Lang, from: string, to: string): string {
  const a = parts(from);
  const b = parts(to);
  const same = a.m === b.m;
  if (lang === 'en')
    return rng.pick(
      same
        ? [
            `${a.d}-${b.d} ${EN_MON[a.m - 1]}`,
            `${EN_MON[a.m - 1]} ${a.d}-${b.d}`,
            `${a.d}/${a.m}-${b.d}/${b.m}`,
            `${a.d}-${b.d}/${b.m}`,
          ]
        : [`${a.d} ${EN_MON[a.m - 1]} - ${b.d} ${EN_MON[b.m - 1]}`, `${a.d}/${a.m}-${b.d}/${b.m}`],
    );
  if (lang === 'de')
    return rng.pick(
      same
        ? [
            `${p2(a.d)}.-${p2(b.d)}.${p2(b.m)}.`,
            `${p2(a.d)}.${p2(a.m)}.-${p2(b.d)}.${p2(b.m)}.`,
            `${a.d}.–${b.d}. ${DE_MONTH[b.m - 1]}`,
          ]
        : [`${p2(a.d)}.${p2(a.m)}.-${p2(b.d)}.${p2(b.m)}.`],
    );
  return rng.pick(
    same
      ? [`${a.m}月${a.d}日-${b.d}日`, `${a.m}月${a.d}日至${b.d}日`]
      : [`${a.m}月${a.d}日-${b.m}月${b.d}日`],
  );
}

function isoWeekOf(iso: string): { week: number; monday: string; sunday: string } {
  const d = dateOf(iso);
  const monday = isoOf(new Date(d.getTime() - ((d.getUTCDay() + 6) % 7) * DAY));
  const thursday = dateOf(addDays(monday, 3));
  const jan1 = Date.UTC(thursday.getUTCFullYear(), 0, 1);
  const week = Math.floor((thursday.getTime() - jan1) / DAY / 7) + 1;
  return { week, monday, sunday: addDays(monday, 6) };
}

/** A calendar week, a window Monday to Sunday. */
export function weekText(rng: Rng, lang: Lang, iso: string) {
  const w = isoWeekOf(iso);
  const text =
    lang === 'en'
      ? rng.pick([`week ${w.week}`, `wk ${w.week}`, `CW ${w.week}`])
      : lang === 'de'
        ? rng.pick([`KW ${w.week}`, `KW${w.week}`, `Kalenderwoche ${w.week}`])
        : rng.pick([`第${w.week}周`, `KW${w.week}`]);
  return { text, from: w.monday, to: w.sunday };
}

/** "early/mid/end Dec": days 1-10, 11-20, 21 to the month's end. */
export function fuzzyText(rng: Rng, lang: Lang, iso: string) {
  const { y, m, d } = parts(iso);
  const part = d <= 10 ? 0 : d <= 20 ? 1 : 2;
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const from = `${y}-${p2(m)}-${p2([1, 11, 21][part])}`;
  const to = `${y}-${p2(m)}-${p2([10, 20, last][part])}`;
  const text =
    lang === 'en'
      ? `${rng.pick(
          [
            ['early', 'beg'],
            ['mid', 'mid'],
            ['end', 'late'],
          ][part],
        )} ${rng.pick([EN_MON[m - 1], EN_MONTH[m - 1]])}`
      : lang === 'de'
        ? `${['Anfang', 'Mitte', 'Ende'][part]} ${DE_MONTH[m - 1]}`
        : `${m}月${rng.pick(
            [
              ['初', '上旬'],
              ['中', '中旬'],
              ['底', '下旬'],
            ][part],
          )}`;
  return { text, from, to };
}

export const promptText = (rng: Rng, lang: Lang) =>
  lang === 'en'
    ? rng.pick(['prompt', 'ppt', 'asap'])
    : lang === 'de'
      ? rng.pick(['sofort', 'prompt'])
      : rng.pick(['即期', '立即']);

// ---- amounts -----------------------------------------------------------------------------------------------
export type Money = { amount: number; currency: 'USD' | 'EUR' };
const thousands = (n: number, sep: string) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, sep);

export function perTeuText(rng: Rng, lang: Lang, money: Money): string {
  const { amount: a, currency: c } = money;
  const sym = c === 'USD' ? rng.pick(['USD', 'USD', '$', 'US$']) : rng.pick(['EUR', 'EUR', '€']);
  if (lang === 'zh')
    return rng.pick([
      `每TEU ${a}${c === 'USD' ? '美元' : '欧元'}`,
      `${c} ${a}/TEU`,
      `${a}${c === 'USD' ? '美金' : '欧元'}/TEU`,
    ]);
  if (lang === 'de')
    return rng.pick([`${a},- ${c}/TEU`, `${c} ${a} pro TEU`, `${a} ${c} je TEU`, `${sym} ${a}/TEU`]);
  return rng.pick([
    `${sym} ${a}/TEU`,
    `${sym}${a} per TEU`,
    `${a} ${c}/teu`,
    `${c} ${a} pmt`.replace(' pmt', '/TEU'),
  ]);
}

export function lumpSumText(rng: Rng, lang: Lang, money: Money): string {
  const { amount: a, currency: c } = money;
  if (lang === 'zh')
    return rng.pick([`包干价${a}${c === 'USD' ? '美元' : '欧元'}`, `总价${c} ${thousands(a, ',')}`]);
  if (lang === 'de')
    return rng.pick([`pauschal ${thousands(a, '.')} ${c}`, `Pauschale ${c} ${thousands(a, '.')},-`]);
  return rng.pick([
    `lumpsum ${c} ${thousands(a, ',')}`,
    `${c} ${thousands(a, ',')} lump sum`,
    `l/s ${c} ${thousands(a, ',')}`,
  ]);
}

export function perBoxText(rng: Rng, lang: Lang, money: Money, size: string): string {
  const { amount: a, currency: c } = money;
  if (lang === 'zh')
    return rng.pick([`每个${size}尺${a}${c === 'USD' ? '美元' : '欧元'}`, `${c} ${a}/${size}'`]);
  if (lang === 'de') return rng.pick([`${c} ${a} pro ${size}'-Box`, `${a},- ${c} je ${size}'`]);
  return rng.pick([`${c} ${a} per ${size}'`, `${c} ${a}/box`, `${c} ${a} per unit`]);
}

export const onRequestText = (rng: Rng, lang: Lang) =>
  lang === 'en'
    ? rng.pick(['rate on request', 'rates on request', 'rate: tba, pls rvt with idea', 'freight: on request'])
    : lang === 'de'
      ? rng.pick(['Preis auf Anfrage', 'Rate auf Anfrage', 'Fracht nach Vereinbarung'])
      : rng.pick(['运价面议', '价格面议', '运费另议']);

export function roundTo(rng: Rng, lo: number, hi: number, step: number) {
  return Math.round(rng.int(lo, hi) / step) * step;
}

// ---- boxes -------------------------------------------------------------------------------------------------
export const TEU_OF: Record<UnseenBoxLine['size'], number> = { '20': 1, '40': 2, '40HC': 2, '45': 2.25 };
export const teuOfMix = (lines: UnseenBoxLine[]) =>
  Math.ceil(lines.reduce((s, l) => s + l.count * TEU_OF[l.size], 0) - 1e-9);

/** One box-mix line as written; the label is the line itself. */
export function boxLineText(rng: Rng, lang: Lang, l: UnseenBoxLine): string {
  const size =
    l.size === '40HC'
      ? rng.pick(lang === 'zh' ? ['40HQ', '40HC'] : ["40'HC", '40HC', "40' HC", '40HQ'])
      : lang === 'zh'
        ? `${l.size}${rng.pick(['尺', "'"])}`
        : rng.pick([`${l.size}'`, `${l.size}ft`, l.size]);
  const typeWord: Record<UnseenBoxLine['type'], [string[], string[], string[]]> = {
    dry: [
      ['dry', 'DV', 'GP', 'dry van'],
      ['trocken', 'DV', 'Standard'],
      ['普柜', 'GP', '干箱'],
    ],
    reefer: [
      ['reefer', 'RF', 'RH'],
      ['Kühl', 'Reefer', 'RF'],
      ['冷柜', '冷箱', 'RF'],
    ],
    open_top: [
      ['open top', 'OT'],
      ['Open Top', 'OT'],
      ['开顶箱', 'OT'],
    ],
    flat_rack: [
      ['flat rack', 'FR', 'flatrack'],
      ['Flat Rack', 'FR'],
      ['框架箱', 'FR'],
    ],
    tank: [
      ['tank', 'ISO tank'],
      ['Tankcontainer', 'Tank'],
      ['罐箱', '罐式箱'],
    ],
  };
  const word = rng.pick(typeWord[l.type][lang === 'en' ? 0 : lang === 'de' ? 1 : 2]);
  let s =
    lang === 'zh'
      ? `${l.count}个${size}${/^[A-Z]/.test(word) && !size.endsWith('尺') ? word : word}`
      : rng.pick([
          `${l.count}x${size} ${word}`,
          `${l.count} x ${size} ${word}`,
          `${l.count}x ${size} ${word}`,
        ]);
  if (l.temperatureC !== undefined) {
    const t = `${l.temperatureC > 0 ? '+' : ''}${l.temperatureC}`;
    s += lang === 'zh' ? `，温度${t}度` : lang === 'de' ? `, ${t} °C` : rng.pick([` set ${t}C`, ` @ ${t}°C`]);
  }
  if (l.imoClass) {
    s +=
      lang === 'zh'
        ? `，危险品${l.imoClass}类，UN${l.unNumber}`
        : lang === 'de'
          ? `, Gefahrgut Klasse ${l.imoClass}, UN ${l.unNumber}`
          : rng.pick([`, IMO ${l.imoClass} UN${l.unNumber}`, `, DG class ${l.imoClass} / UN ${l.unNumber}`]);
  }
  if (l.grossWeightKg) {
    const t = l.grossWeightKg / 1000;
    s +=
      lang === 'zh'
        ? `，每箱毛重${t}吨`
        : lang === 'de'
          ? rng.pick([`, je ${thousands(l.grossWeightKg, '.')} kg`, `, ${t} t brutto`])
          : rng.pick([`, GW ${t}t each`, `, ${thousands(l.grossWeightKg, ',')} kgs/unit`]);
  }
  return s;
}

export function boxMix(rng: Rng, kinds: UnseenBoxLine['type'][]): UnseenBoxLine[] {
  const sizes: UnseenBoxLine['size'][] = ['20', '40', '40HC', '45'];
  return kinds.map((type) => {
    const size =
      type === 'tank' ? '20' : type === 'reefer' ? rng.pick(['20', '40HC'] as const) : rng.pick(sizes);
    const line: UnseenBoxLine = { count: rng.int(1, 12), size, type };
    if (type === 'reefer') line.temperatureC = rng.pick([-18, -20, 2, 4, 13]);
    if (type === 'tank' || rng.chance(0.15)) {
      const dg = rng.pick([
        ['3', '1993'],
        ['8', '1789'],
        ['2.1', '1965'],
        ['9', '3077'],
        ['6.1', '2810'],
      ]);
      line.imoClass = dg[0];
      line.unNumber = dg[1];
    }
    if (rng.chance(0.4)) line.grossWeightKg = rng.int(8, 26) * 1000;
    return line;
  });
}

/** Cargo type as the reading rules give it: dangerous, then reefer, tank, out of gauge, general. */
export function cargoTypeOf(lines: UnseenBoxLine[], saysGeneral: boolean): UnseenItem['cargoType'] {
  if (lines.some((l) => l.imoClass)) return 'dangerous';
  if (lines.some((l) => l.type === 'reefer')) return 'reefer';
  if (lines.some((l) => l.type === 'tank')) return 'tank';
  if (lines.some((l) => l.type === 'open_top' || l.type === 'flat_rack')) return 'out_of_gauge';
  if (saysGeneral || lines.some((l) => l.type === 'dry')) return 'general';
  return undefined;
}

// ---- people and furniture ----------------------------------------------------------------------------------
export const SENDERS = [
  'Jan Petersen',
  'Maria Kowalska',
  'Lars Nyberg',
  'Anke Vos',
  'Tom Riley',
  'Sofia Lind',
  'Piet de Boer',
];
export const SENDERS_DE = ['Hinrich Claasen', 'Katrin Möller', 'Jens Albers', 'Birte Hansen', 'Uwe Brandt'];
export const SENDERS_ZH = ['王磊', '李娜', '张伟', '陈静', '刘洋'];
export const COMPANIES = [
  'Nordsee Chartering GmbH',
  'Baltic Feeder Brokers AB',
  'Hanse Shipbrokers',
  'Eastgate Chartering Ltd',
  'Delta Feeder Agency BV',
];
export const COMMODITIES_EN = [
  'paper rolls',
  'machinery parts',
  'furniture',
  'frozen fish',
  'resin',
  'steel coils',
  'beer',
];
export const COMMODITIES_DE = [
  'Papierrollen',
  'Maschinenteile',
  'Möbel',
  'Tiefkühlware',
  'Granulat',
  'Stahlcoils',
];
export const COMMODITIES_ZH = ['家具', '机械配件', '纸卷', '冷冻鱼', '塑料颗粒', '钢卷'];

/** A mail date in the broker's season, often near the year's end so that dates roll over. */
export function mailDateOf(rng: Rng): string {
  return rng.chance(0.6) ? addDays('2025-11-20', rng.int(0, 45)) : addDays('2026-03-02', rng.int(0, 100));
}

export type Template = { id: string; lang: Lang; make: (rng: Rng) => Omit<UnseenMail, 'id' | 'lang'> };
