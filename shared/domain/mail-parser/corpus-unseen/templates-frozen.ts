/**
 * Mail layouts of the FROZEN test set, written before the parser was changed for issue 26 and never used for
 * tuning. The mails generated from them are stored in frozen-mails.json; these layouts are kept to show how
 * the labels were derived, and are not run again (changing them would not change the frozen set).
 */
import {
  addDays,
  asWritten,
  boxLineText,
  boxMix,
  COMMODITIES_DE,
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

export const frozenTemplates: Template[] = [
  // ---------------------------------------------------------------------------------------------- English
  {
    id: 'en-subject-vessel',
    lang: 'en',
    make: (rng) => {
      const mailDate = mailDateOf(rng);
      const [o, d] = ports(rng, 'en', 2);
      const ship = shipName(rng);
      const open = addDays(mailDate, rng.int(2, 14));
      const cap = roundTo(rng, 350, 980, 2);
      const free = roundTo(rng, 60, cap - 100, 10);
      const rate = money(roundTo(rng, 90, 260, 5), rng.pick(['USD', 'EUR'] as const));
      const openTxt = dayText(rng, 'en', open);
      const text = `Subject: ${asWritten(rng, ship)} - open ${o.name} ${openTxt}

Hi all,

Pls see our tonnage below.

${asWritten(rng, ship)} (${cap} TEU nominal, ${rng.int(40, 200)} plugs, ${rng.int(13, 17)} kn)
Open ${o.name} ${openTxt}, next ${d.name}
Slots available approx ${free} TEU
Rate idea ${perTeuText(rng, 'en', rate)}

Any cargo pls revert.

Best regards
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
    id: 'en-tonnage-table',
    lang: 'en',
    make: (rng) => {
      const mailDate = mailDateOf(rng);
      const n = rng.int(2, 4);
      const all = ports(rng, 'en', n * 2, rng.chance(0.5));
      const rows: string[] = [];
      const expected: UnseenItem[] = [];
      for (let i = 0; i < n; i++) {
        const ship = shipName(rng) + (i ? ` ${['II', 'III', 'IV'][i - 1]}` : '');
        const cap = roundTo(rng, 300, 950, 10);
        const open = addDays(mailDate, rng.int(2, 25));
        const [o, d] = [all[2 * i], all[2 * i + 1]];
        rows.push(
          `${ship.padEnd(20)} | ${String(cap).padEnd(4)} | ${o.name.padEnd(11)} | ${dayText(rng, 'en', open, 0).padEnd(7)} | ${d.name}`,
        );
        expected.push({
          kind: 'availability',
          vesselName: ship,
          originPort: o.code,
          destinationPort: d.code,
          dateFrom: open,
          teu: cap,
        });
      }
      const text = `Good morning,

Our open tonnage for the coming weeks:

VESSEL               | TEU  | OPEN        | DATE    | NEXT
${rows.join('\n')}

${onRequestText(rng, 'en')}. Pls come with firm cargo.

Kind regards
${rng.pick(SENDERS)}`;
      return { mailDate, text, expected };
    },
  },
  {
    id: 'en-cargo-oneliner',
    lang: 'en',
    make: (rng) => {
      const mailDate = mailDateOf(rng);
      const [o, d] = ports(rng, 'en', 2, rng.chance(0.5));
      const mix = boxMix(rng, rng.pick([['dry'], ['dry', 'dry']] as const).slice());
      const ready = addDays(mailDate, rng.int(1, 12));
      const rate = money(roundTo(rng, 100, 240, 5), 'USD');
      const text = `Hi,

Enq: ${mix.map((l) => boxLineText(rng, 'en', l)).join(' + ')} ${o.name}-${d.name}, ready ${dayText(rng, 'en', ready)}, tgt ${perTeuText(rng, 'en', rate)}. pls rvt

Rgds
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
    id: 'en-forwarded-position',
    lang: 'en',
    make: (rng) => {
      const mailDate = mailDateOf(rng);
      const [o, d] = ports(rng, 'en', 2);
      const ship = shipName(rng);
      const open = addDays(mailDate, rng.int(1, 10));
      const free = roundTo(rng, 80, 500, 10);
      const intake = free + roundTo(rng, 100, 400, 10);
      const rate = money(roundTo(rng, 80, 220, 5), 'EUR');
      const text = `FYI see below, any interest from your side?

---------- Forwarded message ---------
From: ${rng.pick(SENDERS)} <ops@eastgate-chartering.example>
Date: ${mailDate}
Subject: Position MV ${ship}
To: brokers@feeder.example

Dear partners,

MV ${ship} is opn ${o.name} ${dayText(rng, 'en', open)}, fixing for ${d.name}.
${free} TEU free / intake ${intake} TEU.
Idea ${perTeuText(rng, 'en', rate)}

Thanks and regards
Ops team`;
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
            vesselCapacityTEU: intake,
            price: rate,
            priceBasis: 'per_teu',
          },
        ],
      };
    },
  },
  {
    id: 'en-reply-reefer-cargo',
    lang: 'en',
    make: (rng) => {
      const mailDate = mailDateOf(rng);
      const [o, d, q1, q2] = ports(rng, 'en', 4);
      const mix = boxMix(rng, ['reefer', ...(rng.chance(0.5) ? (['dry'] as const) : [])]);
      const from = addDays(mailDate, rng.int(3, 15));
      const to = addDays(from, rng.int(2, 6));
      const lump = money(roundTo(rng, 3000, 20000, 100), rng.pick(['USD', 'EUR'] as const));
      const text = `Hi Tom,

Thanks, not for us this time. But we have a new order:

${mix.map((l) => `- ${boxLineText(rng, 'en', l)}`).join('\n')}
${o.name} to ${d.name}
Laycan ${rangeText(rng, 'en', from, to)}
Budget ${lumpSumText(rng, 'en', lump)} all in

Cheers
${rng.pick(SENDERS)}

On ${mailDate} 09:12, Tom Riley <tom@hanse-brokers.example> wrote:
> MV ${shipName(rng)} open ${q1.name} ${dayText(rng, 'en', addDays(mailDate, 4))} for ${q2.name}
> 300 TEU free, USD 150/TEU`;
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
            price: lump,
            priceBasis: 'lump_sum',
            cargoType: cargoTypeOf(mix, false),
            boxMix: mix,
          },
        ],
      };
    },
  },
  {
    id: 'en-dg-inquiry',
    lang: 'en',
    make: (rng) => {
      const mailDate = mailDateOf(rng);
      const [o, d] = ports(rng, 'en', 2);
      const mix = boxMix(rng, ['tank']);
      const from = addDays(mailDate, rng.int(5, 20));
      const to = addDays(from, rng.int(3, 7));
      const text = `Cargo inquiry

POL: ${o.name}
POD: ${d.name}
Equipment: ${boxLineText(rng, 'en', mix[0])}
Commodity: ${rng.pick(['paint', 'resin solution', 'caustic soda', 'aerosols'])}
Laycan: ${rangeText(rng, 'en', from, to)}
Rate: ${onRequestText(rng, 'en')}

Pls advise if you can accommodate.
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
    id: 'en-two-orders-weeks',
    lang: 'en',
    make: (rng) => {
      const mailDate = mailDateOf(rng);
      const [a, b, c, d] = ports(rng, 'en', 4);
      const teu1 = roundTo(rng, 20, 200, 5);
      const wk = weekText(rng, 'en', addDays(mailDate, rng.int(8, 20)));
      const mix2 = boxMix(rng, ['dry']);
      const rate1 = money(roundTo(rng, 90, 200, 5), 'EUR');
      const text = `Dear all,

2 cargoes for your kind consideration:

1) ${a.name} - ${b.name}, ${teu1} TEU FAK, loading ${wk.text}, idea ${perTeuText(rng, 'en', rate1)}
2) ${c.name} - ${d.name}, ${boxLineText(rng, 'en', mix2[0])}, ${promptText(rng, 'en')}, ${onRequestText(rng, 'en')}

