import type { MeasureId } from '@shared/domain/greenrefit';
import { findPort } from '@shared/domain/ports';
import type { Db } from '../db/client';
import { shipyards } from '../db/schema';

type DemoShipyard = {
  name: string;
  port: string;
  certifications: string[];
  measures: MeasureId[];
  contactName: string;
  contactEmail: string;
  contactPhone: string;
  website: string;
  description: string;
};

// Invented yards in real retrofit ports, is_demo set (the screens badge them "demo"); contacts on reserved example.com
// domains, so an administrator following up a demo quote request cannot write to a real company.
// biome-ignore format: one yard per block reads best
const DEMO_SHIPYARDS: DemoShipyard[] = [
  {
    name: 'Nordwerft Bremerhaven', port: 'DEBRV',
    certifications: ['ISO 9001', 'ISO 14001', 'DNV-approved service supplier'],
    measures: ['hull_coating', 'propeller_redesign', 'boss_cap_fins', 'ducts_stators', 'bulbous_bow', 'rotor_sails', 'shore_power'],
    contactName: 'Hanna Brandt', contactEmail: 'refit@nordwerft-bremerhaven.example.com', contactPhone: '+49 471 000 0000',
    website: 'https://nordwerft-bremerhaven.example.com',
    description: 'Two floating docks for feeders up to 1,800 TEU; hydrodynamic retrofits and shore-power connections.',
  },
  {
    name: 'Gdańsk Green Refit Yard', port: 'PLGDN',
    certifications: ['ISO 9001', 'ISO 45001', "Lloyd's Register approved service supplier"],
    measures: ['lng_dual_fuel', 'methanol', 'scrubber', 'hull_coating', 'bulbous_bow', 'air_lubrication'],
    contactName: 'Piotr Zieliński', contactEmail: 'quotes@gdansk-green-refit.example.com', contactPhone: '+48 58 000 00 00',
    website: 'https://gdansk-green-refit.example.com',
    description: 'Engine-room conversions to LNG dual-fuel and methanol, scrubber installations and bow reshaping.',
  },
  {
    name: 'Maasdok Rotterdam', port: 'NLRTM',
    certifications: ['ISO 9001', 'ISO 14001', 'Bureau Veritas approved service supplier'],
    measures: ['shore_power', 'battery_hybrid', 'methanol', 'propeller_redesign'],
    contactName: 'Sanne de Vries', contactEmail: 'retrofit@maasdok-rotterdam.example.com', contactPhone: '+31 10 000 0000',
    website: 'https://maasdok-rotterdam.example.com',
    description: 'Electrical retrofits: battery-hybrid systems, shore-power switchboards, methanol-ready fuel systems.',
  },
  {
    name: 'Fredericia Marine Service', port: 'DKFRC',
    certifications: ['ISO 9001', 'DNV-approved service supplier'],
    measures: ['rotor_sails', 'air_lubrication', 'hull_coating', 'slow_steaming'],
    contactName: 'Mads Kristensen', contactEmail: 'sales@fredericia-marine.example.com', contactPhone: '+45 00 00 00 00',
    website: 'https://fredericia-marine.example.com',
    description: 'Wind-assisted propulsion and air lubrication; engine power limitation with class approval.',
  },
  {
    name: 'Astillero Levante Cartagena', port: 'ESCAR',
    certifications: ['ISO 9001', 'ISO 14001', 'RINA approved service supplier'],
    measures: ['scrubber', 'lng_dual_fuel', 'hull_coating', 'propeller_redesign', 'boss_cap_fins'],
    contactName: 'Lucía Navarro', contactEmail: 'ofertas@astillero-levante.example.com', contactPhone: '+34 968 00 00 00',
    website: 'https://astillero-levante.example.com',
    description: 'Mediterranean dry docking with scrubber and LNG conversions, hull and propeller upgrades.',
  },
];

/** GreenRefit's shipyard directory on a demo start, so a quote request can be tried at once. */
export async function seedDemoShipyards(db: Db, now = new Date()) {
  const rows = await db
    .insert(shipyards)
    .values(
      DEMO_SHIPYARDS.map((s) => {
        const port = findPort(s.port)!;
        return {
          ...s,
          country: port.country,
          region: port.region,
          isDemo: true,
          createdAt: now,
          updatedAt: now,
        };
      }),
    )
    .returning({ id: shipyards.id });
  return { shipyards: rows.length };
}
