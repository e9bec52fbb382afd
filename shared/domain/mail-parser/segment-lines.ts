/** What one line of a mail says for the segmenter (segment.ts): a sailing of its own, an order's heading. */

/** A day written out ("08.12.", "28/12", "12月15日", "3rd Jan"). */
const DAY_WRITTEN =
  /(?<![\d.,/])\d{1,2}[./]\d{1,2}(?![\d,]|\.\d)|\d{1,2}月\d{1,2}|\b\d{1,2}(?:st|nd|rd|th)?[ \t](?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)/i;
// "180 TEU frei", "150 TEU free", "90 slots", "abt 220 TEU avail", "剩余舱位260": a free figure.
const FREE_WRITTEN =
  /\d[ \t]{0,2}(?:teu[ \t]{0,2})?(?:free|frei|avail\w*|spare|slots?\b|stellpl\w*)|(?:free|frei|剩余舱位|剩余|可用)[ \t:：]{0,3}(?:(?:abt|ca|approx)\.?[ \t]{0,2}|约)?\d/i;

/**
 * The day of a line naming a port, a day and a free figure ("Reise 2: offen Tilbury 05.02. … 120 TEU frei"), as written
 * with its numbers' leading zeros dropped ("14.04." and "14.4" are one day); null for any other line. The caller says
 * whether the line names a port.
 */
export function sailingDay(line: string): string | null {
  if (!FREE_WRITTEN.test(line)) return null;
  return (
    DAY_WRITTEN.exec(line)?.[0]
      .toLowerCase()
      .replace(/\d+/g, (n) => String(Number(n)))
      .replace(/[^\p{L}\d]+/gu, '-') ?? null
  );
}

// "订单二：", "Order 2 – ref HYR-4417", "Buchung 1": an order's heading on a line of its own.
const ORDER_HEADING =
  /^[ \t]{0,6}(?:(?:order|booking|buchung|auftrag|sendung|shipment)[ \t#.]{0,3}\d{1,2}(?!\d)[^\n]{0,60}|(?:订单|订舱|货物)[一二三四五六七八九十\d]{1,3}[^\n]{0,30})$/i;

export const orderHeading = (text: string) => ORDER_HEADING.test(text);
