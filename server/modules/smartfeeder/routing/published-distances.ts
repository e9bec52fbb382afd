/**
 * Published port-to-port distances, nautical miles: NGA Pub. 151 (Distances Between Ports) as
 * tabulated in the LINERLIB benchmark data set (Brouer et al., DTU): its port-to-port legs
 * (data/dist_sparse.csv) and its table of every pair (data/dist_dense.csv), which it derives by
 * shortest paths over those legs. Both route the North Sea–Baltic pairs round Skagen (no Kiel
 * Canal). The four pairs DOMAIN.md names come first. Pairs left out, and why
 * (docs/adr/003-sea-routing.md):
 * - Gioia Tauro (ITGIT) in the dense table: it contradicts itself (ITGIT–ITSAL 291 nm for ~150 nm of open water,
 *   ITGIT–GRPIR via Messina but ITGIT–SIKOP round Sicily);
 * - ESVGO–PTLEI 427 and FRDKK–NLRTM 202: the ports are ~70 and ~110 nm apart;
 * - Leixões from the north: NLRTM–PTLEI 1,047 vs NLRTM–PTLIS 1,110 puts Leixões 63 nm short of
 *   Lisbon, which is ~165 nm further on;
 * - GRPIR–ITGOA: via the Corinth Canal, closed to feeders of this size (beam limit ~17.6 m);
 * - ESBCN–ESTAR (53 nm): harbour to harbour, while our ports start at DOMAIN.md's city points;
 * - From the sparse legs: DEHAM–NOAES 537, shorter than the 535 nm of latitude between the ports
 *   plus the way round Jutland and Norway; GRPIR–ITTRS and GRSKG–ITTRS, via the Corinth Canal (as
 *   GRPIR–ITGOA); Rauma–Turku 98, Rauma–Stockholm 230 and Helsinki–Kotka 99, inner-fairway and
 *   city-harbour lengths in the Finnish and Swedish archipelagos (our Helsinki is the Vuosaari
 *   container port, our fairways there are drawn from Natural Earth 1:10m): 17–21% off;
 * - pairs that the dense table only reaches through other ports' harbours: DERIVED_VIA_PORTS.
 */
export const DOMAIN_REFERENCE_DISTANCES: [string, string, number][] = [
  ['DEHAM', 'NLRTM', 307],
  ['BEANR', 'NLRTM', 121],
  ['ESBCN', 'ITGOA', 356],
  ['NLRTM', 'ESVLC', 1765],
];

