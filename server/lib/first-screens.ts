import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { FIRST_SCREENS, LAYOUT_NAMESPACES, screenPathOf } from '@shared/app/first-screens';
import { languages } from '@shared/domain/languages';
import type { Request } from 'express';

/** The part of Vite's build manifest (dist/public/.vite/manifest.json) read here. */
export type BuildManifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

/** A first screen's markup per language, prerendered by the build (scripts/prerender.mjs): path → language → HTML. */
export type Prerendered = Record<string, Partial<Record<string, string>>>;

const readJson = (file: string) =>
  fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : undefined;
export const readBuildManifest = (clientDist: string): BuildManifest | undefined =>
  readJson(path.join(clientDist, '.vite/manifest.json'));
export const readPrerendered = (clientDist: string): Prerendered | undefined =>
  readJson(path.join(clientDist, '.vite/prerendered.json'));

/** Manifest keys of a chunk and its static imports, transitively. */
function closure(manifest: BuildManifest, key: string, into = new Set<string>()) {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) closure(manifest, imported, into);
  return into;
}

/** The module of a text namespace, as client/src/lib/i18n.ts loads it: the validation texts are shared with the server. */
const textModule = (language: string, ns: string) =>
  ns === 'validation' ? `../shared/i18n/validation/${language}.ts` : `src/locales/${language}/${ns}.json`;

/**
 * Issue 11 §3: the page names its first screen's route chunks and texts (shared/app/first-screens.json) beside the
 * entry, so the browser fetches them in parallel with the entry instead of after running it. Every path gets
 * index.html; a first screen's path gets it with `<link rel="modulepreload">` for the chunks its route needs beyond
 * what index.html already names, and for the layout's and the screen's texts in the language the browser asks for
 * (the client's own choice, kept in localStorage, may differ: then those few kB were fetched in vain), in which the
 * page is also marked up (`<html lang>`). An anonymous visitor also gets the screen's prerendered markup in that
 * language where the build made one (the landing): it paints with the HTML and the stylesheet, before any script.
 * A visitor with a session cookie is most likely signed in: '/' is their dashboard. Built once at start (a new
 * build means a restart).
 */
export function firstScreenPages(
  html: string,
  manifest: BuildManifest | undefined,
  sessionCookie: string,
  prerendered: Prerendered = {},
) {
  const pages = new Map<string, string>();
  const key = (screenPath: string, language: string, anonymous: boolean) =>
    `${screenPath} ${language}${anonymous ? ' anonymous' : ''}`;
  const entryKey = manifest && Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (manifest && entryKey) {
    const entry = closure(manifest, entryKey);
    for (const [screenPath, screen] of Object.entries(FIRST_SCREENS)) {
      for (const language of languages) {
        const keys = new Set<string>();
        for (const module of screen.modules) closure(manifest, module, keys);
        for (const ns of [...LAYOUT_NAMESPACES, ...screen.namespaces])
          closure(manifest, textModule(language, ns), keys);
        const links = [...keys]
          .filter((k) => !entry.has(k) && manifest[k].file.endsWith('.js'))
          .map((k) => `<link rel="modulepreload" crossorigin href="/${manifest[k].file}">`);
        const page = html
          .replace(/<html lang="[^"]*">/, `<html lang="${language}">`)
          .replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
        pages.set(key(screenPath, language, false), page);
        const markup = prerendered[screenPath]?.[language];
        pages.set(key(screenPath, language, true), markup ? withMarkup(page, markup) : page);
      }
    }
  }
  const cookiePrefix = `${sessionCookie}=`;
  return (req: Request) => {
    const signedIn = req.headers.cookie?.split(/;\s*/).some((c) => c.startsWith(cookiePrefix)) ?? false;
    const screenPath = signedIn && req.path === '/' ? '/dashboard' : screenPathOf(req.path);
    const language = req.acceptsLanguages(...languages) || 'en';
    return pages.get(key(screenPath, language, !signedIn)) ?? html;
  };
}

/**
 * Runs the app's entry once the prerendered markup has been painted (or at once in a tab nobody sees). The markup
 * needs no script to be seen, and the scripts, evaluated first, would hold its first paint back by as long as they
 * run: a browser that has them already (a returning visitor's cache, a fast network) otherwise runs them before it
 * paints, and on a slow phone that is most of a second. The one inline script of the product, allowed by its hash
 * (server/lib/security-headers.ts).
 */
export const AFTER_PAINT_SCRIPT =
  "(function(){var done=0;function run(){if(done)return;done=1;var s=document.createElement('script');" +
  "s.type='module';s.crossOrigin='';s.src=document.querySelector('link[data-entry]').href;" +
  'document.head.appendChild(s)}' +
  "if(document.visibilityState!=='visible')return run();" +
  "if((PerformanceObserver.supportedEntryTypes||[]).indexOf('paint')<0)" +
  'return requestAnimationFrame(function(){setTimeout(run)});' +
  "new PerformanceObserver(function(l,o){o.disconnect();run()}).observe({type:'paint',buffered:true});" +
  'setTimeout(run,3000)})()';
export const AFTER_PAINT_SCRIPT_HASH = `'sha256-${createHash('sha256').update(AFTER_PAINT_SCRIPT).digest('base64')}'`;

/**
 * The page with a screen's prerendered markup in #root. Its scripts are not needed for the first paint any more:
 * asked for at low priority, they load after the stylesheet instead of competing with it, and the entry is
 * preloaded (fetched, not run) and run after the first paint by AFTER_PAINT_SCRIPT.
 */
function withMarkup(page: string, markup: string) {
  return (
    page
      .replace(
        /<script type="module"([^>]*) src="([^"]+)"><\/script>/,
        '<link rel="modulepreload" data-entry$1 href="$2">',
      )
      .replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"')
      // A function as replacement: the markup's own `$` signs are text, not replacement patterns.
      .replace(
        '<div id="root"></div>',
        () => `<div id="root">${markup}</div>\n    <script>${AFTER_PAINT_SCRIPT}</script>`,
      )
  );
}