Best
${rng.pick(SENDERS)}`;
      return {
        mailDate,
        text,
        expected: [
          {
            kind: 'cargo_request',
            originPort: a.code,
            destinationPort: b.code,
            teu: teu1,
            dateFrom: wk.from,
            dateTo: wk.to,
            price: rate1,
            priceBasis: 'per_teu',
            cargoType: 'general',
          },
          {
            kind: 'cargo_request',
            originPort: c.code,
            destinationPort: d.code,
            teu: teuOfMix(mix2),
            dateFrom: mailDate,
            cargoType: cargoTypeOf(mix2, false),
            boxMix: mix2,
          },
        ],
      };
    },
  },
  {
    id: 'en-eta-etd',
    lang: 'en',
    make: (rng) => {
      const mailDate = mailDateOf(rng);
      const [o, d] = ports(rng, 'en', 2);
      const ship = shipName(rng);
      const eta = addDays(mailDate, rng.int(2, 10));
      const etd = addDays(eta, 1);
      const arr = addDays(etd, rng.int(2, 5));
      const free = roundTo(rng, 100, 600, 10);
      const text = `Hello,

MV ${ship} ETA ${o.name} ${dayText(rng, 'en', eta)}, ETD ${dayText(rng, 'en', etd)}, then to ${d.name} ETA ${dayText(rng, 'en', arr)}.
Open for cargo ex ${o.name}, ${free} slots, ${rng.int(30, 150)} reefer plugs.
Lumpsum ideas welcome.

