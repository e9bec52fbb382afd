import { and, eq, sum } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cargoMatches, shipBookingRequests, vesselAvailabilities } from '../../db/schema';
import { setupTestApp, type TestApp } from '../../test/harness';
import { insertBookingRequest, offeringRow } from '../../test/marketplace-factories';
import { cargoRequestBody, offeringOnBoard } from '../../test/matching-factories';

const DAY = 86_400_000;

// PGlite runs one statement at a time, so lock contention only exists on real PostgreSQL.
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'accepts and bookings racing on one voyage (PostgreSQL)',
  () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await setupTestApp();
    });

    it.each([1, 2, 3])(
      '25 match accepts and 25 booking accepts of 1 TEU on a 10 TEU voyage take exactly 10 (round %i)',
      async () => {
        const owner = await t.createUser();
        const ownerAgent = await t.agentFor(owner);
        const { offering, capacity } = await offeringOnBoard(
          t.db,
          { id: owner.id, agent: ownerAgent },
          { originPort: 'DEHAM', destinationPort: 'DKCPH', teuCapacity: 100, availableCapacity: 10 },
        );
        const bookings = [];
        const matchIds: string[] = [];
        for (let i = 0; i < 25; i++) {
          const shipper = await t.createUser();
          bookings.push(await insertBookingRequest(t.db, offering.id, shipper.id, { requestedTeu: 1 }));
          const res = await (await t.agentFor(shipper))
            .post('/api/algorithm/cargo-requests')
            .send(cargoRequestBody({ originPort: 'DEHAM', destinationPort: 'DKCPH', requestedTEU: 1 }))
            .expect(201);
          const match = res.body.matchingResult.matches.find(
            (m: { vesselDetails: { availabilityId: string } }) =>
              m.vesselDetails.availabilityId === capacity.id,
          );
          matchIds.push(match.id);
        }

        const results = await Promise.all([
          ...matchIds.map((id) => ownerAgent.put(`/api/algorithm/matches/${id}/accept`).send({})),
          ...bookings.map((b) => ownerAgent.post(`/api/ship-booking-requests/${b.id}/accept`)),
        ]);
        const statuses = results.map((r) => r.status);
        expect(statuses.filter((s) => s === 200)).toHaveLength(10);
        expect(statuses.filter((s) => s === 409)).toHaveLength(40);

        expect((await offeringRow(t.db, offering.id)).availableCapacity).toBe(0);
        const [matched] = await t.db
          .select({ teu: sum(cargoMatches.reservedTeu).mapWith(Number) })
          .from(cargoMatches)
          .innerJoin(vesselAvailabilities, eq(vesselAvailabilities.id, cargoMatches.availabilityId))
          .where(and(eq(vesselAvailabilities.shipOfferingId, offering.id), eq(cargoMatches.status, 'held')));
        const booked = await t.db
          .select()
          .from(shipBookingRequests)
          .where(
            and(
              eq(shipBookingRequests.shipOfferingId, offering.id),
              eq(shipBookingRequests.status, 'accepted'),
            ),
          );
        expect((matched.teu ?? 0) + booked.length).toBe(10);
        const stillProposed = await t.db
          .select()
          .from(cargoMatches)
          .where(and(eq(cargoMatches.availabilityId, capacity.id), eq(cargoMatches.status, 'proposed')));
        expect(stillProposed).toHaveLength(0);
      },
    );

    it('confirmations of held matches, counter acceptances and owner accepts racing for the last 5 TEU stay exact', async () => {
      const owner = await t.createUser();
      const ownerAgent = await t.agentFor(owner);
      const { offering, capacity } = await offeringOnBoard(
        t.db,
        { id: owner.id, agent: ownerAgent },
        { originPort: 'DEHAM', destinationPort: 'SEGOT', teuCapacity: 100, availableCapacity: 10 },
      );
      // Five shippers hold 1 TEU each (5 of the 10 gone), waiting for the owner's confirmation.
      const held: string[] = [];
      for (let i = 0; i < 5; i++) {
        const shipperAgent = await t.agentFor(await t.createUser());
        const res = await shipperAgent
          .post('/api/algorithm/cargo-requests')
          .send(cargoRequestBody({ originPort: 'DEHAM', destinationPort: 'SEGOT', requestedTEU: 1 }))
          .expect(201);
        const match = res.body.matchingResult.matches.find(
          (m: { vesselDetails: { availabilityId: string } }) =>
            m.vesselDetails.availabilityId === capacity.id,
        );
        await shipperAgent.put(`/api/algorithm/matches/${match.id}/accept`).send({}).expect(200);
        held.push(match.id);
      }
      expect((await offeringRow(t.db, offering.id)).availableCapacity).toBe(5);
      // Twenty requesters with a counter of 1 TEU to accept, twenty pending requests for the owner to accept.
      const countered = [];
      for (let i = 0; i < 20; i++) {
        const requester = await t.createUser();
        const row = await insertBookingRequest(t.db, offering.id, requester.id, {
          requestedTeu: 2,
          status: 'countered',
          counterTeu: 1,
          counterPricePerTeu: '140.00',
        });
        countered.push({ id: row.id, agent: await t.agentFor(requester) });
      }
      const pending = [];
      for (let i = 0; i < 20; i++)
        pending.push(
          await insertBookingRequest(t.db, offering.id, (await t.createUser()).id, { requestedTeu: 1 }),
        );

      const results = await Promise.all([
        ...held.map((id) => ownerAgent.put(`/api/algorithm/matches/${id}/accept`).send({})),
        ...countered.map((c) => c.agent.post(`/api/ship-booking-requests/${c.id}/accept-counter`)),
        ...pending.map((b) => ownerAgent.post(`/api/ship-booking-requests/${b.id}/accept`)),
      ]);
      const [confirmations, bookings] = [results.slice(0, 5), results.slice(5)];
      expect(confirmations.map((r) => r.body.data?.status)).toEqual(Array(5).fill('accepted'));
      expect(bookings.filter((r) => r.status === 200)).toHaveLength(5);
      expect(bookings.filter((r) => r.status === 409)).toHaveLength(35);
      expect((await offeringRow(t.db, offering.id)).availableCapacity).toBe(0);
      const agreed = await t.db
        .select()
        .from(shipBookingRequests)
        .where(
          and(
            eq(shipBookingRequests.shipOfferingId, offering.id),
            eq(shipBookingRequests.status, 'accepted'),
          ),
        );
      expect(agreed.reduce((n, b) => n + b.requestedTeu, 0)).toBe(5);
      const references = [
        ...agreed.map((b) => b.reference),
        ...confirmations.map((r) => r.body.data.reference),
      ];
      expect(new Set(references).size).toBe(10);
    });

    it('the same match accepted 20 times at once reserves its TEU once', async () => {
      const owner = await t.createUser();
      const shipper = await t.createUser();
      const ownerAgent = await t.agentFor(owner);
      const shipperAgent = await t.agentFor(shipper);
      await ownerAgent
        .post('/api/algorithm/vessel-availabilities')
        .send({
          vesselName: 'Race',
          originPort: 'NLRTM',
          destinationPort: 'GBFXT',
          departureDate: new Date(Date.now() + 3 * DAY).toISOString(),
          arrivalDate: new Date(Date.now() + 4 * DAY).toISOString(),
          availableTEU: 50,
          pricePerTEU: 100,
          cargoTypes: ['general'],
          contactName: 'O',
          contactEmail: 'o@x.example',
        })
        .expect(201);
      const res = await shipperAgent
        .post('/api/algorithm/cargo-requests')
        .send(cargoRequestBody({ originPort: 'NLRTM', destinationPort: 'GBFXT', requestedTEU: 7 }))
        .expect(201);
      const id = res.body.matchingResult.matches[0].id;
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          (i % 2 ? ownerAgent : shipperAgent).put(`/api/algorithm/matches/${id}/accept`).send({}),
        ),
      );
      // Both parties at once (PRODUCT.md 33): the first accept holds the TEU, the other side's first accept after
      // it confirms them; every other call answers the match as it then is.
      expect(results.every((r) => r.status === 200)).toBe(true);
      expect(new Set(results.map((r) => r.body.data.status))).toEqual(new Set(['held', 'accepted']));
      const [match] = await t.db.select().from(cargoMatches).where(eq(cargoMatches.id, id));
      expect(match).toMatchObject({ status: 'accepted', reservedTeu: 7 });
      expect(match.reference).toMatch(/^FH-\d{4}-\d{6}$/);
      const [row] = await t.db
        .select()
        .from(vesselAvailabilities)
        .where(eq(vesselAvailabilities.id, res.body.matchingResult.matches[0].vesselDetails.availabilityId));
      expect(row.availableTeu).toBe(43);
    });
  },
);
