import type { Language } from '@shared/domain/languages';

// The business e-mails' own texts (issue 24 §1), in the recipient's language; the event's text itself is its
// notification's (messages.ts `notify.*`), so a mail and the bell never tell an event two ways.
const mailMessages = {
  en: {
    greeting: 'Hello {name},',
    open: 'Open it in FeederHub:',
    footerInstant: 'You receive this e-mail because your FeederHub profile sends “{kind}” by e-mail at once.',
    footerDigest: 'You receive this digest because your FeederHub profile collects these e-mails once a day.',
    unsubscribe: 'Stop e-mails about “{kind}” (one click, no sign-in):',
    unsubscribeDigest: 'Stop the daily digest (one click, no sign-in):',
    preferences: 'Choose which e-mails you receive:',
    'digest.subject': 'FeederHub: {count} updates in your daily digest',
    'digest.subjectOne': 'FeederHub: 1 update in your daily digest',
    'digest.intro': 'here is what happened on FeederHub since your last digest.',
    'digest.stopKind': 'Stop “{kind}”:',
    'kind.booking_requests': 'Booking requests on my voyages',
    'kind.booking_answers': 'Answers to my booking requests',
    'kind.matches': 'Cargo matches',
    'kind.offerings': 'Review of my ship offerings',
    'kind.quotes': 'My retrofit quote requests',
    'kind.admin_tasks': 'Administration tasks',
    'kind.digest': 'Daily digest',
    'kind.shipyard_quotes': 'Quote requests through FeederHub',
    'shipyard.subject': 'Retrofit quote request for {ship} through FeederHub',
    'shipyard.body':
      'Hello{contactName},\n\n{requester} asks {shipyard} for a retrofit quote for the ship {ship} through FeederHub.\n\nAssessment “{assessment}”:\n- Measures: {measures}\n- Investment: {capex} EUR\n- CO2 saving: {co2} t a year\n- Payback: {payback} years\n\nMessage from the requester:\n{message}\n\nRequester: {requesterName}{requesterCompany}, {requesterEmail}\nAnswer by replying to this e-mail: your reply goes to the requester.',
    'shipyard.noPayback': 'none',
    'shipyard.footer':
      'FeederHub forwards quote requests that its members send to the shipyards listed in its GreenRefit catalogue.',
    'shipyard.unsubscribe': 'Receive no more quote requests by e-mail from FeederHub:',
  },
  de: {
    greeting: 'Hallo {name},',
    open: 'In FeederHub öffnen:',
    footerInstant: 'Sie erhalten diese E-Mail, weil Ihr FeederHub-Profil „{kind}“ sofort per E-Mail sendet.',
    footerDigest:
      'Sie erhalten diese Übersicht, weil Ihr FeederHub-Profil diese E-Mails einmal täglich sammelt.',
    unsubscribe: 'Keine E-Mails mehr zu „{kind}“ (ein Klick, ohne Anmeldung):',
    unsubscribeDigest: 'Tägliche Übersicht abbestellen (ein Klick, ohne Anmeldung):',
    preferences: 'Wählen Sie, welche E-Mails Sie erhalten:',
    'digest.subject': 'FeederHub: {count} Neuigkeiten in Ihrer täglichen Übersicht',
    'digest.subjectOne': 'FeederHub: 1 Neuigkeit in Ihrer täglichen Übersicht',
    'digest.intro': 'das ist auf FeederHub seit Ihrer letzten Übersicht geschehen.',
    'digest.stopKind': '„{kind}“ abbestellen:',
    'kind.booking_requests': 'Buchungsanfragen auf meinen Reisen',
    'kind.booking_answers': 'Antworten auf meine Buchungsanfragen',
    'kind.matches': 'Ladungs-Matches',
    'kind.offerings': 'Prüfung meiner Schiffsangebote',
    'kind.quotes': 'Meine Angebotsanfragen für Umrüstungen',
    'kind.admin_tasks': 'Verwaltungsaufgaben',
    'kind.digest': 'Tägliche Übersicht',
    'kind.shipyard_quotes': 'Angebotsanfragen über FeederHub',
    'shipyard.subject': 'Angebotsanfrage für die Umrüstung der {ship} über FeederHub',
    'shipyard.body':
      'Guten Tag{contactName},\n\n{requester} bittet {shipyard} über FeederHub um ein Angebot für die Umrüstung des Schiffs {ship}.\n\nBewertung „{assessment}“:\n- Maßnahmen: {measures}\n- Investition: {capex} EUR\n- CO2-Einsparung: {co2} t pro Jahr\n- Amortisation: {payback} Jahre\n\nNachricht des Anfragenden:\n{message}\n\nAnfragender: {requesterName}{requesterCompany}, {requesterEmail}\nAntworten Sie auf diese E-Mail: Ihre Antwort geht an den Anfragenden.',
    'shipyard.noPayback': 'keine',
    'shipyard.footer':
      'FeederHub leitet Angebotsanfragen seiner Mitglieder an die Werften seines GreenRefit-Katalogs weiter.',
    'shipyard.unsubscribe': 'Keine Angebotsanfragen mehr per E-Mail von FeederHub:',
  },
  zh: {
    greeting: '{name}，您好：',
    open: '在 FeederHub 中打开：',
    footerInstant: '您收到此邮件，是因为您的 FeederHub 个人资料设置为立即通过邮件发送“{kind}”。',
    footerDigest: '您收到此摘要，是因为您的 FeederHub 个人资料设置为每天汇总一次这些邮件。',
    unsubscribe: '不再接收关于“{kind}”的邮件（一键退订，无需登录）：',
    unsubscribeDigest: '退订每日摘要（一键退订，无需登录）：',
    preferences: '选择您接收哪些邮件：',
    'digest.subject': 'FeederHub：每日摘要中有 {count} 条更新',
    'digest.subjectOne': 'FeederHub：每日摘要中有 1 条更新',
    'digest.intro': '以下是自上次摘要以来 FeederHub 上发生的事情。',
    'digest.stopKind': '退订“{kind}”：',
    'kind.booking_requests': '我的航次收到的订舱申请',
    'kind.booking_answers': '对我的订舱申请的答复',
    'kind.matches': '货物匹配',
    'kind.offerings': '我的船舶报价的审核',
    'kind.quotes': '我的改造报价申请',
    'kind.admin_tasks': '管理任务',
    'kind.digest': '每日摘要',
    'kind.shipyard_quotes': '通过 FeederHub 的报价申请',
    'shipyard.subject': '通过 FeederHub 提交的 {ship} 改造报价申请',
    'shipyard.body':
      '您好{contactName}：\n\n{requester} 通过 FeederHub 请 {shipyard} 为船舶 {ship} 提供改造报价。\n\n评估“{assessment}”：\n- 措施：{measures}\n- 投资：{capex} 欧元\n- CO2 减排：每年 {co2} 吨\n- 回收期：{payback} 年\n\n申请人的留言：\n{message}\n\n申请人：{requesterName}{requesterCompany}，{requesterEmail}\n直接回复此邮件即可答复申请人。',
    'shipyard.noPayback': '无',
    'shipyard.footer': 'FeederHub 将其会员的报价申请转发给其 GreenRefit 目录中的船厂。',
    'shipyard.unsubscribe': '不再通过邮件接收 FeederHub 的报价申请：',
  },
} satisfies Record<Language, Record<string, string>>;

export type MailMessageKey = keyof (typeof mailMessages)['en'];

export function translateMail(
  lang: Language,
  key: MailMessageKey,
  params: Record<string, string> = {},
): string {
  const text: string = mailMessages[lang][key] ?? mailMessages.en[key];
  return text.replace(/\{(\w+)\}/g, (_, p) => params[p] ?? `{${p}}`);
}

export const serverMailMessages = mailMessages;
