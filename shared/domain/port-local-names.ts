import { PORT_ALIASES } from './port-names';

/**
 * The names a language gives the catalogue's ports where it has its own script (issue 27: Chinese readers saw
 * every port only in Latin letters): UN/LOCODE → the first Chinese name of port-names.ts. German and English
 * readers keep the catalogue's name (Gdańsk, not Danzig), so they get none.
 */
export function localPortNames(language: string): Record<string, string> {
  if (language !== 'zh') return {};
  const names: Record<string, string> = {};
  for (const [code, aliases] of Object.entries(PORT_ALIASES)) if (aliases.zh?.[0]) names[code] = aliases.zh[0];
  return names;
}
