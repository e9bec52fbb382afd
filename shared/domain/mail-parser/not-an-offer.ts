/**
 * Subjects of mails that offer nothing (issue 26): "Feeder market report - week 52", "Invoice 2026-0311", "Delay notice -
 * MV Iberian Gull", "欧洲支线市场周报", "Automatic reply: …", "MV CORK HARBOUR - FIXED / pls withdraw", a fixture recap, a
 * loading confirmation, a holiday notice, an enquiry cancelled ("Storno - Anfrage 10 x 40'"): a report, a bill, a notice, an absence or a ship withdrawn names ships, ports,
 * dates and rates, and offers none of them.
 */
const NOT_AN_OFFER =
  /\b(?:market[ \t](?:report|note|update|commentary)|market[ \t]{1,3}[-–][ \t]{1,3}(?:week|wk)|marktbericht|marktnotiz|invoice|rechnung|payment[ \t]reminder|zahlungserinnerung|delay[ \t]notice|versp(?:ä|ae)tungsmeldung|schedule[ \t]change|revised[ \t]schedule|fahrplan(?:ä|ae)nderung|for[ \t]information[ \t]only|automatic[ \t]reply|automatische[ \t]antwort|auto-?reply|out[ \t]of[ \t](?:the[ \t])?office|abwesenheitsnotiz|(?:pls|please)[ \t]withdraw|withdrawn|shipment[ \t]status|sendungsstatus|status[ \t](?:ihrer|of[ \t]your|your)[ \t](?:sendung|shipment|booking)|booking[ \t]confirmation|bkg[ \t]conf\w*|buchungsbest(?:ä|ae)tigung|fixture[ \t](?:recap|confirmation|note)|recap|voyage[ \t][\w/-]{1,10}[ \t](?:completed|performed)|abschlussbest(?:ä|ae)tigung|storno|storniert|cancell?ed|cancellation|surcharge|traffic[ \t]restrictions|winter[ \t]navigation|eiszuschlag)\b|\b(?:loading[ \t]confirmation|shipped[ \t]on[ \t]board|verladebest(?:ä|ae)tigung|holiday[ \t](?:notice|schedule|closure)|office[ \t]clos(?:ed|ure)|betriebsferien)\b|订舱确认|成交确认|装船确认|装船通知|开航通知|放假通知|放假安排|假期安排|账单|[-–|/][ \t]{0,2}(?:fixed|gefixt|verchartert)[ \t]*(?:$|[/|!,.(]|pls\b|please\b)|市场(?:周报|报告|月报)|发票|延误通知|船期变更|自动回复|取消询价|询价取消|订舱取消/i;

// "Danke – Marlene / Swinemünde–Klaipėda", "感谢 - Nordic Jade 里加航次顺利完成": thanks for a voyage done, unless the
// subject adds what is new ("感谢订舱 + 下航次船位", "Thanks, and our next position").
const THANKS_ONLY =
  /^(?:(?:subject|betreff|主题)[ \t]*[:：][ \t]*)?(?:danke|vielen[ \t]dank|thank[ \t]you|thanks|many[ \t]thanks|感谢|谢谢)(?![^\n]*(?:\+|&|\b(?:und|and|next|new|neue?|nächste)\b|下|新))/i;

export const offersNothing = (subject: string) => NOT_AN_OFFER.test(subject) || THANKS_ONLY.test(subject);

// "booking ref ANRFXT-22871" with "Recap for our files", "Buchungsnummer HGD-448120" with "die Buchung ist bestätigt": a
// booking made and confirmed names its ship, route and days, and offers none of them.
const BOOKING_NUMBER =
  /\b(?:booking[ \t]+(?:ref\.?|reference|no\.?|number)|bkg[ \t]+(?:ref|no)\.?|buchungsnummer|buchungsnr\.?)\b|订舱号/i;
const CONFIRMED =
  /\b(?:confirmed|confirm(?:ing|s)?[ \t]+(?:the|your|our)[ \t]+booking|recap|bestätigt|bestaetigt)\b|已确认|确认订舱/i;
export const confirmsBooking = (body: string) => BOOKING_NUMBER.test(body) && CONFIRMED.test(body);
