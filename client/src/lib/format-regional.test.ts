import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatUsd, regionalLocale } from '@/lib/format';

afterEach(() => vi.unstubAllGlobals());

describe('regional formats', () => {
  it("uses the browser's regional variant of the interface language", () => {
    vi.stubGlobal('navigator', { languages: ['de-CH', 'en-GB'], language: 'de-CH' });
    expect(regionalLocale('en')).toBe('en-GB');
    expect(regionalLocale('de')).toBe('de-CH');
    expect(regionalLocale('zh')).toBe('zh');
  });

  it("shows dollars with the plain '$' sign and two decimals in every language", () => {
    vi.stubGlobal('navigator', { languages: ['en-GB'], language: 'en-GB' });
    expect(formatUsd(150.5, 'en')).toBe('$150.50');
    expect(formatUsd(1234, 'zh')).toBe('$1,234.00');
    expect(formatUsd(0.1, 'de').replace(/\s/g, ' ')).toBe('0,10 $');
  });
});
