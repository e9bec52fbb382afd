// The build's prerender of the landing page (issue 11 §3; scripts/prerender.mjs runs it under Node after the client
// build). An anonymous visitor's first screen is the same for everyone but its language, so it is rendered once per
// language from the app's own components, as the app's first render will draw it: the server puts it in the page
// it sends (server/lib/first-screens.ts), the browser paints it with the HTML and the stylesheet, and main.tsx
// hydrates it once the screen's chunk and the signed-in user are in.

import { languages } from '@shared/domain/languages';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { Router } from 'wouter';
import { App } from '@/app/app';
import { currentUserKey } from '@/features/auth/api/get-current-user';
import { allTexts } from '@/lib/all-texts';
import i18n, { initI18n } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';

/** The prerendered paths: the landing, for an anonymous visitor. */
const PRERENDERED_PATHS = ['/', '/landing'] as const;

/** Every prerendered path's markup per language: `{ '/': { en: '<div…', de: … } }`. */
export async function renderFirstScreens(): Promise<Record<string, Record<string, string>>> {
  await initI18n({ resources: allTexts(), language: 'en' });
  // Anonymous: the router shows the public pages at once instead of waiting for /api/auth/user.
  queryClient.setQueryData(currentUserKey, null);
  const pages: Record<string, Record<string, string>> = {};
  for (const path of PRERENDERED_PATHS) {
    pages[path] = {};
    for (const language of languages) {
      await i18n.changeLanguage(language);
      const app = (
        <Router ssrPath={path}>
          <App />
        </Router>
      );
      // The first pass waits for every lazy part to load; the second then renders them all at once, so no
      // boundary is left waiting (for a script) or for the client to render on its own.
      const { prelude } = await prerenderToNodeStream(app, {
        onError: (error) => {
          throw error;
        },
      });
      for await (const _ of prelude);
      const html = renderToString(app);
      assertStatic(html, `${path} (${language})`);
      pages[path][language] = html;
    }
  }
  return pages;
}

/**
 * Markup the page can show as it is: no script (the page's CSP allows none inline), no style attribute (refused by
 * the CSP in HTML), no boundary left for a script or the client to fill in (React would report it on hydration).
 */
function assertStatic(html: string, what: string) {
  const problems = [
    [/<script/i, 'an inline script'],
    [/\sstyle="/i, 'a style attribute'],
    [/<!--\$[?!]-->/, 'an unfinished Suspense boundary'],
  ] as const;
  for (const [pattern, problem] of problems) {
    if (pattern.test(html))
      throw new Error(`The prerendered ${what} holds ${problem}: render it on the client only.`);
  }
}
