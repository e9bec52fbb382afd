// Without zod, for the client's entry (i18n, language switcher); shared/schemas/common.ts re-exports them.
export const languages = ['en', 'zh', 'de'] as const;
export type Language = (typeof languages)[number];
