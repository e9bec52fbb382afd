import fs from 'node:fs';
import path from 'node:path';
import { FIRST_SCREENS, LAYOUT_NAMESPACES, screenPathOf } from '@shared/app/first-screens';
import { languages } from '@shared/domain/languages';
import type { Request } from 'express';

/** The part of Vite's build manifest (dist/public/.vite/manifest.json) read here. */
export type BuildManifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

export function readBuildManifest(clientDist: string): BuildManifest | undefined {
  const file = path.join(clientDist, '.vite/manifest.json');
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : undefined;
}

/** Manifest keys of a chunk and its static imports, transitively. */
function closure(manifest: BuildManifest, key: string, into = new Set<string>()) {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) closure(manifest, imported, into);
  return into;
}

/**
 * Issue 11 §3: the page names its first screen's route chunks and texts (shared/app/first-screens.json) beside the
 * entry, so the browser fetches them in parallel with the entry instead of after running it. Every path gets
 * index.html; a first screen's path gets it with `<link rel="modulepreload">` for the chunks its route needs beyond
 * what index.html already names, and for the layout's and the screen's texts in the language the browser asks for
 * (the client's own choice, kept in localStorage, may differ: then those few kB were fetched in vain). A visitor
 * with a session cookie is most likely signed in: '/' is their dashboard. Built once at start (a new build means a
 * restart).
 */
export function firstScreenPages(html: string, manifest: BuildManifest | undefined, sessionCookie: string) {
  const pages = new Map<string, string>();
  const entryKey = manifest && Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (manifest && entryKey) {
    const entry = closure(manifest, entryKey);
    for (const [screenPath, screen] of Object.entries(FIRST_SCREENS)) {
      for (const language of languages) {
        const keys = new Set<string>();
        for (const module of screen.modules) closure(manifest, module, keys);
        for (const ns of [...LAYOUT_NAMESPACES, ...screen.namespaces])
          closure(manifest, `src/locales/${language}/${ns}.json`, keys);
        const links = [...keys]
          .filter((key) => !entry.has(key) && manifest[key].file.endsWith('.js'))
          .map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key].file}">`);
        pages.set(
          `${screenPath} ${language}`,
          html.replace('</head>', `  ${links.join('\n    ')}\n  </head>`),
        );
      }
    }
  }
  const cookiePrefix = `${sessionCookie}=`;
  return (req: Request) => {
    const signedIn = req.headers.cookie?.split(/;\s*/).some((c) => c.startsWith(cookiePrefix)) ?? false;
    const screenPath = signedIn && req.path === '/' ? '/dashboard' : screenPathOf(req.path);
    const language = req.acceptsLanguages(...languages) || 'en';
    return pages.get(`${screenPath} ${language}`) ?? html;
  };
}
