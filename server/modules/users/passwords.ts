import { dictionary } from '@zxcvbn-ts/language-common';
import bcrypt from 'bcryptjs';
import { AppError } from '../../lib/errors';

// The common-password list maintained by zxcvbn-ts (about 49,000 leaked passwords).
const common = new Set((dictionary['passwords-common'] as string[]).map((p) => p.toLowerCase()));

const BCRYPT_COST = 10; // OWASP minimum for bcrypt; bcryptjs is pure JS, so each step doubles a noticeable cost

export function assertNotCommon(password: string, field = 'password') {
  if (common.has(password.toLowerCase())) {
    const message = 'This password is too common. Please choose another one.';
    throw new AppError('VALIDATION_ERROR', message, {
      issues: [{ field, key: 'validation.passwordCommon', message }],
    });
  }
}

export const hashPassword = (password: string) => bcrypt.hash(password, BCRYPT_COST);
export const verifyPassword = (password: string, hash: string) => bcrypt.compare(password, hash);

// Compared against when the email is unknown, so both failures take the same time (PRODUCT.md 7).
const dummyHash = bcrypt.hashSync('timing-equaliser-not-a-password', BCRYPT_COST);
export const burnPasswordCheck = (password: string) => bcrypt.compare(password, dummyHash).then(() => false);
