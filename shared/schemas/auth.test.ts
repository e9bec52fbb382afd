import { describe, expect, it } from 'vitest';
import { loginSchema, registerFormSchema, registerSchema } from './auth';

const messages = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('auth contracts', () => {
  it('normalises the email and defaults the user type', () => {
    const r = registerSchema.parse({
      email: '  Ada@Example.COM ',
      password: 'long-enough-1',
      firstName: ' Ada ',
      lastName: 'L',
    });
    expect(r).toMatchObject({ email: 'ada@example.com', firstName: 'Ada', userType: 'cargo_owner' });
  });

  it('uses the specified message keys', () => {
    expect(messages(loginSchema.safeParse({ email: 'x', password: '123' }))).toEqual({
      email: 'validation.invalidEmail',
      password: 'validation.passwordMin6',
    });
    expect(
      messages(
        registerFormSchema.safeParse({
          email: 'a@b.co',
          password: 'abcdefgh',
          confirmPassword: 'abcdefgX',
          firstName: '',
          lastName: ' ',
        }),
      ),
    ).toMatchObject({ firstName: 'validation.firstNameRequired', lastName: 'validation.lastNameRequired' });
    expect(
      messages(
        registerFormSchema.safeParse({
          email: 'a@b.co',
          password: 'abcdefgh',
          confirmPassword: 'abcdefgX',
          firstName: 'A',
          lastName: 'B',
        }),
      ),
    ).toEqual({ confirmPassword: 'validation.passwordsDontMatch' });
  });

  it('refuses passwords over 72 bytes and unknown fields', () => {
    const long = 'ä'.repeat(37); // 74 bytes in UTF-8
    expect(
      messages(registerSchema.safeParse({ email: 'a@b.co', password: long, firstName: 'A', lastName: 'B' })),
    ).toEqual({
      password: 'validation.passwordMax72',
    });
    expect(
      registerSchema.safeParse({
        email: 'a@b.co',
        password: 'abcdefgh',
        firstName: 'A',
        lastName: 'B',
        role: 'admin',
      }).success,
    ).toBe(false);
  });
});
