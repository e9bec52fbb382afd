import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium } from '@playwright/test';
import type { Config, Flags, RunnerResult } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { navigationGather } from 'lighthouse/core/gather/navigation-runner.js';
import { Runner } from 'lighthouse/core/runner.js';
import { approvedUser, expect, signIn, storeCookieChoice, test } from './fixtures';
import { benchmarkIndex, slowdownOf } from './host-speed';

// Issue 11 §3: Lighthouse 12.8 in Debian's Chromium. Desktop performance ≥ 95 for the landing, login, dashboard
// and offerings; accessibility 100 on every public page; mobile (Lighthouse's default: a mid-range phone, simulated
// 4G and 4× CPU) ≥ 90 for the landing on a first visit, nothing cached, as Lighthouse's command line runs it.
// Before the landing was prerendered (client/src/prerender.tsx) single mobile runs fell between 77 and 96 on this
// 2-core machine; each score is the median of three runs, as Lighthouse advises for scores with variance (the
// third run only when the first two do not already decide it).
// Lighthouse simulates the phone from the CPU time it observes on the host times its slowdown; a CI run on a busy
// machine (2.4 times its usual length) scored 81–84 on a build that scores 94–100 idle. So, as Lighthouse's
// throttling guide advises, the slowdown is calibrated to the host's speed measured on both sides of each page load
// (e2e/host-speed.ts): the same phone is simulated whether the machine is idle or busy.
const DESKTOP_PERFORMANCE = 95;
const MOBILE_PERFORMANCE = 90;
const MOBILE_EVERY_RUN = 85;

const port = 9300 + (process.pid % 200);
let context: BrowserContext;
let profile: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // Lighthouse drives the browser through its DevTools port; a persistent context is the browser's default
  // one, so the session cookie and the stored cookie choice made here are the ones Lighthouse's tab sees.
  profile = fs.mkdtempSync(path.join(os.tmpdir(), 'feederhub-lh-'));
  context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      `--remote-debugging-port=${port}`,
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
});

test.afterAll(async () => {
  await context?.close();
  fs.rmSync(profile, { recursive: true, force: true });
});

type Scores = Record<string, number>;

type Visit = 'returning' | 'first';

async function audit(
  url: string,
  form: 'desktop' | 'mobile',
  categories: string[],
  visit: Visit = 'returning',
) {
  const config: Config | undefined = form === 'desktop' ? desktopConfig : undefined;
  // Lighthouse's own slowdowns: 1 for its desktop, 4 for its default phone.
  const phoneSlowdown = config?.settings?.throttling?.cpuSlowdownMultiplier ?? 4;
  const flags: Flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: categories,
    // A returning visitor keeps the session and the cookie choice of the browser profile, and its cache; a first
    // visit starts with none (and sees the cookie banner).
    disableStorageReset: visit === 'returning',
  };
  // The page is loaded first and simulated afterwards (what `lighthouse(url)` does in one call), so the host's speed
  // is known on both sides of the load: Lighthouse's own index just before it, ours just after. On a busy CI host
  // two indexes a few seconds apart differed by up to 40 %, so one reading before the run set a phone up to that
  // much too fast or too slow; the mean of the two that bracket the load is nearer what the load ran at.
  const { artifacts, runnerOptions } = await navigationGather(undefined, url, { config, flags });
  const after = await benchmarkIndex(context);
  const slowdown = slowdownOf((artifacts.BenchmarkIndex + after) / 2);
  runnerOptions.resolvedConfig.settings.throttling.cpuSlowdownMultiplier = phoneSlowdown / slowdown;
  const result = await Runner.audit(artifacts, runnerOptions);
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  // The runner's own module types its answer loosely; it is the `lighthouse()` answer.
  const { lhr } = result as RunnerResult;
  // The full report stays for a look at what cost points (.tmp is not committed).
  fs.mkdirSync('.tmp/lighthouse', { recursive: true });
  const name = `${form}${new URL(url).pathname.replaceAll('/', '_')}`;
  fs.writeFileSync(`.tmp/lighthouse/${name}.json`, JSON.stringify(lhr));
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const scores: Scores = {};
  for (const c of categories) scores[c] = Math.round((lhr.categories[c]?.score ?? 0) * 100);
  const failing = Object.values(lhr.audits)
    .filter(
      (a) =>
        a.score !== null && a.score < 0.9 && a.score !== undefined && a.scoreDisplayMode !== 'informative',
    )
    .map((a) => `${a.id} ${a.displayValue ?? ''}`.trim());
  console.log(
    `lighthouse ${form} ${new URL(url).pathname}: ${JSON.stringify(scores)} (host ${slowdown.toFixed(2)}× slower than idle, benchmark index ${Math.round(artifacts.BenchmarkIndex)} before the load and ${Math.round(after)} after)`,
  );
  if (failing.length) console.log(`  below 0.9: ${failing.join('; ')}`);
  // The metrics behind a performance score, to read what moved when a score falls (the server's answer time too).
  if (categories.includes('performance')) {
    const ms = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? Number.NaN);
    console.log(
      `  FCP ${ms('first-contentful-paint')} ms, LCP ${ms('largest-contentful-paint')} ms, TBT ${ms('total-blocking-time')} ms, SI ${ms('speed-index')} ms, document ${ms('server-response-time')} ms, main thread ${ms('mainthread-work-breakdown')} ms`,
    );
  }
  return scores;
}

