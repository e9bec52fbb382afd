import type { User } from '@shared/schemas/auth';
import { type Language, languages } from '@shared/domain/languages';
import { useQueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { FlagCode } from '@/components/ui/flag';
import { currentUserKey } from '@/features/auth/api/get-current-user';
import { apiRequest } from '@/lib/api-client';
import i18n from '@/lib/i18n';

export type SupportedLanguage = { code: Language; name: string; flag: FlagCode };

// Language names are endonyms: a reader finds their own language whatever the page is in.
export const supportedLanguages: SupportedLanguage[] = [
  { code: 'en', name: 'English', flag: 'gb' },
  { code: 'zh', name: '中文', flag: 'cn' },
  { code: 'de', name: 'Deutsch', flag: 'de' },
];

export const toLanguage = (code: string | undefined): Language =>
  languages.find((l) => l === code?.slice(0, 2)) ?? 'en';

export const updatePreferredLanguage = (preferredLanguage: Language) =>
  apiRequest<User>('PATCH', '/api/auth/user', { preferredLanguage });

/** The current language and a setter that also saves it to the signed-in user's profile. */
export function useLanguage() {
  const { i18n: instance } = useTranslation();
  const queryClient = useQueryClient();
  const language = toLanguage(instance.resolvedLanguage ?? instance.language);

  const changeLanguage = async (code: Language) => {
    await instance.changeLanguage(code);
    const user = queryClient.getQueryData<User | null>(currentUserKey);
    if (!user || user.preferredLanguage === code) return;
    try {
      queryClient.setQueryData(currentUserKey, await updatePreferredLanguage(code));
    } catch (err) {
      console.error('Failed to save the preferred language', err);
    }
  };

  return { language, changeLanguage };
}

/** On sign-in (or when the stored preference changes) the user's saved language wins over the browser's. */
export function useUserLanguageSync(user: User | null) {
  const userId = user?.id;
  const preferred = user?.preferredLanguage;
  useEffect(() => {
    if (!userId || !preferred) return;
    if (toLanguage(i18n.resolvedLanguage ?? i18n.language) !== preferred) void i18n.changeLanguage(preferred);
  }, [userId, preferred]);
}

/** Keeps <html lang> in step with i18next so screen readers and hyphenation use the right language. */
export function bindHtmlLang(instance: I18n = i18n) {
  const apply = (lng: string) => {
    document.documentElement.lang = toLanguage(lng);
  };
  apply(instance.resolvedLanguage ?? instance.language ?? 'en');
  instance.on('languageChanged', apply);
  return () => instance.off('languageChanged', apply);
}
