import type { Language } from '@shared/domain/languages';
import type { QuoteRequest } from '@shared/schemas/greenrefit';
import type { Db } from '../../db/client';
import { mailJobs, type QuoteRequestRow, type ShipyardRow, type UserRow } from '../../db/schema';
import { translateMail } from '../../i18n/mail-messages';

// Shipyards have no account and no language: German and Chinese yards get their language, the rest English.
const GERMAN = new Set(['DE', 'AT', 'CH', 'LI']);
const CHINESE = new Set(['CN', 'HK', 'MO', 'TW', 'SG']);
export const shipyardLanguage = (country: string): Language =>
  GERMAN.has(country.toUpperCase()) ? 'de' : CHINESE.has(country.toUpperCase()) ? 'zh' : 'en';

/**
 * Queues each shipyard's copy of a quote request (issue 24 §1) in the request's transaction: the assessment's
 * figures, the requester's message and contact, Reply-To the requester, so the yard answers them directly. Only
 * for a requester whose address is verified (it is the Reply-To, and the yard reads their text) and to yards that
 * have not stopped these mails; administrators see every request and its status as before either way.
 */
export async function queueShipyardQuoteMails(
  db: Db,
  input: {
    requester: Pick<UserRow, 'id' | 'email' | 'firstName' | 'lastName' | 'companyName' | 'emailVerifiedAt'>;
    yards: ShipyardRow[];
    requests: QuoteRequestRow[];
    summary: QuoteRequest['summary'];
  },
) {
  const { requester } = input;
  if (!requester.emailVerifiedAt) return;
  const jobs = input.yards.flatMap((yard) => {
    const request = input.requests.find((r) => r.shipyardId === yard.id);
    if (!request || yard.quoteMailsStoppedAt) return [];
    const lang = shipyardLanguage(yard.country);
    const n = (value: number, digits = 0) =>
      new Intl.NumberFormat(lang, { maximumFractionDigits: digits }).format(value);
    const s = input.summary;
    const name = `${requester.firstName} ${requester.lastName}`;
    return [
      {
        userId: requester.id,
        kind: 'shipyard_quotes',
        toAddress: yard.contactEmail,
        replyTo: requester.email,
        language: lang,
        payload: {
          template: 'shipyardQuote' as const,
          quoteRequestId: request.id,
          shipyardId: yard.id,
          params: {
            contactName: yard.contactName ? ` ${yard.contactName}` : '',
            shipyard: yard.name,
            requester: requester.companyName ? `${name} (${requester.companyName})` : name,
            ship: request.shipName,
            assessment: request.assessmentName,
            measures: s.measures.map((m) => m.replace(/_/g, ' ')).join(', '),
            capex: n(s.capexEur),
            co2: n(s.co2SavingT, 1),
            payback:
              s.paybackYears === null ? translateMail(lang, 'shipyard.noPayback') : n(s.paybackYears, 1),
            message: request.message,
            requesterName: name,
            requesterCompany: requester.companyName ? `, ${requester.companyName}` : '',
            requesterEmail: requester.email,
          },
        },
      },
    ];
  });
  if (jobs.length) await db.insert(mailJobs).values(jobs);
}
