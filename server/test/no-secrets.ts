import { expect } from 'vitest';

/** No key anywhere in a response body names a password, and no bcrypt hash appears in it. */
export function expectNoPasswordFields(body: unknown) {
  const keys: string[] = [];
  const walk = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value !== null && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) {
        keys.push(k);
        walk(v);
      }
    }
  };
  walk(body);
  expect(keys.filter((k) => /password|token/i.test(k))).toEqual([]);
  expect(JSON.stringify(body)).not.toMatch(/\$2[aby]\$/);
}