/** [from, to, nm] in LINERLIB's order; a few hundred checks across the catalogue. */
// biome-ignore format: a table
export const PUBLISHED_DISTANCES: [string, string, number][] = [
  ['BEANR', 'DEHAM', 386], ['BEANR', 'DKAAR', 655], ['BEANR', 'ITGOA', 2227], ['BEANR', 'NLRTM', 121], ['BEANR', 'NOBGO', 602],
  ['BEANR', 'NOKRS', 488], ['BEANR', 'PLGDY', 970], ['BEZEE', 'DEHAM', 342], ['BEZEE', 'DKAAR', 606], ['BEZEE', 'ITGOA', 2166],
  ['BEZEE', 'NLRTM', 73], ['BEZEE', 'NOBGO', 558], ['BEZEE', 'NOKRS', 485], ['BEZEE', 'PLGDY', 921], ['DEBRV', 'DEHAM', 109],
  ['DEBRV', 'DKAAR', 447], ['DEBRV', 'ESBCN', 2099], ['DEBRV', 'IEDUB', 855], ['DEBRV', 'ITGOA', 2433], ['DEBRV', 'ITSAL', 2583],
  ['DEBRV', 'ITTRS', 3247], ['DEBRV', 'NLRTM', 256], ['DEBRV', 'NOBGO', 447], ['DEBRV', 'NOKRS', 292], ['DEBRV', 'PLGDY', 762],
  ['DEBRV', 'PTLIS', 1313], ['DEBRV', 'SEGOT', 362], ['DEBRV', 'SIKOP', 3235], ['DEHAM', 'DKAAR', 487], ['DEHAM', 'ESALG', 1646],
  ['DEHAM', 'ESBCN', 2155], ['DEHAM', 'ESTAR', 2122], ['DEHAM', 'ESVGO', 1142], ['DEHAM', 'ESVLC', 2024], ['DEHAM', 'FIKTK', 1115],
  ['DEHAM', 'FRBES', 758], ['DEHAM', 'FRDKK', 374], ['DEHAM', 'FRFOS', 2328], ['DEHAM', 'FRLEH', 511], ['DEHAM', 'FRURO', 580],
  ['DEHAM', 'GBSOU', 522], ['DEHAM', 'GRPIR', 3082], ['DEHAM', 'GRSKG', 3328], ['DEHAM', 'IEDUB', 913],
  ['DEHAM', 'ITGOA', 2489], ['DEHAM', 'ITSAL', 2639], ['DEHAM', 'ITTRS', 3303], ['DEHAM', 'NLRTM', 307], ['DEHAM', 'NOBGO', 486],
  ['DEHAM', 'NOKRS', 333], ['DEHAM', 'PLGDY', 802], ['DEHAM', 'PTLIS', 1369], ['DEHAM', 'SEGOT', 402], ['DEHAM', 'SIKOP', 3291],
  ['DKAAR', 'ESALG', 1903], ['DKAAR', 'ESBCN', 2412], ['DKAAR', 'ESTAR', 2379], ['DKAAR', 'ESVGO', 1399], ['DKAAR', 'ESVLC', 2281],
  ['DKAAR', 'FRBES', 1015], ['DKAAR', 'FRDKK', 638], ['DKAAR', 'FRFOS', 2585], ['DKAAR', 'FRLEH', 766],
  ['DKAAR', 'FRURO', 835], ['DKAAR', 'GBFXT', 605], ['DKAAR', 'GBSOU', 777], ['DKAAR', 'GRPIR', 3339], ['DKAAR', 'GRSKG', 3585],
  ['DKAAR', 'IEDUB', 1001], ['DKAAR', 'ITGOA', 2746], ['DKAAR', 'ITSAL', 2896], ['DKAAR', 'ITTRS', 3560], ['DKAAR', 'NLRTM', 574],
  ['DKAAR', 'NOBGO', 432], ['DKAAR', 'NOKRS', 219], ['DKAAR', 'PLGDY', 406], ['DKAAR', 'PTLIS', 1626], ['DKAAR', 'SEGOT', 139],
  ['DKAAR', 'SIKOP', 3548], ['ESALG', 'ESBCN', 520], ['ESALG', 'ITGOA', 854], ['ESALG', 'NLRTM', 1387], ['ESALG', 'NOBGO', 1837],
  ['ESALG', 'NOKRS', 1737], ['ESALG', 'PLGDY', 2218], ['ESALG', 'PTLEI', 491], ['ESBCN', 'ESVGO', 1038], ['ESBCN', 'ESVLC', 165],
  ['ESBCN', 'FIKTK', 3040], ['ESBCN', 'FRBES', 1471], ['ESBCN', 'FRDKK', 1803], ['ESBCN', 'FRFOS', 182], ['ESBCN', 'FRLEH', 1695],
  ['ESBCN', 'FRURO', 1764], ['ESBCN', 'GBFXT', 1852], ['ESBCN', 'GBSOU', 1675], ['ESBCN', 'GRPIR', 1095], ['ESBCN', 'GRSKG', 1344],
  ['ESBCN', 'IEDUB', 1735], ['ESBCN', 'ITGOA', 356], ['ESBCN', 'ITSAL', 702], ['ESBCN', 'ITTRS', 1313], ['ESBCN', 'NLRTM', 1896],
  ['ESBCN', 'NOBGO', 2346], ['ESBCN', 'NOKRS', 2246], ['ESBCN', 'PLGDY', 2727], ['ESBCN', 'PTLEI', 980], ['ESBCN', 'PTLIS', 820],
  ['ESBCN', 'SEGOT', 2327], ['ESBCN', 'SIKOP', 1296], ['ESTAR', 'ITGOA', 409], ['ESTAR', 'NLRTM', 1863], ['ESTAR', 'PLGDY', 2694],
  ['ESTAR', 'PTLEI', 967], ['ESVGO', 'ITGOA', 1372], ['ESVGO', 'NLRTM', 883], ['ESVGO', 'NOBGO', 1333], ['ESVGO', 'NOKRS', 1233],
  ['ESVGO', 'PLGDY', 1714], ['ESVLC', 'ITGOA', 512], ['ESVLC', 'NLRTM', 1765], ['ESVLC', 'NOBGO', 2215], ['ESVLC', 'NOKRS', 2115],
  ['ESVLC', 'PLGDY', 2596], ['ESVLC', 'PTLEI', 850], ['FIKTK', 'ITGOA', 3374], ['FIKTK', 'NLRTM', 1202], ['FIKTK', 'NOBGO', 1060],
  ['FIKTK', 'NOKRS', 847], ['FIKTK', 'PLGDY', 514], ['FRBES', 'ITGOA', 1805], ['FRBES', 'NLRTM', 457], ['FRBES', 'NOBGO', 949],
  ['FRBES', 'NOKRS', 849], ['FRBES', 'PLGDY', 1330], ['FRDKK', 'ITGOA', 2137], ['FRDKK', 'NOBGO', 585], ['FRDKK', 'NOKRS', 475],
  ['FRDKK', 'PLGDY', 953], ['FRFOS', 'ITGOA', 225], ['FRFOS', 'NLRTM', 2069], ['FRFOS', 'NOBGO', 2519], ['FRFOS', 'NOKRS', 2419],
  ['FRFOS', 'PLGDY', 2900], ['FRFOS', 'PTLEI', 1162], ['FRLEH', 'ITGOA', 2029], ['FRLEH', 'NLRTM', 250], ['FRLEH', 'NOBGO', 702],
  ['FRLEH', 'NOKRS', 600], ['FRLEH', 'PLGDY', 1081], ['FRURO', 'ITGOA', 2098], ['FRURO', 'NLRTM', 319], ['FRURO', 'NOKRS', 669],
  ['FRURO', 'PLGDY', 1150], ['GBFXT', 'ITGOA', 2186], ['GBFXT', 'NLRTM', 121], ['GBFXT', 'NOBGO', 544],   ['GBFXT', 'PLGDY', 920], ['GBSOU', 'ITGOA', 2009], ['GBSOU', 'NLRTM', 261], ['GBSOU', 'NOBGO', 713], ['GBSOU', 'NOKRS', 611],
  ['GBSOU', 'PLGDY', 1092], ['GRPIR', 'NLRTM', 2823], ['GRPIR', 'NOBGO', 3273], ['GRPIR', 'PLGDY', 3654], ['GRSKG', 'ITGOA', 1155],
  ['GRSKG', 'NLRTM', 3069], ['IEDUB', 'ITGOA', 2069], ['IEDUB', 'NLRTM', 652], ['IEDUB', 'NOBGO', 720], ['IEDUB', 'NOKRS', 796],
  ['IEDUB', 'PLGDY', 1316], ['ITGOA', 'ITSAL', 395], ['ITGOA', 'ITTRS', 1118], ['ITGOA', 'NLRTM', 2230], ['ITGOA', 'NOBGO', 2680],
  ['ITGOA', 'NOKRS', 2580], ['ITGOA', 'PLGDY', 3061], ['ITSAL', 'NLRTM', 2380], ['ITSAL', 'PLGDY', 3211], ['ITTRS', 'NLRTM', 3044],
  ['ITTRS', 'PLGDY', 3875], ['NLRTM', 'NOBGO', 533], ['NLRTM', 'NOKRS', 413], ['NLRTM', 'PLGDY', 889], ['NLRTM', 'PTLIS', 1110],
  ['NLRTM', 'SEGOT', 489], ['NLRTM', 'SIKOP', 3032], ['NOBGO', 'NOKRS', 226], ['NOBGO', 'PLGDY', 747], ['NOBGO', 'PTLIS', 1560],
  ['NOBGO', 'SEGOT', 347], ['NOKRS', 'PLGDY', 534], ['NOKRS', 'SEGOT', 134], ['PLGDY', 'PTLIS', 1941],   ['PLGDY', 'SIKOP', 3863],
  // Further pairs of the same table (its Bremerhaven and Zeebrugge rows), added with the Seine fix.
  ['BEANR', 'DEBRV', 333], ['BEZEE', 'DEBRV', 287], ['BEZEE', 'PTLIS', 1046], ['BEZEE', 'SEGOT', 521], ['BEZEE', 'SIKOP', 2968],
  ['DEBRV', 'ESALG', 1590], ['DEBRV', 'ESTAR', 2066], ['DEBRV', 'ESVGO', 1086], ['DEBRV', 'ESVLC', 1968], ['DEBRV', 'FIKTK', 1075],
  ['DEBRV', 'FRBES', 702], ['DEBRV', 'FRDKK', 321], ['DEBRV', 'FRFOS', 2272], ['DEBRV', 'FRLEH', 453], ['DEBRV', 'FRURO', 522],
  ['DEBRV', 'GBSOU', 464], ['DEBRV', 'GRPIR', 3026], ['DEBRV', 'GRSKG', 3272],
  // LINERLIB's dist_sparse.csv: the port-to-port legs its dense table is built from, for catalogue
  // ports not paired above (Amsterdam, Copenhagen, Stockholm and the ports added with them).
  ['BEANR', 'BEZEE', 64], ['BEANR', 'FRDKK', 102], ['BEANR', 'FRLEH', 244], ['BEANR', 'GBABD', 465], ['BEANR', 'GBFXT', 141],
  ['BEANR', 'GBSOU', 260], ['BEANR', 'NOSVG', 525], ['BEZEE', 'FRLEH', 186], ['BEZEE', 'FRURO', 249], ['BEZEE', 'GBSOU', 197],
  ['BEZEE', 'NLAMS', 104], ['BEZEE', 'NOAES', 673], ['BEZEE', 'NOSVG', 481], ['DEBRV', 'GBABD', 425], ['DEBRV', 'NLAMS', 223],
  ['DEBRV', 'NOAES', 545], ['DEBRV', 'NOSVG', 366], ['DEHAM', 'DEWVN', 111], ['DEHAM', 'GBABD', 473], ['DEHAM', 'NOSVG', 403],
  ['DEWVN', 'GBFXT', 300], ['DKAAR', 'DKCPH', 108], ['DKAAR', 'RUKGD', 456], ['ESAGP', 'ESBCN', 464], ['ESAGP', 'ESTAR', 431],
  ['ESAGP', 'ESVLC', 334], ['ESAGP', 'ITGOA', 798], ['ESAGP', 'ITTRS', 1611], ['ESALG', 'ESCAR', 238], ['ESBCN', 'ESCAR', 282],
  ['ESCAR', 'ESVLC', 152], ['ESCAR', 'ITGOA', 616], ['ESPMI', 'ESTAR', 131], ['ESTAR', 'ESVLC', 124], ['ESVGO', 'FRBES', 438],
  ['ESVGO', 'FRURO', 744], ['ESVGO', 'PTLIS', 247], ['ESVLC', 'GRPIR', 1174], ['ESVLC', 'ITTRS', 1396], ['FIHEL', 'PLGDY', 415],
  ['FIKTK', 'RUKGD', 475], ['FIKTK', 'RULED', 113], ['FIKTK', 'SEGOT', 725], ['FIKTK', 'SESTO', 311], ['FRBES', 'FRURO', 342],
  ['FRDKK', 'FRLEH', 144], ['FRDKK', 'GBABD', 418], ['FRDKK', 'GBSOU', 168], ['FRDKK', 'NLAMS', 135], ['FRDKK', 'NOSVG', 510],
  ['FRLEH', 'FRURO', 69], ['FRLEH', 'GBABD', 530], ['FRLEH', 'GBSOU', 105], ['FRLEH', 'NOAES', 824], ['FRLEH', 'NOSVG', 629],
  ['FRLPE', 'FRMTX', 108], ['FRURO', 'GBSOU', 170], ['GBABD', 'GBSOU', 532], ['GBABD', 'NLRTM', 391], ['GBABD', 'NOAES', 404],
  ['GBABD', 'NOBGO', 309], ['GBABD', 'NOKRS', 340], ['GBABD', 'NOSVG', 278], ['GBFXT', 'NLAMS', 144], ['GBFXT', 'NOSVG', 477],
  ['GBSOU', 'NOSVG', 640], ['GRPIR', 'GRSKG', 259], ['ITGIT', 'ITNAP', 179], ['ITGOA', 'ITNAP', 338], ['NLAMS', 'NLRTM', 67],
  ['NLAMS', 'NOKRS', 381], ['NLRTM', 'NOSVG', 455], ['NOAES', 'NOBGO', 167], ['NOAES', 'SEGOT', 453], ['NOBGO', 'NOSVG', 111],
  ['NOKRS', 'NOSVG', 142], ['PLGDY', 'RUKGD', 70], ['PTLEI', 'PTLIS', 180], ['RUKGD', 'RULED', 580], ['RULED', 'SESTO', 386],
  ['DESAS', 'DKCPH', 95], ['DESAS', 'PLGDY', 203], ['DKGRE', 'PLGDY', 361], ['DKGRE', 'SEGOT', 102],
];

