import { FIRST_SCREENS } from '@shared/app/first-screens';
import { describe, expect, it } from 'vitest';
import { firstScreenLoaders } from './route-table';

describe('first screens', () => {
  it('has a loader for every module shared/app/first-screens.json names', () => {
    const named = new Set(Object.values(FIRST_SCREENS).flatMap((s) => s.modules));
    expect([...named].filter((m) => !firstScreenLoaders[m])).toEqual([]);
  });
});
