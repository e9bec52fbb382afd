import { z } from 'zod';
import { iso } from '../../lib/response-schemas';
import { userDto } from '../users/users.responses';

export const loginAnswer = z.strictObject({ user: userDto, firstSignIn: z.boolean() });
export const registerAnswer = z.strictObject({
  verificationMessage: z.string(),
  requiresEmailVerification: z.boolean(),
});
export const accountExport = z
  .looseObject({
    exportedAt: iso,
    format: z.string(),
    user: userDto,
    vessels: z.array(z.unknown()),
    shipOfferings: z.array(z.unknown()),
    bookingRequests: z.array(z.unknown()),
    smartfeederCalculations: z.array(z.unknown()),
    greenrefitAssessments: z.array(z.unknown()),
    quoteRequests: z.array(z.unknown()),
    notifications: z.array(z.unknown()),
    activity: z.array(z.unknown()),
  })
  .describe('Everything stored about the caller (PRODUCT.md 21), as a JSON download');
