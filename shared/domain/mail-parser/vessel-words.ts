/** Words that are no ship's name: labels, codes, greetings, calendar and place words (vessel-name.ts, vessel-loose.ts). */
export const STOP = new Set([
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

export const NOT_A_NAME = new Set([
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

// Words that open a sentence or label a field ("Volume: 30 TEU", "Menge: 20 TEU"), never a ship's name.
export const COMMON_WORDS = new Set(
  [
    'she it we he they this that there here vessel ship schiff tonnage position positions capacity kapazität',
    'gesamtkapazität nennkapazität außerdem ausserdem zudem ferner weiterhin ebenfalls unsere unserer',
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

// Words in capitals that are codes or labels, never a ship (terms, charges, units, box types, company forms).
export const CODES = new Set(
  (
    'TEU FEU USD EUR ETA ETD ETS ETB KW DG IMO UN EU THC BAF CAF ISPS POL POD FAK OOG HC HQ DV GP RF OT FR AIS ' +
    'GMBH LTD AG KG SA BV NV AS APS OY AB CO PS NB FYI ASAP PPT OPN TBN TBA RFQ CC BCC PDF LOI BL MT MTS CBM KG ' +
    'CTA CTB CTT EMX HHLA EUROGATE APM MSC CMA CGM TERMINAL OK URGENT DRINGEND WG FW RE AW NEW NEU UPDATE INFO ' +
    'MSDS SOLAS VGM FCL LCL FOB CIF CFR DAP DDP EXW FCA FIO FILO LIFO SOC COC NOR PVC HDPE LLDPE RORO ISO ADR ' +
    'IMDG EORI HS'
  ).split(' '),
);
export const LOOSE_COMMON = new Set(
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
    'ende mitte anfang early mid end late beginning verladung verschiffung derzeit momentan verfügbar verfuegbar freie stellplätze slots kapazität ' +
    'origin discharge load loadport pickup delivery receipt transshipment lading place ladehafen löschhafen ' +
    'abgangshafen zielhafen routing rotation last both beide each jeweils offene offener offenes schiffe ships vessels ' +
    'yes no sorry ok okay sure well however unfortunately status availability remarks remark comment comments ' +
    'reminder attention summary goods boxes containers equipment empties fyi pls note spot weekly daily list ' +
    'report circular export import platz stellplatz raum reise voyage voy trip fahrt abfahrten sailings'
  ).split(' '),
);
// A month or weekday opens a date, not a name ("Dec 12 ETA …", "Monday 12/12 open …"); later in a name it may
// be a word of it ("ADRIA SUN").
export const CALENDAR_WORDS = new Set(
  (
    'jan feb mar apr may jun jul aug sep sept oct okt nov dec dez january february march april june july august ' +
    'september october november december januar februar märz juni juli oktober dezember mon tue wed thu fri sat ' +
    'sun monday tuesday wednesday thursday friday saturday sunday montag dienstag mittwoch donnerstag freitag ' +
    'samstag sonntag mo di mi do fr sa so ' +
    // Holidays a mail names as a time ("über die Feiertage anbieten"): no ship's.
    'feiertage feiertagen weihnachten weihnachtstage ostern neujahr jahreswechsel holidays christmas'
  ).split(' '),
);
// A last word naming a place or a business, not a ship ("Baltic Sea", "Rostock Port", "Kotka Terminal").
export const PLACE_WORDS = new Set(
  (
    'port hafen harbour harbor terminal terminals canal kanal fluss line lines service ' +
    'services shipping reederei chartering befrachtung logistics agency group gmbh ltd sia as ab oy kg sea coast ' +
    'loop market continent range region trade'
  ).split(' '),
);

export const CONNECTOR = /^(?:VON|VAN|OF|DE|DI|DA|AF|DEL|LA|von|van|of|de|di|da|af|del|la)$/;

/** Seas, regions and countries a mail names ("the Baltic", "the Med", a subject "Ireland"): no ship's, as a word alone. */
export const REGIONS = new Set(
  (
    'baltic med mediterranean north channel continent biscay atlantic bothnia skagerrak kattegat adriatic aegean irish ' +
    'uk ireland england scotland wales britain norway sweden finland denmark germany poland netherlands belgium ' +
    'france spain portugal italy greece turkey estonia latvia lithuania russia iceland scandinavia europe ' +
    'norwegen schweden finnland dänemark deutschland polen niederlande belgien frankreich spanien italien ' +
    'skandinavien ostsee nordsee baltikum'
  ).split(' '),
);

/** The seas a mail may name ("the Baltic Sea"), by the word before "Sea". */
export const SEAS = new Set(
  (
    'north baltic irish black wadden norwegian barents mediterranean celtic ligurian aegean adriatic tyrrhenian ' +
    'bothnian archipelago white red caspian marmara ionian alboran balearic åland aland kara dead east south west ' +
    'greenland labrador levantine cretan thracian libyan nordsee ostsee'
  ).split(' '),
);
