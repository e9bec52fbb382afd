import { parseMail } from '@shared/domain/mail-parser';
import type { ParseMailInput } from '@shared/schemas/mail-parser';
import type { AppDeps } from '../../deps';
import { limits } from '../rate-limit/rate-limit.service';

/** Drafts from a pasted broker mail; nothing is stored (the user publishes each draft through the normal form). */
export async function parseBrokerMail(deps: AppDeps, userId: string, input: ParseMailInput) {
  await deps.limiter.consume(`parse-mail:user:${userId}`, limits.parseMailPerUser);
  const mailDate = input.mailDate ?? deps.clock().toISOString().slice(0, 10);
  return parseMail(input.text, { mailDate });
}
