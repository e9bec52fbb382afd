import { describe, expect, it } from 'vitest';
import { safeNextPath } from './safe-next';

describe('safeNextPath', () => {
  it('keeps a same-site path with its query', () => {
    expect(safeNextPath('?next=%2Fcargo-matching%3Ftab%3D2', '/dashboard')).toBe('/cargo-matching?tab=2');
  });

  it.each([
    ['', 'no next'],
    ['?next=https%3A%2F%2Fevil.example', 'absolute URL'],
    ['?next=%2F%2Fevil.example', 'protocol-relative URL'],
    ['?next=%2F%5Cevil.example', 'backslash trick'],
    ['?next=%2F%09%2Fevil.example', 'tab trick'],
    ['?next=dashboard', 'relative path'],
  ])('falls back for %s (%s)', (search) => {
    expect(safeNextPath(search, '/dashboard')).toBe('/dashboard');
  });
});