/**
 * Lighthouse's own advice for a score with variance: the median of three runs. Performance moves with the
 * machine's load (a busy 2-core machine lengthens every task Lighthouse times); accessibility does not. Once two
 * runs reach every `floor`, the third cannot take the median below it and is not run (a minute of CI saved).
 */
async function medianAudit(url: string, form: 'desktop' | 'mobile', floors: Scores, visit?: Visit) {
  const categories = Object.keys(floors);
  const all: Scores[] = [];
  const decided = () => all.length === 2 && categories.every((c) => all.every((s) => s[c] >= floors[c]));
  while (all.length < 3 && !decided()) all.push(await audit(url, form, categories, visit));
  const sorted = (c: string) => all.map((s) => s[c]).sort((a, b) => a - b);
  // Of two runs both at the floor the lower is reported: the median of three would be at least that.
  const median = (c: string) => sorted(c)[all.length === 3 ? 1 : 0];
  const scores = Object.fromEntries(categories.map((c) => [c, median(c)])) as Scores;
  const lowest = Object.fromEntries(categories.map((c) => [c, sorted(c)[0]])) as Scores;
  console.log(
    `lighthouse ${form} ${new URL(url).pathname} median of ${all.length === 3 ? 'three' : 'three, decided by two'}: ${JSON.stringify(scores)}, lowest ${JSON.stringify(lowest)}`,
  );
  return { performance: scores.performance, accessibility: scores.accessibility, lowest };
}

/** The visitor has made their cookie choice: the banner is part of a first visit, not of every page. */
async function chooseCookies(url: string) {
  const page = await context.newPage();
  await page.goto(url);
  await page.evaluate(storeCookieChoice);
  await page.close();
}

test('Lighthouse: public pages (desktop and mobile)', async ({ baseURL }) => {
  test.setTimeout(600_000);
  // First, in a browser that has run nothing else yet, as Lighthouse's command line starts its own: a first visit
  // also clears the profile's storage, so the cookie choice is made after it.
  const mobile = await medianAudit(
    `${baseURL}/`,
    'mobile',
    { performance: MOBILE_PERFORMANCE, accessibility: 100 },
    'first',
  );
  expect
    .soft(mobile.performance, 'mobile performance / (first visit)')
    .toBeGreaterThanOrEqual(MOBILE_PERFORMANCE);
  // Every run is logged; only the median is asserted for the cold first visit: under load here its single runs
  // reached 83–99 on the same build (the first run of a fresh browser pays for the browser's own start-up work).
  expect.soft(mobile.accessibility, 'mobile accessibility / (first visit)').toBe(100);

  await chooseCookies(`${baseURL}/`);
  // Issue 27: the sign-in page and the public offerings on a phone too (the cookie choice made on the landing).
  for (const path of ['/login', '/ship-offerings']) {
    const s = await medianAudit(`${baseURL}${path}`, 'mobile', { performance: MOBILE_PERFORMANCE });
    expect.soft(s.performance, `mobile performance ${path}`).toBeGreaterThanOrEqual(MOBILE_PERFORMANCE);
    expect.soft(s.lowest.performance, `every mobile run ${path}`).toBeGreaterThanOrEqual(MOBILE_EVERY_RUN);
  }
  for (const path of ['/', '/login', '/ship-offerings']) {
    const s = await medianAudit(`${baseURL}${path}`, 'desktop', {
      performance: DESKTOP_PERFORMANCE,
      accessibility: 100,
    });
    expect.soft(s.performance, `desktop performance ${path}`).toBeGreaterThanOrEqual(DESKTOP_PERFORMANCE);
    expect.soft(s.accessibility, `accessibility ${path}`).toBe(100);
  }
  for (const path of [
    '/register',
    '/about-us',
    '/beta-partners',
    '/contact',
    '/impressum',
    '/privacy-policy',
    '/terms-of-service',
  ]) {
    const s = await audit(`${baseURL}${path}`, 'desktop', ['accessibility']);
    expect.soft(s.accessibility, `accessibility ${path}`).toBe(100);
  }
});

test('Lighthouse: the dashboard and offerings signed in (desktop)', async ({ baseURL, request }) => {
  test.setTimeout(360_000);
  const email = await approvedUser(request, 'lighthouse', 'Lena', 'shipowner');

  await chooseCookies(`${baseURL}/`);
  const page = await context.newPage();
  await signIn(page, email, undefined, `${baseURL}/login`);
  await page.waitForURL(/\/welcome-tour$/);
  await page.getByRole('button', { name: 'Skip tour' }).click();
  await page.waitForURL(/\/dashboard$/);
  await page.close();

  for (const path of ['/dashboard', '/ship-offerings']) {
    const s = await medianAudit(`${baseURL}${path}`, 'desktop', { performance: DESKTOP_PERFORMANCE });
    expect
      .soft(s.performance, `desktop performance ${path} (signed in)`)
      .toBeGreaterThanOrEqual(DESKTOP_PERFORMANCE);
  }
});
