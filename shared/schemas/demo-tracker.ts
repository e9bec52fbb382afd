import { z } from 'zod';
import { vesselTypes } from '../domain/voyage/vessel-classes';

/** SPEC.md §1's two tracker states. */
export const demoVesselStatuses = ['en_route', 'loading'] as const;
export type DemoVesselStatus = (typeof demoVesselStatuses)[number];

const portRef = z.object({ code: z.string(), name: z.string() });
const lonLat = z.tuple([z.number(), z.number()]);

/** One simulated vessel as GET /api/demo/tracker reports it (demo data, never a real ship). */
export const demoVesselSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(vesselTypes),
  capacityTeu: z.number().int(),
  position: z.object({ lat: z.number(), lon: z.number() }),
  /** Knots; 0 at berth. */
  speedKn: z.number(),
  /** Degrees clockwise from true north, [0, 360). */
  headingDeg: z.number(),
  status: z.enum(demoVesselStatuses),
  /** The departure port of the leg sailed now, or of the next leg while loading (where the ship lies). */
  origin: portRef,
  destination: portRef,
  /**
   * Arrival at the destination (while loading: after the berth time), on the real clock of the time-lapse the
   * demo runs as (one voyage hour every 3 s, server/modules/demo-tracker/demo-fleet.ts).
   */
  eta: z.iso.datetime(),
  /** Voyage hours to that arrival, as the simulated ship counts them. */
  hoursToGo: z.number(),
});
export type DemoVessel = z.infer<typeof demoVesselSchema>;

export const demoTrackerSchema = z.object({
  demo: z.literal(true),
  /** The server time the positions are computed for. */
  at: z.iso.datetime(),
  vessels: z.array(demoVesselSchema),
});
export type DemoTracker = z.infer<typeof demoTrackerSchema>;

/** GET /api/demo/tracker/map: what does not change between polls, drawn once and cached. */
export const demoTrackerMapSchema = z.object({
  demo: z.literal(true),
  width: z.number(),
  height: z.number(),
  /** d3-geo geoMercator scale and translate fitted to width × height (projectMercator in shared/domain). */
  projection: z.object({ scale: z.number(), translate: z.tuple([z.number(), z.number()]) }),
  /** Natural Earth land (1:50m) clipped to the map, as SVG path data in the map's units. */
  land: z.string(),
  routes: z.array(
    z.object({
      vesselId: z.string(),
      /** The loop's ports in sailing order, each where the line reaches it. */
      ports: z.array(portRef.extend({ lon: z.number(), lat: z.number() })),
      distanceNm: z.number(),
      /** The loop as one closed line of [lon, lat] pairs along the SmartFeeder lane network. */
      coordinates: z.array(lonLat),
    }),
  ),
});
export type DemoTrackerMap = z.infer<typeof demoTrackerMapSchema>;
