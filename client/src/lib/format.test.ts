import { afterEach, describe, expect, it } from 'vitest';
import { formatRelativeTime } from '@/lib/format';
import i18n from '@/lib/i18n';

const now = new Date('2025-06-01T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const MIN = 60_000;

describe('formatRelativeTime', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('uses the SPEC.md §9 texts in English', async () => {
    await i18n.changeLanguage('en');
    expect(formatRelativeTime(ago(30_000), now)).toBe('Just now');
    expect(formatRelativeTime(ago(MIN), now)).toBe('1m ago');
    expect(formatRelativeTime(ago(59 * MIN), now)).toBe('59m ago');
    expect(formatRelativeTime(ago(60 * MIN), now)).toBe('1h ago');
    expect(formatRelativeTime(ago(1439 * MIN), now)).toBe('23h ago');
    expect(formatRelativeTime(ago(1440 * MIN), now)).toBe('1d ago');
    expect(formatRelativeTime(ago(10 * 1440 * MIN), now)).toBe('10d ago');
  });

  it('is translated into Chinese and German', async () => {
    await i18n.changeLanguage('zh');
    expect(formatRelativeTime(ago(10_000), now)).toBe('刚刚');
    expect(formatRelativeTime(ago(5 * MIN), now)).toBe('5 分钟前');
    await i18n.changeLanguage('de');
    expect(formatRelativeTime(ago(3 * 60 * MIN), now)).toBe('vor 3 Std.');
    expect(formatRelativeTime(ago(2 * 1440 * MIN), now)).toBe('vor 2 Tg.');
  });
});
