/**
 * Mail layouts of the development set (tuned on). None of them is a layout of the frozen set
 * (templates-frozen.ts); they share only the renderers of kit.ts.
 */
import {
  addDays,
  asWritten,
  boxLineText,
  boxMix,
  COMMODITIES_DE,
  COMMODITIES_EN,
  COMMODITIES_ZH,
  cargoTypeOf,
  dayText,
  fuzzyText,
  lumpSumText,
  mailDateOf,
  onRequestText,
  perBoxText,
  perTeuText,
  ports,
  promptText,
  rangeText,
  roundTo,
  SENDERS,
  SENDERS_DE,
  SENDERS_ZH,
  shipName,
  type Template,
  teuOfMix,
  weekText,
} from './kit';
import type { UnseenItem } from './types';

const money = (amount: number, currency: 'USD' | 'EUR') => ({ amount, currency });

export const devTemplates: Template[] = [
  // ---------------------------------------------------------------------------------------------- English
  {
    id: 'dev-en-subject-only-vessel',
    lang: 'en',
    make: (rng) => {
      const mailDate = mailDateOf(rng);
      const [o, d] = ports(rng, 'en', 2, rng.chance(0.3));
      const ship = shipName(rng);
      const open = addDays(mailDate, rng.int(2, 14));
      const cap = roundTo(rng, 350, 980, 2);
      const free = roundTo(rng, 60, cap - 100, 10);
      const rate = money(roundTo(rng, 90, 260, 5), rng.pick(['USD', 'EUR'] as const));
      const text = `Subject: ${rng.pick(['Open position', 'Tonnage', 'Position'])} - MV ${ship}

Hi,

Vessel open as follows:

open: ${o.name} / ${dayText(rng, 'en', open)}
for: ${d.name}
size: ${cap} teu, ${free} teu free
rate: ${perTeuText(rng, 'en', rate)}

${rng.pick(SENDERS)}`;
      return {
        mailDate,
        text,
        expected: [
          {
            kind: 'availability',
            vesselName: ship,
            originPort: o.code,
            destinationPort: d.code,
            dateFrom: open,
            teu: free,
            vesselCapacityTEU: cap,
            price: rate,
            priceBasis: 'per_teu',
          },
        ],
      };
    },
  },
  {
    id: 'dev-en-rfq-subject',
    lang: 'en',
    make: (rng) => {
      const mailDate = mailDateOf(rng);
      const [o, d] = ports(rng, 'en', 2);
      const mix = boxMix(rng, rng.pick([['dry'], ['dry', 'reefer'], ['open_top']] as const).slice());
      const ready = addDays(mailDate, rng.int(2, 10));
      const by = addDays(ready, rng.int(3, 10));
      const rate = money(roundTo(rng, 250, 900, 10), 'USD');
      const text = `Subject: RFQ ${o.name}/${d.name}

Dear Sir/Madam,

On behalf of our client we are looking for space:

Commodity: ${rng.pick(COMMODITIES_EN)}
Volume: ${mix.map((l) => boxLineText(rng, 'en', l)).join(' and ')}
Cargo ready: ${dayText(rng, 'en', ready)}
Delivery by: ${dayText(rng, 'en', by)}
Target: ${perBoxText(rng, 'en', rate, mix[0].size.slice(0, 2))}

Looking forward to your offer.
${rng.pick(SENDERS)}`;
      return {
        mailDate,
        text,
        expected: [
          {
            kind: 'cargo_request',
            originPort: o.code,
            destinationPort: d.code,
            teu: teuOfMix(mix),
            dateFrom: ready,
            dateTo: by,
            price: rate,
            priceBasis: 'per_box',
            cargoType: cargoTypeOf(mix, false),
            boxMix: mix,
          },
        ],
      };
    },
  },
  {
    id: 'dev-en-spec-lines',
    lang: 'en',
    make: (rng) => {
      const mailDate = mailDateOf(rng);
      const [o, d] = ports(rng, 'en', 2);
      const ship = shipName(rng);
      const eta = addDays(mailDate, rng.int(2, 12));
      const cap = roundTo(rng, 400, 1000, 2);
      const intake = roundTo(rng, 100, cap - 100, 10);
      const lump = money(roundTo(rng, 8000, 30000, 500), 'USD');
      const text = `Morning,

MV ${ship}
${rng.int(5, 12)},${rng.int(100, 999)} dwt / ${cap} TEU / geared
ETA ${o.name} ${dayText(rng, 'en', eta)}
open there, next ${d.name}
intake ${intake} TEU for this leg
idea ${lumpSumText(rng, 'en', lump)}

rgds
${rng.pick(SENDERS)}`;
      return {
        mailDate,
        text,
        expected: [
          {
            kind: 'availability',
            vesselName: ship,
            originPort: o.code,
            destinationPort: d.code,
            dateFrom: eta,
            teu: intake,
            vesselCapacityTEU: cap,
            price: lump,
            priceBasis: 'lump_sum',
          },
        ],
      };
    },
  },
  {
    id: 'dev-en-outlook-chain',
    lang: 'en',
    make: (rng) => {
      const mailDate = mailDateOf(rng);
      const [o, d, q1, q2] = ports(rng, 'en', 4);
      const ship = shipName(rng);
      const open = addDays(mailDate, rng.int(2, 12));
      const free = roundTo(rng, 100, 500, 10);
      const rate = money(roundTo(rng, 90, 240, 5), 'USD');
      const text = `Pls note updated position:

MV ${ship} now open ${o.name} ${dayText(rng, 'en', open)} (was ${dayText(rng, 'en', addDays(open, -2))}), for ${d.name}
${free} TEU free, ${perTeuText(rng, 'en', rate)}

Brgds
${rng.pick(SENDERS)}

From: ${rng.pick(SENDERS)} <chartering@hanse.example>
Sent: ${mailDate}
To: Operations
Subject: RE: open tonnage

MV ${shipName(rng)} open ${q1.name} ${dayText(rng, 'en', addDays(mailDate, 5))} for ${q2.name}, 200 TEU free`;
      return {
        mailDate,
        text,
        expected: [
          {
            kind: 'availability',
            vesselName: ship,
            originPort: o.code,
            destinationPort: d.code,
            dateFrom: open,
            teu: free,
            price: rate,
            priceBasis: 'per_teu',
          },
        ],
      };
    },
  },
  {
    id: 'dev-en-dg-week',
    lang: 'en',
    make: (rng) => {
      const mailDate = mailDateOf(rng);
      const [o, d] = ports(rng, 'en', 2, rng.chance(0.5));
      const mix = boxMix(rng, ['dry']);
      mix[0].imoClass = '9';
      mix[0].unNumber = '3077';
      const useWeek = rng.chance(0.5);
      const wk = weekText(rng, 'en', addDays(mailDate, rng.int(8, 20)));
      const from = addDays(mailDate, rng.int(3, 12));
      const to = addDays(from, 3);
      const rate = money(roundTo(rng, 300, 700, 10), 'USD');
      const text = `Hi all

${o.name} > ${d.name}
${boxLineText(rng, 'en', mix[0])}
${useWeek ? `shipment ${wk.text}` : `laycan ${rangeText(rng, 'en', from, to)}`}
${perBoxText(rng, 'en', rate, mix[0].size.slice(0, 2))}

pls quote
${rng.pick(SENDERS)}`;
      return {
        mailDate,
        text,
        expected: [
          {
            kind: 'cargo_request',
            originPort: o.code,
            destinationPort: d.code,
            teu: teuOfMix(mix),
            dateFrom: useWeek ? wk.from : from,
            dateTo: useWeek ? wk.to : to,
            price: rate,
            priceBasis: 'per_box',
            cargoType: 'dangerous',
            boxMix: mix,
          },
        ],
      };
    },
  },
  {
    id: 'dev-en-bullet-positions',
    lang: 'en',
    make: (rng) => {
      const mailDate = mailDateOf(rng);
      const n = rng.int(2, 3);
      const ps = ports(rng, 'en', n * 2, true);
      const lines: string[] = [];
      const expected: UnseenItem[] = [];
      for (let i = 0; i < n; i++) {
        const ship = shipName(rng);
        const open = addDays(mailDate, rng.int(1, 20));
        const free = roundTo(rng, 80, 500, 10);
        const rate = money(roundTo(rng, 90, 240, 5), rng.pick(['USD', 'EUR'] as const));
        const withRate = rng.chance(0.6);
        lines.push(
          `- ${ship}: opn ${ps[2 * i].name} ${dayText(rng, 'en', open)} > ${ps[2 * i + 1].name}, ${free} slots${withRate ? `, ${perTeuText(rng, 'en', rate)}` : ''}`,
        );
        const item: UnseenItem = {
          kind: 'availability',
          vesselName: ship,
          originPort: ps[2 * i].code,
          destinationPort: ps[2 * i + 1].code,
          dateFrom: open,
          teu: free,
        };
        if (withRate) Object.assign(item, { price: rate, priceBasis: 'per_teu' });
        expected.push(item);
      }
      const text = `Hi guys,\n\nupdated list:\n${lines.join('\n')}\n\ntks\n${rng.pick(SENDERS)}`;
      return { mailDate, text, expected };
    },
  },
  {
    id: 'dev-en-mixed-german',
    lang: 'en',
    make: (rng) => {
      const mailDate = mailDateOf(rng);
      const [o, d] = ports(rng, 'en', 2);
      const ship = shipName(rng);
      const open = addDays(mailDate, rng.int(2, 10));
      const free = roundTo(rng, 100, 400, 10);
      const rate = money(roundTo(rng, 90, 200, 5), 'EUR');
      const text = `Hi Jan,

MS ${asWritten(rng, ship)} is frei in ${o.name} ab ${dayText(rng, 'de', open)}, heading ${d.name}, ${free} TEU avail, rate ${perTeuText(rng, 'en', rate)}.

Cheers`;
      return {
        mailDate,
        text,
        expected: [
          {
            kind: 'availability',
            vesselName: ship,
            originPort: o.code,
            destinationPort: d.code,
            dateFrom: open,
            teu: free,
            price: rate,
            priceBasis: 'per_teu',
          },
        ],
      };
    },
  },
  // ----------------------------------------------------------------------------------------------- German
  {
    id: 'dev-de-anfrage-betreff',
    lang: 'de',
    make: (rng) => {
      const mailDate = mailDateOf(rng);
      const [o, d] = ports(rng, 'de', 2);
      const mix = boxMix(rng, rng.pick([['dry'], ['flat_rack'], ['dry', 'dry']] as const).slice());
      const ready = addDays(mailDate, rng.int(2, 10));
      const by = addDays(ready, rng.int(4, 10));
      const rate = money(roundTo(rng, 300, 900, 10), 'EUR');
      const text = `Betreff: Anfrage ${o.name} - ${d.name}

Sehr geehrte Damen und Herren,

für unseren Kunden suchen wir Frachtraum:
${mix.map((l) => boxLineText(rng, 'de', l)).join('\n')}
Ware: ${rng.pick(COMMODITIES_DE)}
Ladebereitschaft: ${dayText(rng, 'de', ready)}
Zustellung bis: ${dayText(rng, 'de', by)}
Zielpreis: ${perBoxText(rng, 'de', rate, mix[0].size.slice(0, 2))}

Mit freundlichen Grüßen
${rng.pick(SENDERS_DE)}`;
      return {
        mailDate,
        text,
        expected: [
          {
            kind: 'cargo_request',
            originPort: o.code,
            destinationPort: d.code,
            teu: teuOfMix(mix),
            dateFrom: ready,
            dateTo: by,
            price: rate,
            priceBasis: 'per_box',
            cargoType: cargoTypeOf(mix, false),
            boxMix: mix,
          },
        ],
      };
    },
  },
  {
    id: 'dev-de-outlook-antwort',
    lang: 'de',
    make: (rng) => {
      const mailDate = mailDateOf(rng);
      const [o, d, q] = ports(rng, 'de', 3);
      const ship = shipName(rng);
      const open = addDays(mailDate, rng.int(2, 12));
      const free = roundTo(rng, 100, 500, 10);
      const text = `Hallo Birte,

aktuell: MS ${ship} frei ${o.name} ${dayText(rng, 'de', open)}, danach ${d.name}. ${free} TEU verfügbar. ${onRequestText(rng, 'de')}.

Gruß
${rng.pick(SENDERS_DE)}

Von: Birte Hansen <bh@delta.example>
Gesendet: ${mailDate}
An: Befrachtung
Betreff: AW: Tonnage

MS ${shipName(rng)} offen ${q.name}, 300 TEU frei`;
      return {
        mailDate,
        text,
        expected: [
          {
            kind: 'availability',
            vesselName: ship,
            originPort: o.code,
            destinationPort: d.code,
            dateFrom: open,
            teu: free,
          },
        ],
      };
    },
  },
  {
    id: 'dev-de-eta-frei-ab',
    lang: 'de',
    make: (rng) => {
      const mailDate = mailDateOf(rng);
      const [o, d] = ports(rng, 'de', 2);
      const ship = shipName(rng);
      const eta = addDays(mailDate, rng.int(2, 10));
      const free = roundTo(rng, 100, 500, 10);
      const cap = free + roundTo(rng, 100, 400, 2);
      const rate = money(roundTo(rng, 90, 220, 5), 'EUR');
      const text = `MS ${ship} – ${cap} TEU – ${rng.int(50, 200)} Reefer
ETA ${o.name} ${dayText(rng, 'de', eta)}, frei ab ${dayText(rng, 'de', addDays(eta, 1))}
Richtung ${d.name}
Verfügbar: ${free} TEU
Fracht: ${perTeuText(rng, 'de', rate)}`;
      return {
        mailDate,
        text,
        expected: [
          {
            kind: 'availability',
            vesselName: ship,
            originPort: o.code,
            destinationPort: d.code,
            dateFrom: addDays(eta, 1),
            teu: free,
            vesselCapacityTEU: cap,
            price: rate,
            priceBasis: 'per_teu',
          },
        ],
      };
    },
  },
  {
    id: 'dev-de-ladung-mix',
    lang: 'de',
    make: (rng) => {
      const mailDate = mailDateOf(rng);
      const [o, d] = ports(rng, 'de', 2);
      const mix = boxMix(rng, ['dry', 'flat_rack']);
      const from = addDays(mailDate, rng.int(3, 12));
      const to = addDays(from, rng.int(2, 5));
      const rate = money(roundTo(rng, 100, 220, 5), 'USD');
      const text = `Hallo,

wir haben folgende Ladung:
${mix.map((l) => `- ${boxLineText(rng, 'de', l)}`).join('\n')}
von ${o.name} nach ${d.name}, Laycan ${rangeText(rng, 'de', from, to)}, Budget ${perTeuText(rng, 'de', rate)}

Grüße
${rng.pick(SENDERS_DE)}`;
      return {
        mailDate,
        text,
        expected: [
          {
            kind: 'cargo_request',
            originPort: o.code,
            destinationPort: d.code,
            teu: teuOfMix(mix),
            dateFrom: from,
            dateTo: to,
            price: rate,
            priceBasis: 'per_teu',
            cargoType: cargoTypeOf(mix, false),
            boxMix: mix,
          },
        ],
      };
    },
  },
  {
    id: 'dev-de-einzeiler-kw',
    lang: 'de',
    make: (rng) => {
      const mailDate = mailDateOf(rng);
      const [o, d] = ports(rng, 'de', 2, rng.chance(0.4));
      const ship = shipName(rng);
      const wk = weekText(rng, 'de', addDays(mailDate, rng.int(8, 20)));
      const free = roundTo(rng, 80, 400, 10);
      const rate = money(roundTo(rng, 90, 220, 5), 'EUR');
      const text = `MS ${ship} offen ${o.name} ${wk.text}, nach ${d.name}, ${free} TEU frei, ${perTeuText(rng, 'de', rate)}`;
      return {
        mailDate,
        text,
        expected: [
          {
            kind: 'availability',
            vesselName: ship,
            originPort: o.code,
            destinationPort: d.code,
            dateFrom: wk.from,
            teu: free,
            price: rate,
            priceBasis: 'per_teu',
          },
        ],
      };
    },
  },
  {
    id: 'dev-de-zwei-ladungen',
    lang: 'de',
    make: (rng) => {
      const mailDate = mailDateOf(rng);
      const [a, b, c, d] = ports(rng, 'de', 4);
      const f = fuzzyText(rng, 'de', addDays(mailDate, rng.int(12, 35)));
      const mix = boxMix(rng, ['reefer']);
      const t1 = roundTo(rng, 20, 150, 5);
      const text = `Moin,

zwei Anfragen:

1. ${t1} TEU Stückgut ${a.name} - ${b.name}, ${f.text}, ${onRequestText(rng, 'de')}
2. ${boxLineText(rng, 'de', mix[0])} ${c.name} - ${d.name}, ${promptText(rng, 'de')}

Gruß ${rng.pick(SENDERS_DE)}`;
      return {
        mailDate,
        text,
        expected: [
          {
            kind: 'cargo_request',
            originPort: a.code,
            destinationPort: b.code,
            teu: t1,
            dateFrom: f.from,
            dateTo: f.to,
            cargoType: 'general',
          },
          {
            kind: 'cargo_request',
            originPort: c.code,
            destinationPort: d.code,
            teu: teuOfMix(mix),
            dateFrom: mailDate,
            cargoType: cargoTypeOf(mix, false),
            boxMix: mix,
          },
        ],
      };
    },
  },
  {
    id: 'dev-de-tabelle',
    lang: 'de',
    make: (rng) => {
      const mailDate = mailDateOf(rng);
      const n = rng.int(2, 3);
      const ps = ports(rng, 'de', n * 2);
      const rows: string[] = [];
      const expected: UnseenItem[] = [];
      for (let i = 0; i < n; i++) {
        const ship = shipName(rng);
        const open = addDays(mailDate, rng.int(2, 20));
        const t = roundTo(rng, 300, 900, 10);
        rows.push(`${ship}\t${t}\t${ps[2 * i].name}\t${dayText(rng, 'de', open, 0)}\t${ps[2 * i + 1].name}`);
        expected.push({
          kind: 'availability',
          vesselName: ship,
          originPort: ps[2 * i].code,
          destinationPort: ps[2 * i + 1].code,
          dateFrom: open,
          teu: t,
        });
      }
      const text = `Hallo zusammen,

unsere offene Tonnage:

Schiff\tTEU\tHafen\tDatum\tZiel
${rows.join('\n')}

Raten auf Anfrage.
${rng.pick(SENDERS_DE)}`;
      return { mailDate, text, expected };
    },
  },
  // ---------------------------------------------------------------------------------------------- Chinese
  {
    id: 'dev-zh-subject-inquiry',
    lang: 'zh',
    make: (rng) => {
      const mailDate = mailDateOf(rng);
      const [o, d] = ports(rng, 'zh', 2);
      const mix = boxMix(rng, rng.pick([['dry'], ['dry', 'dry'], ['flat_rack']] as const).slice());
      const from = addDays(mailDate, rng.int(3, 12));
      const to = addDays(from, rng.int(2, 6));
      const rate = money(roundTo(rng, 300, 900, 10), 'USD');
      const text = `主题：${o.name}-${d.name} 询价

您好，

货物：${rng.pick(COMMODITIES_ZH)}
箱型箱量：${mix.map((l) => boxLineText(rng, 'zh', l)).join('，')}
装期：${rangeText(rng, 'zh', from, to)}
预算：${perBoxText(rng, 'zh', rate, mix[0].size.slice(0, 2))}

谢谢！`;
      return {
        mailDate,
        text,
        expected: [
          {
            kind: 'cargo_request',
            originPort: o.code,
            destinationPort: d.code,
            teu: teuOfMix(mix),
            dateFrom: from,
            dateTo: to,
            price: rate,
            priceBasis: 'per_box',
            cargoType: cargoTypeOf(mix, false),
            boxMix: mix,
          },
        ],
      };
    },
  },
  {
    id: 'dev-zh-spec-sheet',
    lang: 'zh',
    make: (rng) => {
      const mailDate = mailDateOf(rng);
      const [o, d] = ports(rng, 'zh', 2);
      const ship = shipName(rng);
      const open = addDays(mailDate, rng.int(2, 14));
      const cap = roundTo(rng, 400, 1000, 2);
      const free = roundTo(rng, 60, cap - 150, 10);
      const rate = money(roundTo(rng, 90, 250, 5), 'USD');
      const text = `船名：${ship}
载箱量：${cap}TEU
空出港：${o.name}
空出时间：${dayText(rng, 'zh', open)}
下一港：${d.name}
可用舱位：${free}TEU
运价：${perTeuText(rng, 'zh', rate)}`;
      return {
        mailDate,
        text,
        expected: [
          {
            kind: 'availability',
            vesselName: ship,
            originPort: o.code,
            destinationPort: d.code,
            dateFrom: open,
            teu: free,
            vesselCapacityTEU: cap,
            price: rate,
            priceBasis: 'per_teu',
          },
        ],
      };
    },
  },
  {
    id: 'dev-zh-original-mail',
    lang: 'zh',
    make: (rng) => {
      const mailDate = mailDateOf(rng);
      const [o, d, q] = ports(rng, 'zh', 3);
      const mix = boxMix(rng, ['dry']);
      const ready = addDays(mailDate, rng.int(2, 10));
      const rate = money(roundTo(rng, 100, 220, 5), 'USD');
      const text = `李经理：

新货盘：${boxLineText(rng, 'zh', mix[0])}，${o.name}-${d.name}，${dayText(rng, 'zh', ready)}货好，目标价${perTeuText(rng, 'zh', rate)}。

祝好
${rng.pick(SENDERS_ZH)}

-----原始邮件-----
发件人：李娜 <ln@example.cn>
发送时间：${mailDate}
收件人：订舱部
主题：船期

${shipName(rng)}轮 ${q.name}空出 剩余舱位300TEU`;
      return {
        mailDate,
        text,
        expected: [
          {
            kind: 'cargo_request',
            originPort: o.code,
            destinationPort: d.code,
            teu: teuOfMix(mix),
            dateFrom: ready,
            price: rate,
            priceBasis: 'per_teu',
            cargoType: cargoTypeOf(mix, false),
            boxMix: mix,
          },
        ],
      };
    },
  },
  {
    id: 'dev-zh-mixed-eta-etd',
    lang: 'zh',
    make: (rng) => {
      const mailDate = mailDateOf(rng);
      const [o, d] = ports(rng, 'en', 2, rng.chance(0.5));
      const ship = shipName(rng);
      const eta = addDays(mailDate, rng.int(2, 10));
      const etd = addDays(eta, rng.int(1, 2));
      const free = roundTo(rng, 100, 400, 10);
      const rate = money(roundTo(rng, 90, 200, 5), 'USD');
      const text = `Hi，${ship}轮 ETA ${o.name} ${dayText(rng, 'en', eta)}，ETD ${dayText(rng, 'en', etd)}，then ${d.name}，剩余${free}TEU，${perTeuText(rng, 'en', rate)}`;
      return {
        mailDate,
        text,
        expected: [
          {
            kind: 'availability',
            vesselName: ship,
            originPort: o.code,
            destinationPort: d.code,
            dateFrom: etd,
            teu: free,
            price: rate,
            priceBasis: 'per_teu',
          },
        ],
      };
    },
  },
  {
    id: 'dev-zh-two-cargoes',
    lang: 'zh',
    make: (rng) => {
      const mailDate = mailDateOf(rng);
      const [a, b, c, d] = ports(rng, 'zh', 4);
      const f = fuzzyText(rng, 'zh', addDays(mailDate, rng.int(12, 35)));
      const mix1 = boxMix(rng, ['dry']);
      const t2 = roundTo(rng, 10, 80, 2);
      const rate = money(roundTo(rng, 100, 220, 5), 'USD');
      const text = `各位好：

1. ${a.name}到${b.name}，${boxLineText(rng, 'zh', mix1[0])}，${f.text}，目标${perTeuText(rng, 'zh', rate)}
2. ${c.name}到${d.name}，${t2}TEU普货，${promptText(rng, 'zh')}，运价面议

谢谢`;
      return {
        mailDate,
        text,
        expected: [
          {
            kind: 'cargo_request',
            originPort: a.code,
            destinationPort: b.code,
            teu: teuOfMix(mix1),
            dateFrom: f.from,
            dateTo: f.to,
            price: rate,
            priceBasis: 'per_teu',
            cargoType: cargoTypeOf(mix1, false),
            boxMix: mix1,
          },
          {
            kind: 'cargo_request',
            originPort: c.code,
            destinationPort: d.code,
            teu: t2,
            dateFrom: mailDate,
            cargoType: 'general',
          },
        ],
      };
    },
  },
  {
    id: 'dev-zh-reefer-dg',
    lang: 'zh',
    make: (rng) => {
      const mailDate = mailDateOf(rng);
      const [o, d] = ports(rng, 'zh', 2);
      const mix = boxMix(rng, ['reefer', 'dry']);
      mix[1].imoClass = '9';
      mix[1].unNumber = '3077';
      const latest = addDays(mailDate, rng.int(6, 16));
      const lump = money(roundTo(rng, 3000, 15000, 100), 'EUR');
      const text = `订舱需求
${o.name}→${d.name}
${mix.map((l) => boxLineText(rng, 'zh', l)).join('\n')}
${dayText(rng, 'zh', latest)}前装船
预算：${lumpSumText(rng, 'zh', lump)}`;
      return {
        mailDate,
        text,
        expected: [
          {
            kind: 'cargo_request',
            originPort: o.code,
            destinationPort: d.code,
            teu: teuOfMix(mix),
            dateTo: latest,
            price: lump,
            priceBasis: 'lump_sum',
            cargoType: 'dangerous',
            boxMix: mix,
          },
        ],
      };
    },
  },
  // ------------------------------------------------------------------------- more layouts (second round)
  {
    id: 'dev-en-paragraph-split',
    lang: 'en',
    make: (rng) => {
      const mailDate = mailDateOf(rng);
      const [prev, o, d] = ports(rng, 'en', 3);
      const ship = shipName(rng);
      const open = addDays(mailDate, rng.int(2, 12));
      const free = roundTo(rng, 100, 500, 10);
      const rate = money(roundTo(rng, 90, 240, 5), rng.pick(['USD', 'EUR'] as const));
      const text = `Hi all,

MV ${ship}

Currently discharging ${prev.name}, will be open ${o.name} ${dayText(rng, 'en', open)} after completion.

Next: ${d.name} / intake abt ${free} TEU, ${rng.int(30, 120)} plugs.

Rate idea: ${perTeuText(rng, 'en', rate)}

Brgds
${rng.pick(SENDERS)}`;
      return {
        mailDate,
        text,
        expected: [
          {
            kind: 'availability',
            vesselName: ship,
            originPort: o.code,
            destinationPort: d.code,
            dateFrom: open,
            teu: free,
            price: rate,
            priceBasis: 'per_teu',
          },
        ],
      };
    },
  },
  {
    id: 'dev-en-fio-rvs',
    lang: 'en',
    make: (rng) => {
      const mailDate = mailDateOf(rng);
      const [o, d] = ports(rng, 'en', 2, rng.chance(0.5));
      const mix = boxMix(rng, [rng.pick(['dry', 'reefer', 'flat_rack'] as const)]);
      const from = addDays(mailDate, rng.int(3, 12));
      const to = addDays(from, rng.int(2, 5));
      const text = `${boxLineText(rng, 'en', mix[0])} ${rng.pick(COMMODITIES_EN)}, ${o.name} to ${d.name}, fio, laycan ${rangeText(rng, 'en', from, to)}, rvs with your best rate pls`;
      return {
        mailDate,
        text,
        expected: [
          {
            kind: 'cargo_request',
            originPort: o.code,
            destinationPort: d.code,
            teu: teuOfMix(mix),
            dateFrom: from,
            dateTo: to,
            cargoType: cargoTypeOf(mix, false),
            boxMix: mix,
          },
        ],
      };
    },
  },
  {
    id: 'dev-en-reply-nothing-new',
    lang: 'en',
    make: (rng) => {
      const mailDate = mailDateOf(rng);
      const [o, d] = ports(rng, 'en', 2);
      const text = `Thanks Lars, noted. Will revert once we hear from the shipper.

Rgds
${rng.pick(SENDERS)}

On ${mailDate} 14:02, Lars Nyberg <ln@baltic.example> wrote:
> MV ${shipName(rng)} open ${o.name} ${dayText(rng, 'en', addDays(mailDate, 3))} for ${d.name}
> 250 TEU free, USD 140/TEU
>
> > earlier: any cargo ex ${d.name}?`;
      return { mailDate, text, expected: [] };
    },
  },
  {
    id: 'dev-en-position-and-cargo',
    lang: 'en',
    make: (rng) => {
      const mailDate = mailDateOf(rng);
      const [a, b, c, d] = ports(rng, 'en', 4);
      const ship = shipName(rng);
      const open = addDays(mailDate, rng.int(2, 10));
      const free = roundTo(rng, 100, 400, 10);
      const mix = boxMix(rng, ['dry']);
      const ready = addDays(mailDate, rng.int(2, 10));
      const text = `Morning,

Position: MV ${ship} open ${a.name} ${dayText(rng, 'en', open)} for ${b.name}, ${free} TEU free.

We also have a cargo: ${boxLineText(rng, 'en', mix[0])} ${c.name} - ${d.name}, ready ${dayText(rng, 'en', ready)}.

${onRequestText(rng, 'en')}
${rng.pick(SENDERS)}`;
      return {
        mailDate,
        text,
        expected: [
          {
            kind: 'availability',
            vesselName: ship,
            originPort: a.code,
            destinationPort: b.code,
            dateFrom: open,
            teu: free,
          },
          {
            kind: 'cargo_request',
            originPort: c.code,
            destinationPort: d.code,
            teu: teuOfMix(mix),
            dateFrom: ready,
            cargoType: cargoTypeOf(mix, false),
            boxMix: mix,
          },
        ],
      };
    },
  },
  {
    id: 'dev-en-rollover-eta',
    lang: 'en',
    make: (rng) => {
      const mailDate = addDays('2025-12-22', rng.int(0, 8));
      const [o, d] = ports(rng, 'en', 2);
      const ship = shipName(rng);
      const open = addDays('2026-01-01', rng.int(0, 5));
      const arr = addDays(open, rng.int(2, 4));
      const free = roundTo(rng, 100, 400, 10);
      const text = `MV ${ship} open ${o.name} ${dayText(rng, 'en', open, rng.pick([0, 2, 3]))}, ETA ${d.name} ${dayText(rng, 'en', arr, rng.pick([0, 2, 3]))}, ${free} TEU free. Happy new year!`;
      return {
        mailDate,
        text,
        expected: [
          {
            kind: 'availability',
            vesselName: ship,
            originPort: o.code,
            destinationPort: d.code,
            dateFrom: open,
            arrivalDate: arr,
            teu: free,
          },
        ],
      };
    },
  },
  {
    id: 'dev-de-fliesstext',
    lang: 'de',
    make: (rng) => {
      const mailDate = mailDateOf(rng);
      const [o, d] = ports(rng, 'de', 2);
      const ship = shipName(rng);
      const open = addDays(mailDate, rng.int(2, 12));
      const free = roundTo(rng, 100, 400, 10);
      const rate = money(roundTo(rng, 90, 220, 5), 'EUR');
      const text = `Guten Tag Herr Albers,

wie telefonisch besprochen könnten wir Ihnen die MS ${asWritten(rng, ship)} anbieten. Das Schiff ist ab dem ${dayText(rng, 'de', open, rng.pick([0, 2, 3]))} in ${o.name} frei und geht danach nach ${d.name}. Wir hätten noch Platz für ca. ${free} TEU. Die Rate läge bei ${perTeuText(rng, 'de', rate)}.

Freundliche Grüße
${rng.pick(SENDERS_DE)}`;
      return {
        mailDate,
        text,
        expected: [
          {
            kind: 'availability',
            vesselName: ship,
            originPort: o.code,
            destinationPort: d.code,
            dateFrom: open,
            teu: free,
            price: rate,
            priceBasis: 'per_teu',
          },
        ],
      };
    },
  },
  {
    id: 'dev-de-ladungen-tabelle',
    lang: 'de',
    make: (rng) => {
      const mailDate = mailDateOf(rng);
      const n = rng.int(2, 3);
      const ps = ports(rng, 'de', n * 2);
      const rows: string[] = [];
      const expected: UnseenItem[] = [];
      for (let i = 0; i < n; i++) {
        const teu = roundTo(rng, 10, 120, 2);
        const ready = addDays(mailDate, rng.int(2, 20));
        rows.push(
          `| ${ps[2 * i].name} | ${ps[2 * i + 1].name} | ${teu} TEU | ${dayText(rng, 'de', ready, 0)} |`,
        );
        expected.push({
          kind: 'cargo_request',
          originPort: ps[2 * i].code,
          destinationPort: ps[2 * i + 1].code,
          teu,
          dateFrom: ready,
        });
      }
      const text = `Hallo,

offene Ladungen diese Woche:

| POL | POD | Menge | ab |
|-----|-----|-------|----|
${rows.join('\n')}

Bitte um Raten.
${rng.pick(SENDERS_DE)}`;
      return { mailDate, text, expected };
    },
  },
  {
    id: 'dev-zh-fliesstext',
    lang: 'zh',
    make: (rng) => {
      const mailDate = mailDateOf(rng);
      const [prev, o, d] = ports(rng, 'zh', 3);
      const ship = shipName(rng);
      const open = addDays(mailDate, rng.int(2, 12));
      const free = roundTo(rng, 100, 400, 10);
      const rate = money(roundTo(rng, 90, 220, 5), 'USD');
      const text = `王总您好，

我司${ship}轮目前在${prev.name}卸货，预计${dayText(rng, 'zh', open)}在${o.name}空出，下一港${d.name}，可装约${free}TEU，运价${perTeuText(rng, 'zh', rate)}，如有货盘请联系。

${rng.pick(SENDERS_ZH)}`;
      return {
        mailDate,
        text,
        expected: [
          {
            kind: 'availability',
            vesselName: ship,
            originPort: o.code,
            destinationPort: d.code,
            dateFrom: open,
            teu: free,
            price: rate,
            priceBasis: 'per_teu',
          },
        ],
      };
    },
  },
  {
    id: 'dev-zh-table',
    lang: 'zh',
    make: (rng) => {
      const mailDate = mailDateOf(rng);
      const n = rng.int(2, 3);
      const ps = ports(rng, 'zh', n * 2);
      const rows: string[] = [];
      const expected: UnseenItem[] = [];
      for (let i = 0; i < n; i++) {
        const ship = shipName(rng);
        const open = addDays(mailDate, rng.int(2, 20));
        const free = roundTo(rng, 100, 500, 10);
        rows.push(
          `${ship} | ${ps[2 * i].name} | ${dayText(rng, 'zh', open, 0)} | ${ps[2 * i + 1].name} | ${free}`,
        );
        expected.push({
          kind: 'availability',
          vesselName: ship,
          originPort: ps[2 * i].code,
          destinationPort: ps[2 * i + 1].code,
          dateFrom: open,
          teu: free,
        });
      }
      const text = `各位好，本周船位：

船名 | 空出港 | 空出时间 | 下一港 | 舱位
${rows.join('\n')}

运价面议`;
      return { mailDate, text, expected };
    },
  },
  {
    id: 'dev-zh-cargo-week-lump',
    lang: 'zh',
    make: (rng) => {
      const mailDate = mailDateOf(rng);
      const [o, d] = ports(rng, 'zh', 2);
      const teu = roundTo(rng, 10, 100, 2);
      const wk = weekText(rng, 'zh', addDays(mailDate, rng.int(8, 20)));
      const lump = money(roundTo(rng, 2000, 12000, 100), 'USD');
      const text = `货盘：${o.name}至${d.name}，${teu}TEU，${wk.text}出运，运费${lumpSumText(rng, 'zh', lump)}，请报价。`;
      return {
        mailDate,
        text,
        expected: [
          {
            kind: 'cargo_request',
            originPort: o.code,
            destinationPort: d.code,
            teu,
            dateFrom: wk.from,
            dateTo: wk.to,
            price: lump,
            priceBasis: 'lump_sum',
          },
        ],
      };
    },
  },
];
