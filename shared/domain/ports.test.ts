import { describe, expect, it } from 'vitest';
import {
  calculatorPorts,
  findPort,
  PORTS,
  portCodeSchema,
  searchPorts,
} from './ports';

describe('port catalogue', () => {
  it('holds the twelve calculator ports and about 200 more, with unique well-formed codes', () => {
    expect(calculatorPorts().map((p) => p.name)).toEqual([
      'Hamburg',
      'Rotterdam',
      'Antwerp',
      'Copenhagen',
      'Gdansk',
      'Stockholm',
      'Barcelona',
      'Genoa',
      'Marseille',
      'Valencia',
      'Amsterdam',
      'Bremen',
    ]);
    // Issue 25: the European ports with a regular container service, from the Canaries to the Bothnian Bay.
    expect(PORTS.length).toBeGreaterThanOrEqual(200);
    expect(new Set(PORTS.map((p) => p.code)).size).toBe(PORTS.length);
    for (const p of PORTS) {
      expect(p.code).toMatch(/^[A-Z]{2}[A-Z2-9]{3}$/);
      expect(p.code.slice(0, 2)).toBe(p.country);
      // Inside the lane graph's bounds (routing/build/marnet.ts: 27–72°N, 32°W–42°E).
      expect(p.lat).toBeGreaterThan(27);
      expect(p.lat).toBeLessThan(72);
      expect(p.lon).toBeGreaterThan(-32);
      expect(p.lon).toBeLessThan(42);
    }
  });

  it('finds ports by code, name or accent-free name', () => {
    expect(findPort('deham')?.name).toBe('Hamburg');
    expect(searchPorts('NLRTM')[0].code).toBe('NLRTM');
    expect(searchPorts('rot')[0].name).toBe('Rotterdam');
    expect(searchPorts('lubeck')[0].code).toBe('DELBC');
    expect(searchPorts('zzzz')).toEqual([]);
  });

  it('validates port fields against the catalogue', () => {
    expect(portCodeSchema.parse(' deham ')).toBe('DEHAM');
    expect(portCodeSchema.safeParse('XXXXX').success).toBe(false);
  });
});
