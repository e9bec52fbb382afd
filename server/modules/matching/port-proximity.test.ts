import { describe, expect, it } from 'vitest';
import { seaRouter } from '../smartfeeder/routing/sea-network';
import { seaDistanceNm } from './port-proximity';

describe('seaDistanceNm', () => {
  it('answers each direction of a pair through the Dover Strait as the router does, whichever is asked first', () => {
    const there = seaRouter().route('NLRTM', 'GBSOU').distanceNm;
    const back = seaRouter().route('GBSOU', 'NLRTM').distanceNm;
    // The one-way lanes make the two directions differ; the cache must not hand one the other's figure.
    expect(there).not.toBe(back);
    expect(seaDistanceNm('NLRTM', 'GBSOU')).toBe(there);
    expect(seaDistanceNm('GBSOU', 'NLRTM')).toBe(back);
  });
});
