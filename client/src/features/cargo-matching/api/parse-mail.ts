import type { ParsedMail } from '@shared/domain/mail-parser';
import type { ParseMailInput } from '@shared/schemas/mail-parser';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST /api/algorithm/parse-mail: drafts from a pasted mail; nothing is stored, so nothing to invalidate. */
export const parseMail = (input: ParseMailInput) =>
  apiRequest<{ data: ParsedMail }>('POST', '/api/algorithm/parse-mail', input).then((r) => r.data);

export const useParseMail = () => useMutation({ mutationFn: parseMail });
