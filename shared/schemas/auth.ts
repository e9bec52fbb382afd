import { z } from 'zod';
import type { Role } from '../domain/roles';
import { v } from '../i18n/validation';
import { emailSchema, type Language, languageSchema } from './common';
import { type Currency, currencySchema } from './money';

export { adminRoles, isAdminRole, type Role, roles } from '../domain/roles';

export const userTypes = ['shipowner', 'cargo_owner', 'freight_forwarder', 'broker', 'other'] as const;
export type UserType = (typeof userTypes)[number];

export const approvalStatuses = ['pending', 'approved', 'rejected'] as const;
export type ApprovalStatus = (typeof approvalStatuses)[number];

/** bcrypt only looks at the first 72 bytes, so longer passwords are refused rather than truncated. */
const utf8Length = (s: string) => new TextEncoder().encode(s).length;

export const loginPasswordSchema = z
  .string({ error: v('passwordMin6') })
  .min(6, { error: v('passwordMin6') })
  .refine((s) => utf8Length(s) <= 72, { error: v('passwordMax72') });

/** Registration and reset passwords. The common-password check is server-side (it needs the list). */
export const newPasswordSchema = z
  .string({ error: v('passwordMin8') })
  .min(8, { error: v('passwordMin8') })
  .refine((s) => utf8Length(s) <= 72, { error: v('passwordMax72') });

export const loginSchema = z.strictObject({
  email: emailSchema,
  password: loginPasswordSchema,
});
export type LoginInput = z.infer<typeof loginSchema>;

export const adminLoginFormSchema = z.strictObject({
  email: emailSchema,
  password: z.string({ error: v('passwordRequired') }).min(1, { error: v('passwordRequired') }),
});

const nameSchema = (key: 'firstNameRequired' | 'lastNameRequired') =>
  z
    .string({ error: v(key) })
    .trim()
    .min(1, { error: v(key) })
    .max(100, { error: v('tooLong') });

const companyNameSchema = z
  .string()
  .trim()
  .max(200, { error: v('tooLong') });

export const registerSchema = z.strictObject({
  email: emailSchema,
  password: newPasswordSchema,
  firstName: nameSchema('firstNameRequired'),
  lastName: nameSchema('lastNameRequired'),
  companyName: companyNameSchema.optional().transform((s) => (s ? s : undefined)),
  userType: z.enum(userTypes, { error: v('invalidUserType') }).default('cargo_owner'),
});
export type RegisterInput = z.input<typeof registerSchema>;

/** The form adds confirmPassword, which is checked in the browser only and never sent. */
export const registerFormSchema = registerSchema
  .extend({ confirmPassword: z.string() })
  .refine((d) => d.password === d.confirmPassword, {
    error: v('passwordsDontMatch'),
    path: ['confirmPassword'],
  });
export type RegisterFormInput = z.input<typeof registerFormSchema>;

export const registerResponseSchema = z.object({
  verificationMessage: z.string(),
  requiresEmailVerification: z.boolean(),
});
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

const tokenSchema = z
  .string({ error: v('tokenRequired') })
  .trim()
  .min(1, { error: v('tokenRequired') })
  .max(200, { error: v('tokenRequired') });

export const verifyEmailSchema = z.strictObject({ token: tokenSchema });
export const emailOnlySchema = z.strictObject({ email: emailSchema });
export const resetPasswordSchema = z.strictObject({ token: tokenSchema, password: newPasswordSchema });
export const resetPasswordFormSchema = z
  .strictObject({ password: newPasswordSchema, confirmPassword: z.string() })
  .refine((d) => d.password === d.confirmPassword, {
    error: v('passwordsDontMatch'),
    path: ['confirmPassword'],
  });
export const markTourCompletedSchema = z.strictObject({});
/** What a user may change about themselves: language and the profile's names (empty company clears it). */
export const updateCurrentUserSchema = z.strictObject({
  preferredLanguage: languageSchema.optional(),
  /** The currency amounts are shown in (PRODUCT.md 37). */
  displayCurrency: currencySchema.optional(),
  firstName: nameSchema('firstNameRequired').optional(),
  lastName: nameSchema('lastNameRequired').optional(),
  companyName: companyNameSchema
    .nullable()
    .optional()
    .transform((s) => (s === undefined ? undefined : s || null)),
});
export type UpdateCurrentUserInput = z.input<typeof updateCurrentUserSchema>;

/** The profile form: every field present; the company may be left empty. */
export const profileFormSchema = z.strictObject({
  firstName: nameSchema('firstNameRequired'),
  lastName: nameSchema('lastNameRequired'),
  companyName: companyNameSchema,
});
export type ProfileFormInput = z.input<typeof profileFormSchema>;

/** Deleting one's account is confirmed with the password. */
export const deleteAccountSchema = z.strictObject({
  password: z.string({ error: v('passwordRequired') }).min(1, { error: v('passwordRequired') }),
});

export const rejectSchema = z.strictObject({
  reason: z
    .string({ error: v('reasonRequired') })
    .trim()
    .min(1, { error: v('reasonRequired') })
    .max(1000, { error: v('tooLong') }),
});

/** The user as every endpoint returns it (SPEC.md §3 User). Never has the password hash. */
export type User = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  companyName: string | null;
  role: Role;
  userType: UserType | null;
  approvalStatus: ApprovalStatus;
  rejectionReason: string | null;
  profileImageUrl: string | null;
  preferences: { hasSeenTour: boolean };
  isEmailVerified: boolean;
  preferredLanguage: Language;
  displayCurrency: Currency;
  lastLoginAt: string | null;
  createdAt: string;
};

/** `firstSignIn`: the account had never signed in before this one (the greeting says so). */
export type LoginResponse = { user: User; firstSignIn: boolean };