BR
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
            dateFrom: etd,
            arrivalDate: arr,
            teu: free,
          },
        ],
      };
    },
  },
  {
    id: 'en-shorthand-fuzzy',
    lang: 'en',
    make: (rng) => {
      const mailDate = mailDateOf(rng);
      const [o, d] = ports(rng, 'en', 2, true);
      const ship = shipName(rng);
      const f = fuzzyText(rng, 'en', addDays(mailDate, rng.int(12, 35)));
      const free = roundTo(rng, 100, 700, 10);
      const perBox = rng.chance(0.5);
      const rate = money(roundTo(rng, 150, 600, 10), 'USD');
      const text = `mv ${ship} opn ${o.name} ${f.text} dir ${d.name}, abt ${free} teu avail, ${perBox ? perBoxText(rng, 'en', rate, '40') : perTeuText(rng, 'en', rate)} - pls rvt asap
${rng.pick(SENDERS).split(' ')[0]}`;
      return {
        mailDate,
        text,
        expected: [
          {
            kind: 'availability',
            vesselName: ship,
            originPort: o.code,
            destinationPort: d.code,
            dateFrom: f.from,
            teu: free,
            price: rate,
            priceBasis: perBox ? 'per_box' : 'per_teu',
          },
        ],
      };
    },
  },
  // ----------------------------------------------------------------------------------------------- German
  {
    id: 'de-betreff-stellplaetze',
    lang: 'de',
    make: (rng) => {
      const mailDate = mailDateOf(rng);
      const [o, d] = ports(rng, 'de', 2);
      const ship = shipName(rng);
      const open = addDays(mailDate, rng.int(2, 14));
      const cap = roundTo(rng, 400, 1000, 2);
      const free = roundTo(rng, 50, cap - 150, 10);
      const rate = money(roundTo(rng, 80, 240, 5), rng.pick(['EUR', 'USD'] as const));
      const text = `Betreff: Position MS ${ship}

Hallo zusammen,

unser MS ${ship} (${cap} TEU) wird ${dayText(rng, 'de', open)} in ${o.name} frei. Nächster Hafen ${d.name}.
Es sind noch ${free} Stellplätze frei. Rate: ${perTeuText(rng, 'de', rate)}.

Mit freundlichen Grüßen
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
            vesselCapacityTEU: cap,
            price: rate,
            priceBasis: 'per_teu',
          },
        ],
      };
    },
  },
  {
    id: 'de-ladungsanfrage-kw',
    lang: 'de',
    make: (rng) => {
      const mailDate = mailDateOf(rng);
      const [o, d] = ports(rng, 'de', 2);
      const mix = boxMix(rng, ['dry', 'dry']);
      const wk = weekText(rng, 'de', addDays(mailDate, rng.int(8, 21)));
      const rate = money(roundTo(rng, 90, 220, 5), 'EUR');
      const text = `Ladungsanfrage

Ladehafen: ${o.name}
Löschhafen: ${d.name}
Menge: ${mix.map((l) => boxLineText(rng, 'de', l)).join(', ')}
Ware: ${rng.pick(COMMODITIES_DE)}
Verladung: ${wk.text}
Zielrate: ${perTeuText(rng, 'de', rate)}

Bitte um Ihr Angebot.
Gruß ${rng.pick(SENDERS_DE)}`;
      return {
        mailDate,
        text,
        expected: [
          {
            kind: 'cargo_request',
            originPort: o.code,
            destinationPort: d.code,
            teu: teuOfMix(mix),
            dateFrom: wk.from,
            dateTo: wk.to,
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
    id: 'de-kurz-frei',
    lang: 'de',
    make: (rng) => {
      const mailDate = mailDateOf(rng);
      const [o, d] = ports(rng, 'de', 2);
      const ship = shipName(rng);
      const open = addDays(mailDate, rng.int(1, 10));
      const free = roundTo(rng, 80, 500, 10);
      const text = `Moin,

MS ${asWritten(rng, ship)} frei ab ${o.name} ${dayText(rng, 'de', open)} Richtung ${d.name}, ca. ${free} TEU verfügbar, ${onRequestText(rng, 'de')}.

Gruß
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
          },
        ],
      };
    },
  },
  {
    id: 'de-weitergeleitet-kuehl',
    lang: 'de',
    make: (rng) => {
      const mailDate = mailDateOf(rng);
      const [o, d] = ports(rng, 'de', 2);
      const mix = boxMix(rng, ['reefer']);
      const ready = addDays(mailDate, rng.int(2, 10));
      const latest = addDays(ready, rng.int(4, 9));
      const text = `zur Info, bitte prüfen.

-----Ursprüngliche Nachricht-----
Von: ${rng.pick(SENDERS_DE)} <dispo@nordsee-chartering.example>
Gesendet: ${mailDate}
An: Befrachtung
Betreff: WG: Anfrage Kühlcontainer ${o.name} - ${d.name}

Guten Tag,

wir suchen Platz für ${boxLineText(rng, 'de', mix[0])}.
Von ${o.name} nach ${d.name}, ladebereit ab ${dayText(rng, 'de', ready)}, Ankunft spätestens ${dayText(rng, 'de', latest)}.
${onRequestText(rng, 'de')}

Viele Grüße
Dispo`;
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
            dateTo: latest,
            cargoType: cargoTypeOf(mix, false),
            boxMix: mix,
          },
        ],
      };
    },
  },
  {
    id: 'de-zwei-schiffe',
    lang: 'de',
    make: (rng) => {
      const mailDate = mailDateOf(rng);
      const [a, b, c, d] = ports(rng, 'de', 4);
      const s1 = shipName(rng);
      const s2 = `${shipName(rng)} II`;
      const open1 = addDays(mailDate, rng.int(2, 10));
      const f2 = fuzzyText(rng, 'de', addDays(mailDate, rng.int(12, 35)));
      const t1 = roundTo(rng, 300, 900, 10);
      const t2 = roundTo(rng, 300, 900, 10);
      const text = `Hallo,

folgende Schiffe haben wir offen:

1) MS ${s1}, ${t1} TEU, offen ${a.name} ${dayText(rng, 'de', open1)} nach ${b.name}
2) MS ${s2}, ${t2} TEU, offen ${c.name} ${f2.text} nach ${d.name}

Raten auf Anfrage.

Beste Grüße
${rng.pick(SENDERS_DE)}`;
      return {
        mailDate,
        text,
        expected: [
          {
            kind: 'availability',
            vesselName: s1,
            originPort: a.code,
            destinationPort: b.code,
            dateFrom: open1,
            teu: t1,
          },
          {
            kind: 'availability',
            vesselName: s2,
            originPort: c.code,
            destinationPort: d.code,
            dateFrom: f2.from,
            teu: t2,
          },
        ],
      };
    },
  },
  {
    id: 'de-gefahrgut-pauschal',
    lang: 'de',
    make: (rng) => {
      const mailDate = mailDateOf(rng);
      const [o, d] = ports(rng, 'de', 2);
      const mix = boxMix(rng, ['tank']);
      const f = fuzzyText(rng, 'de', addDays(mailDate, rng.int(12, 40)));
      const lump = money(roundTo(rng, 2000, 9000, 100), 'EUR');
      const text = `Hallo Frau Hansen,

Gefahrgut-Anfrage: ${boxLineText(rng, 'de', mix[0])}, von ${o.name} nach ${d.name}, Verladung ${f.text}.
Budget ${lumpSumText(rng, 'de', lump)}.

Danke und Gruß
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
            dateFrom: f.from,
            dateTo: f.to,
            price: lump,
            priceBasis: 'lump_sum',
            cargoType: cargoTypeOf(mix, false),
            boxMix: mix,
          },
        ],
      };
    },
  },
  {
    id: 'de-antwort-zitat',
    lang: 'de',
    make: (rng) => {
      const mailDate = mailDateOf(rng);
      const [o, d, q] = ports(rng, 'de', 3);
      const mix = boxMix(rng, [rng.pick(['dry', 'open_top', 'flat_rack'] as const)]);
      const ready = addDays(mailDate, rng.int(2, 12));
      const rate = money(roundTo(rng, 300, 900, 10), 'EUR');
      const text = `Hallo Jens,

danke, passt leider nicht. Wir hätten noch folgende Ladung:
${boxLineText(rng, 'de', mix[0])}, ${o.name} - ${d.name}, ab ${dayText(rng, 'de', ready)}, ${perBoxText(rng, 'de', rate, mix[0].size.slice(0, 2))}

Gruß
${rng.pick(SENDERS_DE)}

Am ${mailDate} um 10:15 schrieb Jens Albers <ja@hanse.example>:
> MS ${shipName(rng)} offen ${q.name} ${dayText(rng, 'de', addDays(mailDate, 3))}, 200 TEU frei`;
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
            priceBasis: 'per_box',
            cargoType: cargoTypeOf(mix, false),
            boxMix: mix,
          },
        ],
      };
    },
  },
  {
    id: 'de-steckbrief',
    lang: 'de',
    make: (rng) => {
      const mailDate = mailDateOf(rng);
      const [o, d] = ports(rng, 'de', 2);
      const ship = shipName(rng);
      const cap = roundTo(rng, 500, 1000, 2);
      const free = roundTo(rng, 100, cap - 200, 10);
      const open = addDays(mailDate, rng.int(2, 15));
      const rate = money(roundTo(rng, 90, 230, 5), 'USD');
      const text = `Guten Morgen,

anbei unsere Position:

Schiff: ${ship}
Kapazität: ${cap} TEU
Frei: ${free} TEU
Offen: ${o.name}, ${dayText(rng, 'de', open)}
Ziel: ${d.name}
Rate: ${perTeuText(rng, 'de', rate)}

MfG
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
            vesselCapacityTEU: cap,
            price: rate,
            priceBasis: 'per_teu',
          },
        ],
      };
    },
  },
  {
    id: 'de-sofort-ladung',
    lang: 'de',
    make: (rng) => {
      const mailDate = mailDateOf(rng);
      const [o, d] = ports(rng, 'de', 2);
      const teu = roundTo(rng, 10, 120, 2);
      const rate = money(roundTo(rng, 90, 200, 5), 'EUR');
      const text = `Servus,

wir haben ${teu} TEU Stückgut ${o.name} nach ${d.name}, ${promptText(rng, 'de')} verfügbar. Zielpreis ${perTeuText(rng, 'de', rate)}.

Schönen Tag noch
${rng.pick(SENDERS_DE)}`;
      return {
        mailDate,
        text,
        expected: [
          {
            kind: 'cargo_request',
            originPort: o.code,
            destinationPort: d.code,
            teu,
            dateFrom: mailDate,
            price: rate,
            priceBasis: 'per_teu',
            cargoType: 'general',
          },
        ],
      };
    },
  },
  // ---------------------------------------------------------------------------------------------- Chinese
  {
    id: 'zh-subject-position',
    lang: 'zh',
    make: (rng) => {
      const mailDate = mailDateOf(rng);
      const [o, d] = ports(rng, 'zh', 2);
      const ship = shipName(rng);
      const open = addDays(mailDate, rng.int(2, 14));
      const cap = roundTo(rng, 400, 1000, 2);
      const free = roundTo(rng, 60, cap - 150, 10);
      const rate = money(roundTo(rng, 90, 250, 5), rng.pick(['USD', 'EUR'] as const));
      const text = `主题：${ship}轮船期

各位好，

${ship}轮（${cap}TEU）预计${dayText(rng, 'zh', open)}在${o.name}开航，前往${d.name}，剩余舱位约${free}TEU，运价${perTeuText(rng, 'zh', rate)}。

谢谢
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
            vesselCapacityTEU: cap,
            price: rate,
            priceBasis: 'per_teu',
          },
        ],
      };
    },
  },
  {
    id: 'zh-cargo-general',
    lang: 'zh',
    make: (rng) => {
      const mailDate = mailDateOf(rng);
      const [o, d] = ports(rng, 'zh', 2);
      const mix = boxMix(rng, ['dry', 'dry']);
      const ready = addDays(mailDate, rng.int(2, 12));
      const rate = money(roundTo(rng, 100, 230, 5), 'USD');
      const text = `您好，

询价：${o.name}至${d.name}，${mix.map((l) => boxLineText(rng, 'zh', l)).join('，')}，普货（${rng.pick(COMMODITIES_ZH)}），货好时间${dayText(rng, 'zh', ready)}，目标价${perTeuText(rng, 'zh', rate)}。

请报价，谢谢！`;
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
            // Label fix after freezing: a DG line makes the order dangerous (README, reading rules).
            cargoType: cargoTypeOf(mix, true),
            boxMix: mix,
          },
        ],
      };
    },
  },
  {
    id: 'zh-reefer-week',
    lang: 'zh',
    make: (rng) => {
      const mailDate = mailDateOf(rng);
      const [o, d] = ports(rng, 'zh', 2);
      const mix = boxMix(rng, ['reefer']);
      const wk = weekText(rng, 'zh', addDays(mailDate, rng.int(8, 21)));
      const text = `冷箱询价

起运港：${o.name}
目的港：${d.name}
箱量：${boxLineText(rng, 'zh', mix[0])}
船期：${wk.text}
${onRequestText(rng, 'zh')}

${rng.pick(SENDERS_ZH)}`;
      return {
        mailDate,
        text,
        expected: [
          {
            kind: 'cargo_request',
            originPort: o.code,
            destinationPort: d.code,
            teu: teuOfMix(mix),
            dateFrom: wk.from,
            dateTo: wk.to,
            cargoType: cargoTypeOf(mix, false),
            boxMix: mix,
          },
        ],
      };
    },
  },
  {
    id: 'zh-dg-lumpsum',
    lang: 'zh',
    make: (rng) => {
      const mailDate = mailDateOf(rng);
      const [o, d] = ports(rng, 'zh', 2);
      const mix = boxMix(rng, ['tank']);
      const f = fuzzyText(rng, 'zh', addDays(mailDate, rng.int(12, 40)));
      const lump = money(roundTo(rng, 2000, 9000, 100), 'USD');
      const text = `危险品订舱：${boxLineText(rng, 'zh', mix[0])}，${o.name}到${d.name}，${f.text}装船，预算${lumpSumText(rng, 'zh', lump)}。`;
      return {
        mailDate,
        text,
        expected: [
          {
            kind: 'cargo_request',
            originPort: o.code,
            destinationPort: d.code,
            teu: teuOfMix(mix),
            dateFrom: f.from,
            dateTo: f.to,
            price: lump,
            priceBasis: 'lump_sum',
            cargoType: cargoTypeOf(mix, false),
            boxMix: mix,
          },
        ],
      };
    },
  },
  {
    id: 'zh-two-ships',
    lang: 'zh',
    make: (rng) => {
      const mailDate = mailDateOf(rng);
      const [a, b, c, d] = ports(rng, 'zh', 4);
      const s1 = shipName(rng);
      const s2 = `${shipName(rng)} II`;
      const o1 = addDays(mailDate, rng.int(2, 10));
      const o2 = addDays(mailDate, rng.int(5, 20));
      const f1 = roundTo(rng, 80, 500, 10);
      const f2 = roundTo(rng, 80, 500, 10);
      const text = `各位：

本周空船如下：
船1：${s1}，${a.name}空出，${dayText(rng, 'zh', o1)}，去${b.name}，可用舱位${f1}TEU
船2：${s2}，${c.name}空出，${dayText(rng, 'zh', o2)}，去${d.name}，可用舱位${f2}TEU

运价面议。`;
      return {
        mailDate,
        text,
        expected: [
          {
            kind: 'availability',
            vesselName: s1,
            originPort: a.code,
            destinationPort: b.code,
            dateFrom: o1,
            teu: f1,
          },
          {
            kind: 'availability',
            vesselName: s2,
            originPort: c.code,
            destinationPort: d.code,
            dateFrom: o2,
            teu: f2,
          },
        ],
      };
    },
  },
  {
    id: 'zh-forwarded-english',
    lang: 'zh',
    make: (rng) => {
      const mailDate = mailDateOf(rng);
      const [o, d] = ports(rng, 'en', 2);
      const ship = shipName(rng);
      const open = addDays(mailDate, rng.int(2, 12));
      const free = roundTo(rng, 100, 600, 10);
      const rate = money(roundTo(rng, 90, 230, 5), 'USD');
      const text = `您好，请看下面船位，有合适的货请告知。

---------- 转发的邮件 ---------
发件人：ops@baltic-feeder.example
日期：${mailDate}
主题：Open position MV ${ship}
收件人：chartering@feeder.example

MV ${ship} open ${o.name} ${dayText(rng, 'en', open)}, for ${d.name}, ${free} TEU free, ${perTeuText(rng, 'en', rate)}.`;
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
    id: 'zh-oneliner-monthend',
    lang: 'zh',
    make: (rng) => {
      const mailDate = mailDateOf(rng);
      const [o, d] = ports(rng, 'zh', 2);
      const ship = shipName(rng);
      const f = fuzzyText(rng, 'zh', addDays(mailDate, rng.int(12, 35)));
      const free = roundTo(rng, 80, 400, 10);
      const rate = money(roundTo(rng, 90, 220, 5), 'EUR');
      const text = `${ship}轮 ${o.name}-${d.name} ${f.text} 剩余舱位${free}TEU 运价${perTeuText(rng, 'zh', rate)}`;
      return {
        mailDate,
        text,
        expected: [
          {
            kind: 'availability',
            vesselName: ship,
            originPort: o.code,
            destinationPort: d.code,
            dateFrom: f.from,
            teu: free,
            price: rate,
            priceBasis: 'per_teu',
          },
        ],
      };
    },
  },
  {
    id: 'zh-reply-quote',
    lang: 'zh',
    make: (rng) => {
      const mailDate = mailDateOf(rng);
      const [o, d, q] = ports(rng, 'zh', 3);
      const mix = boxMix(rng, [rng.pick(['dry', 'open_top', 'reefer'] as const)]);
      const latest = addDays(mailDate, rng.int(5, 15));
      const rate = money(roundTo(rng, 100, 240, 5), 'USD');
      const text = `王先生好，

谢谢。另有一票货：${boxLineText(rng, 'zh', mix[0])}，${o.name}→${d.name}，${dayText(rng, 'zh', latest)}前到港，目标价${perTeuText(rng, 'zh', rate)}。

此致
${rng.pick(SENDERS_ZH)}

在 ${mailDate} 10:00，王磊 <wl@example.cn> 写道：
> ${shipName(rng)}轮 ${q.name}空出，剩余舱位200TEU`;
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
            price: rate,
            priceBasis: 'per_teu',
            cargoType: cargoTypeOf(mix, false),
            boxMix: mix,
          },
        ],
      };
    },
  },
];
