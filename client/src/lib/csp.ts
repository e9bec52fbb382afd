/**
 * The server's Content-Security-Policy allows no eval and no inline style without its nonce (issue 12).
 * zod 4 probes `new Function` on the first parse to pick a faster validator; jitless skips the probe, which
 * CSP would report as a violation. react-style-singleton (Radix's scroll lock) stamps the nonce it finds in
 * the global `__webpack_nonce__` on the <style> element it writes; the server puts each page's nonce in a meta tag.
 * Imported first by main.tsx, for its effect: some modules parse with zod while they load.
 */
// Set on zod's global config object (zod 4 keeps it on globalThis and adopts one that already exists)
// without importing zod: the entry must not carry zod's 25 kB, which loads with the pages that use it
// (issue 11 §3). The same object whether zod has loaded yet or not.
const zodHolder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
zodHolder.__zod_globalConfig ??= {};
zodHolder.__zod_globalConfig.jitless = true;
const nonce = document.querySelector('meta[name="csp-nonce"]')?.getAttribute('content');
if (nonce) (globalThis as { __webpack_nonce__?: string }).__webpack_nonce__ = nonce;
