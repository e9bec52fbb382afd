import { describe, expect, it } from 'vitest';
import { jsonDepthExceeds } from './json-depth';

const bytes = (s: string) => Buffer.from(s);

describe('jsonDepthExceeds', () => {
  it('counts arrays and objects, not brackets inside strings or escaped quotes', () => {
    expect(jsonDepthExceeds(bytes('[[[1]]]'), 3)).toBe(false);
    expect(jsonDepthExceeds(bytes('[[[[1]]]]'), 3)).toBe(true);
    expect(jsonDepthExceeds(bytes('{"a":{"b":{"c":{}}}}'), 3)).toBe(true);
    expect(jsonDepthExceeds(bytes('{"a":"[[[[[[","b":"\\"[[[["}'), 1)).toBe(false);
    expect(jsonDepthExceeds(bytes('[1],[2],[3],[4]'), 1)).toBe(false);
  });

  it('reads a megabyte of brackets in a few milliseconds and stops at the limit', () => {
    const deep = bytes('['.repeat(1_000_000) + ']'.repeat(1_000_000));
    const flat = bytes(`[${'1,'.repeat(1_000_000)}1]`);
    const started = performance.now();
    expect(jsonDepthExceeds(deep)).toBe(true);
    expect(jsonDepthExceeds(flat)).toBe(false);
    expect(performance.now() - started).toBeLessThan(200);
  });
});
