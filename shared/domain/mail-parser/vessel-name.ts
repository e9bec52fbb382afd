/**
 * A ship's name after "MV", "M/V", "MS" (upper case, so "Ms Weber" is not a ship) or after a "Vessel:" /
 * "Schiff:" / "船名：" label: the capitalised words that follow, up to punctuation, a number or a lower-case
 * word ("MV WESER EXPRESS open Bremen" → WESER EXPRESS); a quoted name is taken whole.
 */
const MARKER = /(?:^|[\s,;:(【】\]：，、]|\p{Script=Han})(?:MV|Mv|mv|M\/V|m\/v|MS|M\/S|m\/s|MT)\.?\s+/gu;
// "船名：东方之星 / ORIENT STAR": the Latin name after a Chinese one.
const LABEL =
  /(?:(?:vessel|ship)(?:'s)?[ \t]?name|name of (?:the )?vessel|schiffsname|\bvsl|vessel|schiff|ship|船名(?:[/／]航次)?|船舶|船\d{0,2})\s{0,3}[:：]\s{0,3}(?:[\u4e00-\u9fff]{1,12}\s{0,2}[/／(（]\s{0,2})?(?:(?:MV|M\/V|MS|M\/S)\.?\s+)?/gi;
const STOP = new Set([
  'OPEN',
  'OPENS',
  'OPENING',
  'ETA',
  'ETD',
  'OFFEN',
  'FREI',
  'TEU',
  'IN',
  'AT',
  'EX',
  'FOR',
  'FROM',
  'VON',
  'AB',
  'NACH',
  'TO',
]);

// What may follow a name's closing number: the line's end, punctuation, a bracket, a column ("BORKUM 2   |").
const CLOSING = /^(?:[ \t]*(?:[\n;，。|(（/]|,(?!\d)|$)|[ \t]{2,}|\t|[ \t]+[-–][ \t])/;

function nameAt(text: string, from: number): { value: string; start: number; end: number } | null {
  const quoted = /^["“'‘]([^"”'’\n]{2,40})["”'’]/.exec(text.slice(from));
  if (quoted) return { value: quoted[1].trim(), start: from + 1, end: from + 1 + quoted[1].length };
  const words: { w: string; start: number; end: number }[] = [];
  // A hyphen inside a name ("ELBE-STAR") belongs to it; one between words ("MV X - open") does not.
  // A Chinese character ends a name ("OSTSEE轮12月4日"): Chinese writes no space after it.
  const re =
    /[^\s,;:()（），。、"”“'’\-–—/!?\p{Script=Han}]+(?:-[^\s,;:()（），。、"”“'’\-–—/!?\p{Script=Han}]+)*/gu;
  re.lastIndex = from;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const gap = text.slice(words.length ? words[words.length - 1].end : from, m.index);
    if (words.length && !/^[ \t]+$/.test(gap)) break;
    if (!words.length && gap.length > 0) break;
    const w = m[0];
    // "NORDIC 2": a number of one or two digits closing the name, at the end of its line.
    const closingNumber =
      words.length > 0 &&
      /^\d{1,2}$/.test(w) &&
      CLOSING.test(text.slice(m.index + w.length, m.index + w.length + 4));
    if (closingNumber) {
      words.push({ w, start: m.index, end: m.index + w.length });
      break;
    }
    if (!/^\p{Lu}/u.test(w) || STOP.has(w.toUpperCase()) || /\p{Script=Han}/u.test(w)) break;
    words.push({ w, start: m.index, end: m.index + w.length });
  }
  if (!words.length) return null;
  return { value: words.map((x) => x.w).join(' '), start: words[0].start, end: words[words.length - 1].end };
}

// "KORMORAN轮", "NORDIC TRADER II轮", "ANNA-LENA轮", "BOTHNIA STAR号": a Latin name before 轮 or 号 (a ship).
const CHINESE_SHIP =
  /(?<![A-Za-z0-9-])([A-Z][A-Za-z0-9]{0,24}(?:[-.][A-Za-z0-9]{1,20}){0,2}(?:[ \t][A-Z0-9][A-Za-z0-9]{0,23}(?:[-.][A-Za-z0-9]{1,20}){0,2}){0,3})[ \t]{0,2}["”」』]?[ \t]{0,2}(?:轮|号(?!码头|泊位|堆场|仓|门|线|楼|库|柜|箱))/g;
/**
 * A name in capitals opening a line (or a subject) and followed by what only a position says: its size in
 * TEU, "open"/"opn"/"ETA"/"offen"/"frei", or a colon and "open" ("- BORKUM: opn HAM 12 Dec"). Words that are
 * labels or port codes ("POL", "HAM") are no name: the caller passes a test for ports.
 */
const CAPS_LEAD =
  /(?:^|\n)[ \t]*(?:[-•*–][ \t]*|\d{1,2}[.)][ \t]*|【[^】\n]{0,8}】[ \t]*)?(\p{Lu}[\p{Lu}0-9]{1,24}(?:-[\p{Lu}0-9]{1,20})?(?:[ \t][\p{Lu}0-9]{1,24}(?:-[\p{Lu}0-9]{1,20})?){0,3})[ \t]{0,12}(?::[ \t]{0,4}|\/\/[ \t]{0,4}|[-–(,/，（|][ \t]{0,4}|[ \t])(?=\d{2,4}[ \t]{0,3}(?:TEU|teu|Teu)|(?:open|opn|opens|opening|ETA|offen|frei|free)\b|[\u4e00-\u9fff]|\d{1,2}月|\d{3,5}[ \t]{0,2}\/[ \t]{0,2}\d{2,5})/gu;
const NOT_A_NAME = new Set([
  ...STOP,
  'POL',
  'POD',
  'ETA',
  'ETD',
  'DG',
  'IMO',
  'RE',
  'FW',
  'FWD',
  'AW',
  'WG',
  'RFQ',
]);

/**
 * A ship named in title case without MV/MS ("Heike (416 TEU nominal …) opens Aarhus", "die Greta (640 TEU)
 * wird … frei"): one to three capitalised words at a line's or sentence's start or after an article, followed
 * by the ship's size in TEU (in brackets or after a comma) or by "opens"/"offen". Common words that open a
 * sentence ("She opens", "Vessel (700 TEU)") and ports are no name.
 */
const TITLE_NAME =
  /(?:^|\n|[.!?][ \t]{1,3}|\b(?:the|our|die|der|das|unsere?|unser|sister|schwester|schwesterschiff|vessel|ship|schiff)[ \t]{1,3})[ \t]{0,3}(?:[-•*–][ \t]{1,3}|\d{1,2}[.)][ \t]{1,3})?(\p{Lu}\p{Ll}{2,20}(?:[ \t]\p{Lu}\p{Ll}{2,20}){0,2})[ \t]{0,3}(?:[(,:\-–|/]?[ \t]{0,3}(?=(?:\d{1,3}[.,]\d{3}|\d{2,5})[ \t]{0,3}[Tt][Ee][Uu])|(?=(?:opens|open|opn|offen|öffnet|is open|will open)\b|\d{3,5}[ \t]{0,2}\/[ \t]{0,2}\d{2,5}))/gu;
// Words that open a sentence or label a field ("Volume: 30 TEU", "Menge: 20 TEU"), never a ship's name.
const COMMON_WORDS = new Set(
  [
    'she it we he they this that there here vessel ship schiff tonnage position positions capacity kapazität',
    'intake total sie es er wir das die der dieses unser our my ihr hello dear hi moin hallo next nächster',
    'current rate rates owners volume menge quantity qty cargo ladung amount size weight gewicht laycan price',
    'preis budget commodity ware type typ free frei space slots available about approx abt ca also only',
    'please pls kindly today tomorrow now still new open total sum summe nominal circa around some max maximum',
    'min minimum further additional remaining another overall gesamt insgesamt noch nur rund etwa zirka',
    'nach richtung to for from von ab ex via dir direction towards bound ziel destination then anschließend',
  ]
    .join(' ')
    .split(' '),
);

// "MS ELBKIND bereits verchartert", "ALBATROSS轮已经订满了": a ship named as taken is not the one offered.
const TAKEN =
  /^[^.;!?。；\n]{0,16}?(?:\b(?:already|bereits|schon|now)\s{1,3}(?:fixed|gone|booked|chartered|taken|verchartert|vergeben|belegt|ausgebucht)|\b(?:no longer|not|nicht mehr|nicht)\s{1,3}(?:available|verfügbar)|已经?(?:订满|满|租出|出租)|订满了)/i;
// "the SUNNA (620 TEU)", "her sister SKAGI (620 TEU)": a name in capitals right before its size in brackets.
const CAPS_BRACKET =
  /(?<![\p{L}\d])(\p{Lu}[\p{Lu}0-9-]{2,24}(?:[ \t][\p{Lu}0-9][\p{Lu}0-9-]{0,24}){0,3})[ \t]{0,2}(?:[(（]|,[ \t]{0,2})(?=[ \t]{0,2}(?:\d{1,3}[.,]\d{3}|\d{2,5})[ \t]{0,3}(?:TEU|teu))/gu;
// "“海洋之星”轮（SEA STAR）": the Latin name in brackets after a Chinese one.
const CHINESE_NAME_LATIN =
  /(?:轮|[”"』」])[ \t]{0,2}[（(][ \t]{0,2}([A-Z][A-Za-z0-9-]{1,24}(?:[ \t][A-Z0-9][A-Za-z0-9-]{0,24}){0,3})[ \t]{0,2}[)）]/g;
// "Her sister NORDIC WIND opens Lübeck 16/12": a name in capitals right before "opens".
const CAPS_OPENS =
  /(?<![\p{L}\d])([A-Z][A-Z0-9-]{2,24}(?:[ \t][A-Z0-9][A-Z0-9-]{0,24}){0,3})[ \t]{1,2}(?=(?:opens|open|opening|opn|is open|will open|offen|öffnet)\b)/gu;
// "'marit' opn kiel", "„Wismar Bay“ (868 TEU)": a quoted name before what only a position says.
const QUOTED_NAME =
  /["“'‘„]([\p{L}][\p{L}\d .-]{1,28}[\p{L}\d])["”'’“][ \t]{0,3}(?=(?:opn|open|opens|is open|offen|frei|free|ETA)\b|[,(（]?[ \t]{0,2}(?:\d{1,3}[.,]\d{3}|\d{2,5})[ \t]{0,3}TEU)/giu;
// A subject or line opening with the ship's name, then fields split by "/" or "|": "Helga Sky / Felixstowe 24.04 / 210 slots".
const TITLE_FIELDS =
  /(?:^|\n)[ \t]{0,40}(\p{Lu}\p{Ll}{2,20}(?:[ \t]\p{Lu}\p{Ll}{2,20}){0,2})[ \t]{0,2}[/|][ \t](?=[^\n]{0,80}\b(?:open|opn|slots?|free|frei|teu|dir|eta|etd)\b)/giu;

/**
 * Names brokers write without MV/MS (issue 26, second independent development set). A name is one to four words
 * in capitals ("BF CARP", "RHEIN-MAIN", "FRISIA IX", "SEA 2") or in title case ("Elbe Trader", "Marit IV",
 * "Wappen von Hamburg"), maybe quoted; it is read only where a position says what it is:
 */
/** Words as brokers write them: lower case, capitalised or in capitals ("built", "Built", "BUILT"). */
const ci = (words: string) =>
  words
    .split('|')
    .flatMap((w) => [`[${w[0].toUpperCase()}${w[0]}]${w.slice(1)}`, w.toUpperCase()])
    .join('|');
const CAPS_WORD = "\\p{Lu}[\\p{Lu}\\d]{0,20}(?:[-.’'][\\p{Lu}\\d]{1,20}){0,2}\\.?";
const TITLE_WORD = '\\p{Lu}\\p{Ll}{1,20}(?:-\\p{Lu}?\\p{Ll}{1,20})?';
const TAIL = '(?:[ \\t](?:\\d{1,2}|[IVX]{1,4}))?';
const CAPS = `${CAPS_WORD}(?:[ \\t]${CAPS_WORD}){0,3}`;
const TITLE = `${TITLE_WORD}(?:[ \\t](?:(?:von|van|of|de|af|del|la)[ \\t])?${TITLE_WORD}){0,2}${TAIL}`;
const ANY_NAME = `["“'‘„]?(${CAPS}|${TITLE})["”'’“]?`;
// Where a sentence starts: a line, after a full stop, or after a short label ("Update: ANNABELLE is …").
const SENTENCE =
  '(?:^|\\n|[.!?;][ \\t]{1,3}|\\p{L}{2,12}[ \\t]{0,2}:[ \\t]{1,3}|(?:^|\\n)[ \\t]{0,3}\\p{L}{2,12},[ \\t]{1,3})[ \\t]{0,3}(?:[-•*–][ \\t]{1,3}|\\d{1,2}[.)][ \\t]{1,3})?';
const COPULA =
  '((?:is|ist|will be|will|should be|should|could|may|wird|can be|can|kann|soll|remains|bleibt)[ \\t]{1,3})?(?:(?:now|still|firmly|also|then|again|erst|jetzt|noch|wieder|voraussichtlich|auch|dann|bereits)[ \\t]{1,3}){0,2}';
const OPENS =
  '(?:open|opens|opening|opn|prompt|ppt|spot|frei|free|available|verfügbar|sofort|offen|öffnet|leer|ab|ex|ballast\\w{0,4}|ETA|ETD|expected|due)\\b';
/** "Elbe Trader opens HH prompt", "HOLLAND (owners: …) opens Moerdijk", "'Marit IV' will be open Gdansk",
 * "ANNE-SOPHIE ist erst ab Do. 23.10. in Gent frei", "STÖRTEBEKER sofort frei in Emden": a name opening a sentence,
 * then (after a bracketed aside and "is"/"ist"/"will be") what a position says. */
const SENTENCE_NAME = new RegExp(
  `${SENTENCE}${ANY_NAME}(?:[ \\t]{0,2}\\([^()\\n]{1,60}\\))?(,|:)?[ \\t]{1,3}${COPULA}(?=${OPENS})`,
  'gu',
);
/** "BF CARP" or "1) NORTHERN SPIRIT" alone on a line over the lines of its position ("open …", "ETA …", "frei: …"). */
const NAME_LINE = new RegExp(
  `(?:^|\\n)[ \\t]{0,3}(?:[-•*–][ \\t]{1,3}|\\d{1,2}[.)][ \\t]{1,3})?${ANY_NAME}[ \\t]{0,3}:?[ \\t]{0,3}\\n(?:[ \\t]{0,6}\\n)?(?=[ \\t]{0,6}(?:(?:\\d{1,3}[.,]\\d{3}|\\d{2,5})[ \\t]{0,2}(?:teu|TEU|dwt|DWT|tdw)\\b|[^\\n]{0,60}(?:\\b(?:open|opens|opn|ETA|ETD|frei|free|offen|intake|slots?)\\b|空出|空舱|开)))`,
  'gu',
);
/** "we can offer Svea Feeder ex Gdynia", "können Ihnen die HOLSTENTOR … anbieten": the ship offered. */
const OFFERED_NAME = new RegExp(
  `\\b(?:offer|offering|propose|proposing|nominate|bieten|anbieten|have|haben)[ \\t]{1,3}(?:(?:you|Ihnen|euch|dir)[ \\t]{1,3})?(?:(?:the|die|der|das|our|unsere?|mv|ms)[ \\t]{1,3})?${ANY_NAME}(?=[ \\t]{0,3}(?:,|\\(|[–-][ \\t]|(?:ex|from|open|opening|ab|frei|in|at|for|für)\\b))`,
  'gu',
);
/** "• Anna-Lena - 300 TEU geared", "HANSE LOTSE | 380/150 | opn BRV": a name opening a line before its size. */
const LEAD_SIZE = new RegExp(
  `(?:^|\\n)[ \\t]{0,3}(?:[-•*–][ \\t]{1,3}|\\d{1,2}[.)][ \\t]{1,3})?${ANY_NAME}[ \\t]{0,12}(?:[(,|/–-][ \\t]{0,3})?(?=(?:\\d{1,3}[.,]\\d{3}|\\d{2,5})[ \\t]{0,3}(?:TEU|teu|Teu)\\b|\\d{3,5}[ \\t]{0,2}\\/[ \\t]{0,2}\\d{2,5}\\b)`,
  'gu',
);
/** A subject that is the ship's name, alone or after a word and a dash ("ELBE TRADER", "Position - MARLENE"). */
const WHOLE_NAME = new RegExp(
  `^[ \\t]{0,3}(?:\\p{L}{2,12}(?:[ \\t]\\p{L}{2,12}){0,2}[ \\t]{0,2}[-–:|/][ \\t]{0,3}|(?:${ci('position|tonnage|vessel|ship|schiff|schiffsangebot|angebot|offer|vessel offer|open|opening|offen|frei')})[ \\t]{1,3})?["“'‘„]?(${CAPS}|${TITLE})["”'’“]?[ \\t]{0,3}$`,
  'u',
);
/** "HANNA – KW 50 – Rostock/Helsinki": a subject's first segment in capitals, before a dash or bar. */
const FIRST_SEGMENT = new RegExp(
  `^[ \\t]{0,3}["“'‘„]?(${CAPS}|${TITLE})["”'’“]?[ \\t]{1,3}(?:[-–|/]|\\/\\/)[ \\t]`,
  'u',
);
/** "ELBE TRADER (IMO 9234567)", "Elbe Trader, built 2008, 698 TEU": a name before the ship's particulars. */
const PARTICULARS_NAME = new RegExp(
  `(?:^|\\n|[.!?;:][ \\t]{1,3})[ \\t]{0,3}(?:[-•*–][ \\t]{1,3}|\\d{1,2}[.)][ \\t]{1,3})?${ANY_NAME}[ \\t]{0,2}[,(/–-][ \\t]{0,3}(?=(?:IMO[ \\t]{0,3}(?:no\\.?[ \\t]{0,2})?\\d{7}|${ci('built|blt|bj|baujahr|flag|ice class|gearless|geared|dwt|kapazität|capacity|nominal|nennkapazität')})\\b)|${ANY_NAME}[ \\t]{1,3}(?:is|ist)[ \\t]{1,3}(?:an?|ein)[ \\t]{1,3}(?=(?:\\d{4}[- ]?built|geared|gearless|container|feeder|ship|vessel|\\d{3,5}[ \\t]{0,2}teu)\\b)`,
  'gu',
);
/** "我司ELBE TRADER 12月5日汉堡空出", "本周Elbe Trader在汉堡开": a Latin name set in Chinese text. */
const CJK_EMBEDDED = new RegExp(
  `(?<=\\p{Script=Han}|】)[ \\t]{0,2}["“”「『]?(${CAPS}|${TITLE})["”」』]?[ \\t]{0,2}[，,]?[ \\t]{0,2}(?=\\p{Script=Han}|\\d{1,2}月|\\d{1,2}[./]\\d{1,2})`,
  'gu',
);
/** "könnten wir Ihnen die Amber Spirit anbieten", "unser Schiff „Wismar Bay“ vorstellen": a name before the verb
 * that offers it, or quoted after the word for a ship. */
const OFFERED_BEFORE = new RegExp(
  `\\b(?:die|der|das|the|our|unsere?|Schiff|vessel|ship)[ \\t]{1,3}${ANY_NAME}[ \\t]{1,3}(?=(?:anbieten|anzubieten|offerieren|vorstellen|vorschlagen|for your|zur)\\b)|\\b(?:Schiff|Schiffe|vessel|ship|vsl|tonnage)[ \\t]{1,3}["“„'‘](${CAPS}|${TITLE})["”“'’]`,
  'gu',
);
/** "Elbe Star 哥德堡12月10日空出": two or three title-case words opening a line, then Chinese text. */
const TITLE_BEFORE_CJK = new RegExp(
  `(?:^|\\n)[ \\t]{0,3}(${TITLE_WORD}(?:[ \\t]${TITLE_WORD}){1,2})[ \\t]{1,2}(?=\\p{Script=Han})`,
  'gu',
);
/** "die VIERLANDE ist …", "the SUNNA": a name in capitals after an article or "our" (not a code: four letters at least). */
const ARTICLE_CAPS = new RegExp(
  `(?:^|[^\\p{L}])(?:the|die|der|our|unsere?|unserer|sister|Schwester|Schwesterschiff|vessel|ship|vsl|Schiff|tonnage)[ \\t]{1,3}["“'‘„]?(${CAPS})["”'’“]?(?![\\p{L}\\d])`,
  'gu',
);
// Words in capitals that are codes or labels, never a ship (terms, charges, units, box types, company forms).
const CODES = new Set(
  (
    'TEU FEU USD EUR ETA ETD ETS ETB KW DG IMO UN EU THC BAF CAF ISPS POL POD FAK OOG HC HQ DV GP RF OT FR AIS ' +
    'GMBH LTD AG KG SA BV NV AS APS OY AB CO PS NB FYI ASAP PPT OPN TBN TBA RFQ CC BCC PDF LOI BL MT MTS CBM KG ' +
    'CTA CTB CTT EMX HHLA EUROGATE APM MSC CMA CGM TERMINAL OK URGENT DRINGEND WG FW RE AW NEW NEU UPDATE INFO ' +
    'MSDS SOLAS VGM FCL LCL FOB CIF CFR DAP DDP EXW FCA FIO FILO LIFO SOC COC NOR PVC HDPE LLDPE RORO ISO ADR ' +
    'IMDG EORI HS'
  ).split(' '),
);
const LOOSE_COMMON = new Set(
  (
    'guten morgen tag abend good morning afternoon evening hi hello dear moin servus liebe lieber sehr geehrte ' +
    'damen herren gents team colleagues kollegen friends all details anfrage angebot offer update korrigiert ' +
    'correction info note bitte please thanks danke regards kind best grüße gruß rgds br cheers subject betreff ' +
    'owners owner reederei charterer charterers shipper consignee terminal agent agents broker route service ' +
    'ideas idea rate rates fracht frachtrate pauschal lumpsum ship vessel schiff tonnage positions position ' +
    'urgent dringend new neu open offen frei free prompt spot ballast she he it they we wir sie es er ihr unser ' +
    'our my your the die der das ein eine a an next nächster nächste also auch then dann today heute tomorrow morgen ' +
    'cargo ladung ware partie lot los shipment sendung booking buchung nach richtung to for from von ab ex via ' +
    'dir direction towards bound ziel destination anschließend currently presently actually everything nothing ' +
    'everyone alternative option options loading discharging sailing arriving arrival departure abfahrt ankunft ' +
    'week woche kw ladebereit stückgut general reefer nennkapazität tragfähigkeit baujahr flagge flag aktuell ' +
    'ende mitte anfang early mid end late beginning verladung verschiffung derzeit momentan verfügbar verfuegbar freie stellplätze slots kapazität'
  ).split(' '),
);
// A month or weekday opens a date, not a name ("Dec 12 ETA …", "Monday 12/12 open …"); later in a name it may
// be a word of it ("ADRIA SUN").
const CALENDAR_WORDS = new Set(
  (
    'jan feb mar apr may jun jul aug sep sept oct okt nov dec dez january february march april june july august ' +
    'september october november december januar februar märz juni juli oktober dezember mon tue wed thu fri sat ' +
    'sun monday tuesday wednesday thursday friday saturday sunday montag dienstag mittwoch donnerstag freitag ' +
    'samstag sonntag mo di mi do fr sa so'
  ).split(' '),
);
// A last word naming a place or a business, not a ship ("Baltic Sea", "Rostock Port", "Kotka Terminal").
const PLACE_WORDS = new Set(
  (
    'port hafen harbour harbor terminal terminals canal kanal fluss line lines service ' +
    'services shipping reederei chartering befrachtung logistics agency group gmbh ltd sia as ab oy kg'
  ).split(' '),
);

type Name = { value: string; start: number; end: number; confidence: number };

function* candidates(text: string, isPort: (word: string) => boolean, subject = false): Generator<Name> {
  for (const re of [LABEL, MARKER]) {
    re.lastIndex = 0;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      const name = nameAt(text, m.index + m[0].length);
      if (name) yield { ...name, confidence: re === LABEL ? 0.9 : 0.85 };
    }
  }
  for (const re of [CHINESE_SHIP, CHINESE_NAME_LATIN, CAPS_LEAD, CAPS_BRACKET, CAPS_OPENS]) {
    re.lastIndex = 0;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      const words = m[1].split(/[ \t]+/);
      // A trailing word that is a label or a port is the start of the position, not part of the name
      // ("BORKUM HAM"), unless it closes a name of the form "WAPPEN VON HAMBURG".
      while (
        words.length > 1 &&
        (NOT_A_NAME.has(words[words.length - 1]) ||
          (isPort(words[words.length - 1]) && !CONNECTOR.test(words[words.length - 2])))
      )
        words.pop();
      // A port's name inside a ship's ("SASSNITZ EXPRESS") is the ship's; a port alone is no ship.
      if (
        !words.length ||
        words.some((w) => NOT_A_NAME.has(w)) ||
        words.every((w) => isPort(w) || CONNECTOR.test(w)) ||
        words.join('').length < 3
      )
        continue;
      const value = words.join(' ');
      const start = m.index + m[0].indexOf(m[1]);
      yield { value, start, end: start + value.length, confidence: 0.7 };
    }
  }
  for (const re of [QUOTED_NAME, TITLE_NAME, TITLE_FIELDS]) {
    re.lastIndex = 0;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      const words = m[1].split(/[ \t]+/);
      if (
        words.some((w) => COMMON_WORDS.has(w.toLowerCase()) || LOOSE_COMMON.has(w.toLowerCase())) ||
        words.every((w) => isPort(w))
      )
        continue;
      const start = m.index + m[0].indexOf(m[1]);
      const value = m[1] === m[1].toLowerCase() ? m[1].toUpperCase() : m[1];
      yield { value, start, end: start + m[1].length, confidence: 0.6 };
    }
  }
  yield* looseNames(text, isPort, subject);
}

const CONNECTOR = /^(?:VON|VAN|OF|DE|AF|DEL|LA|von|van|of|de|af|del|la)$/;

/** A loose name (SENTENCE_NAME … ARTICLE_CAPS): no code, label, greeting or port, and not a company. */
function looseName(raw: string, isPort: (word: string) => boolean) {
  const value = raw.replace(/[.’']+$/, '').trim();
  const words = value.split(/[ \t]+/);
  if (
    words.some(
      (w) =>
        CODES.has(w.toUpperCase().replace(/\.$/, '')) ||
        LOOSE_COMMON.has(w.toLowerCase()) ||
        COMMON_WORDS.has(w.toLowerCase()),
    )
  )
    return null;
  if (words.every((w) => isPort(w) || CONNECTOR.test(w) || /^\d+$/.test(w))) return null;
  if (CALENDAR_WORDS.has(words[0].toLowerCase().replace(/\.$/, ''))) return null;
  // "Discharging Hamburg", "Option Riga": a last word that is a port ends a phrase, not a ship's name, unless
  // the name is of the form "Wappen von Hamburg".
  const last = words[words.length - 1];
  if (words.length > 1 && isPort(last) && !CONNECTOR.test(words[words.length - 2])) return null;
  if (PLACE_WORDS.has(last.toLowerCase())) return null;
  if (value.replace(/[^\p{L}]/gu, '').length < 3) return null;
  return value;
}

function* looseNames(
  text: string,
  isPort: (word: string) => boolean,
  subject = false,
  withContext = false,
): Generator<Name> {
  const whole = subject ? (WHOLE_NAME.exec(text) ?? FIRST_SEGMENT.exec(text)) : null;
  if (whole) {
    const value = looseName(whole[1], isPort);
    const start = whole.index + whole[0].indexOf(whole[1]);
    if (value) yield { value, start, end: start + value.length, confidence: 0.5 };
  }
  for (const re of [
    SENTENCE_NAME,
    NAME_LINE,
    OFFERED_NAME,
    OFFERED_BEFORE,
    PARTICULARS_NAME,
    LEAD_SIZE,
    ARTICLE_CAPS,
    CJK_EMBEDDED,
    TITLE_BEFORE_CJK,
  ]) {
    // The segmenter only trusts a name read with what a position says beside it.
    if (withContext && (re === ARTICLE_CAPS || re === CJK_EMBEDDED || re === TITLE_BEFORE_CJK)) continue;
    re.lastIndex = 0;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      if (m[0] === '') re.lastIndex++;
      const raw = re === SENTENCE_NAME ? m[1] : (m[1] ?? m[2]);
      const value = looseName(raw, isPort);
      if (!value) continue;
      // One word in title case opening a sentence ("Currently open …") is too often no name, unless "is"/"ist"
      // stands between ("Borkum is frei in Klaipeda").
      // A colon after it makes a name only in a list ("- Borkum: opn Helsinki"; "Ladebereitschaft: ab 14.12." is
      // a label).
      const listed = m[2] === ':' && /(?:^|\n)[ \t]{0,3}(?:[-•*–]|\d{1,2}[.)])[ \t]/.test(m[0]);
      if (re === SENTENCE_NAME && !/\s/.test(value) && value !== value.toUpperCase() && !m[3] && !listed)
        continue;
      // A single word in capitals after an article is a ship only when it is no short code ("the CTA").
      if (re === ARTICLE_CAPS && value.length < 4) continue;
      // Between Chinese words: capitals of four letters at least or two words in title case, no code with digits
      // ("ABCU1234567", "UN1263").
      if (
        re === CJK_EMBEDDED &&
        (/\d{3}/.test(value) || (value === value.toUpperCase() ? value.length < 4 : !/\s/.test(value)))
      )
        continue;
      const start = m.index + m[0].indexOf(raw);
      yield { value, start, end: start + value.length, confidence: 0.5 };
    }
  }
}

/** Whether a text names a ship in one of the loose ways (a position without MV/MS), for the segmenter. */
export function namesShipLoosely(text: string, isPort: (word: string) => boolean): boolean {
  return !looseNames(text, isPort, false, true).next().done;
}

/** The first ship the text offers; one named as taken only when no other is named. */
export function findVesselName(
  text: string,
  isPort: (word: string) => boolean = () => false,
  options: { subject?: boolean } = {},
): Name | null {
  let taken: Name | null = null;
  for (const name of candidates(text, isPort, options.subject)) {
    if (!TAKEN.test(text.slice(name.end, name.end + 60).replace(/^[ \t]*轮/, ''))) return name;
    taken ??= name;
  }
  return taken;
}
