import type { Browser, BrowserContext } from '@playwright/test';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';

/**
 * The speed of the machine the browser tests run on, against the same machine kind when idle, measured in the same
 * run as the figure it corrects (ARCHITECTURE: ratios against a baseline, never single timings on a noisy machine).
 *
 * The measure is Lighthouse's own BenchmarkIndex (a second of string building and array copying in a page), the
 * figure Lighthouse documents for calibrating its CPU slowdown to the host. On this machine kind (2 cores) it reads
 * 3,350–3,760 when nothing else runs (Lighthouse's report, 14 runs, 28 November); a CI run that took 2.4 times its
 * usual time painted the same build's pages 3 times later than an idle run. The reference is the low end of the
 * idle range, so an idle machine is held to the budgets as written.
 */
export const IDLE_BENCHMARK_INDEX = 3350;

/** Lighthouse's BenchmarkIndex of the host now, measured in a page of `owner`. */
export async function benchmarkIndex(owner: Browser | BrowserContext): Promise<number> {
  const context = 'newContext' in owner ? await owner.newContext() : owner;
  const page = await context.newPage();
  try {
    return await page.evaluate(pageFunctions.computeBenchmarkIndex);
  } finally {
    await page.close();
    if (context !== owner) await context.close();
  }
}

/** How many times slower than idle a host of this BenchmarkIndex runs (1 when it runs at least as fast). */
export const slowdownOf = (index: number) => Math.max(1, IDLE_BENCHMARK_INDEX / index);

/** How many times slower than idle the host runs now. */
export const hostSlowdown = async (owner: Browser | BrowserContext) =>
  slowdownOf(await benchmarkIndex(owner));