/**
 * Pairs more than 10% off, kept in the check with a 15% bound and the reason, measured against the
 * same table: its route is not a shortest safe line we could model without tuning to the pair.
 */
export const KNOWN_DEVIATIONS: Record<string, string> = {
  'DKAAR-RUKGD':
    'the table takes Aarhus into the Baltic through the Great Belt (ours that way 437 nm, −4.2%) where its other North Sea–Baltic legs fit the Sound; we keep the shorter Sound',
  'DKGRE-SEGOT': 'a 102 nm Kattegat crossing where our direct line west of Anholt is 91 nm; not explained',
};

/**
 * Entries of LINERLIB's dense table that are not legs but paths through other ports' harbours (the
 * table is built by shortest paths over its legs, and has no direct leg for these pairs): our
 * distance along the same ports must match them, while the direct route is 10–16% shorter.
 */
export const DERIVED_VIA_PORTS: [string, string, number, string[]][] = [
  ['DEHAM', 'GBFXT', 411, ['DEWVN']], // Felixstowe–Wilhelmshaven 300 + Wilhelmshaven–Hamburg 111, in and out of the Jade
  ['GBFXT', 'NOKRS', 525, ['NLAMS']], // Felixstowe–Amsterdam 144 + Amsterdam–Kristiansand 381, in and out of IJmuiden
  ['DEBRV', 'GBFXT', 367, ['NLAMS']], // Felixstowe–Amsterdam 144 + Amsterdam–Bremerhaven 223
  ['DKAAR', 'FIKTK', 796, ['DKCPH', 'DESAS']], // Aarhus–Copenhagen 108 + Copenhagen–Sassnitz 95 + Sassnitz–Kotka
  ['PLGDY', 'SEGOT', 463, ['DKGRE']], // Gdynia–Grenaa 361 + Grenaa–Gothenburg 102
];
