import type { Request } from 'express';
import { describe, expect, it } from 'vitest';
import { AFTER_PAINT_SCRIPT, type BuildManifest, firstScreenPages } from './first-screens';

const html =
  '<html lang="en"><head>\n    <script type="module" src="/assets/index.js"></script>\n  </head>' +
  '<body><div id="root"></div></body></html>';
// The shape of dist/public/.vite/manifest.json, with the modules shared/app/first-screens.json names.
const manifest: BuildManifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/react.js' },
  '_card.js': { file: 'assets/card.js', imports: ['_react.js'] },
  'src/app/routes/public/landing.tsx': { file: 'assets/landing.js', imports: ['_card.js', '_react.js'] },
  'src/app/routes/auth/login.tsx': { file: 'assets/login.js', imports: ['_card.js'] },
  'src/app/layout/app-shell.tsx': { file: 'assets/app-shell.js' },
  'src/app/routes/dashboard/dashboard.tsx': { file: 'assets/dashboard.js', imports: ['_card.js'] },
  'src/locales/en/common.json': { file: 'assets/common-en.js' },
  'src/locales/de/common.json': { file: 'assets/common-de.js' },
  'src/locales/en/landing.json': { file: 'assets/landing-en.js' },
  'src/locales/de/landing.json': { file: 'assets/landing-de.js' },
  'src/locales/en/auth.json': { file: 'assets/auth-en.js' },
  '../shared/i18n/validation/en.ts': { file: 'assets/validation-en.js' },
};
const request = (path: string, cookie?: string, language = 'en') =>
  ({
    path,
    headers: { cookie },
    acceptsLanguages: (...offered: string[]) => offered.includes(language) && language,
  }) as unknown as Request;
const preloads = (page: string) =>
  [...page.matchAll(/rel="modulepreload"[^>]* href="([^"]+)"/g)].map((m) => m[1]);

describe('firstScreenPages', () => {
  const pageFor = firstScreenPages(html, manifest, 'connect.sid');

  it("names the route's chunks and their imports beyond the entry's, in the head", () => {
    const landing = pageFor(request('/'));
    expect(preloads(landing)).toEqual([
      '/assets/landing.js',
      '/assets/card.js',
      '/assets/common-en.js',
      '/assets/landing-en.js',
    ]);
    expect(landing.indexOf('modulepreload')).toBeLessThan(landing.indexOf('</head>'));
    // The validation texts the login form shows are shared with the server: their module lives under shared/.
    expect(preloads(pageFor(request('/Login/')))).toEqual([
      '/assets/login.js',
      '/assets/card.js',
      '/assets/common-en.js',
      '/assets/auth-en.js',
      '/assets/validation-en.js',
    ]);
  });

  it('names the texts in the language the browser asks for, English when it asks for none we have', () => {
    expect(preloads(pageFor(request('/', undefined, 'de')))).toEqual(
      expect.arrayContaining(['/assets/common-de.js', '/assets/landing-de.js']),
    );
    expect(preloads(pageFor(request('/', undefined, 'fr')))).toContain('/assets/landing-en.js');
  });

  it("gives '/' the signed-in layout and dashboard when the request carries a session cookie", () => {
    expect(preloads(pageFor(request('/', 'lang=de; connect.sid=s%3Aabc')))).toEqual([
      '/assets/app-shell.js',
      '/assets/dashboard.js',
      '/assets/card.js',
      '/assets/common-en.js',
    ]);
    expect(preloads(pageFor(request('/', 'other.sid=x')))).toContain('/assets/landing.js');
  });

  it('leaves other pages, and every page without a build manifest, as index.html is', () => {
    expect(pageFor(request('/impressum'))).toBe(html);
    expect(firstScreenPages(html, undefined, 'connect.sid')(request('/'))).toBe(html);
  });
});

describe('firstScreenPages with prerendered markup', () => {
  const prerendered = {
    '/': { en: '<main>Book feeder slots at $1,200</main>', de: '<main>Stellplätze</main>' },
  };
  const pageFor = firstScreenPages(html, manifest, 'connect.sid', prerendered);

  it("puts the screen's markup in the visitor's language into #root, and marks the page up in that language", () => {
    const de = pageFor(request('/', undefined, 'de'));
    expect(de).toContain('<div id="root"><main>Stellplätze</main></div>');
    expect(de).toContain('<html lang="de">');
    // A `$` in the markup is text, not a replacement pattern.
    expect(pageFor(request('/'))).toContain('<div id="root"><main>Book feeder slots at $1,200</main></div>');
    expect(preloads(de)).toContain('/assets/landing-de.js');
    // Its scripts are not needed for the first paint: they load after the stylesheet, and the entry runs after the
    // markup has painted.
    expect(de).not.toContain('<script type="module"');
    expect(de).toContain('<link rel="modulepreload" fetchpriority="low" data-entry href="/assets/index.js">');
    expect(de).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/landing.js">',
    );
    expect(de).toContain(`</main></div>\n    <script>${AFTER_PAINT_SCRIPT}</script>`);
  });

  it('sends no markup to a visitor with a session cookie, for a language without markup, or for other screens', () => {
    expect(pageFor(request('/landing', 'connect.sid=s%3Aabc'))).toContain('<div id="root"></div>');
    expect(pageFor(request('/', 'connect.sid=s%3Aabc'))).toContain('<div id="root"></div>');
    const zh = pageFor(request('/', undefined, 'zh'));
    expect(zh).toContain('<div id="root"></div>');
    expect(zh).toContain('<html lang="zh">');
    expect(pageFor(request('/login'))).toContain('<div id="root"></div>');
    // Without markup the entry runs as index.html has it.
    expect(zh).toContain('<script type="module" src="/assets/index.js"></script>');
    expect(zh).not.toContain(AFTER_PAINT_SCRIPT);
  });
});
