import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, shipOfferings } from '../../db/schema';
import { insertShipyard } from '../../test/greenrefit-factories';
import { setupTestAppAs, type TestAgent, type TestApp, type TestUser } from '../../test/harness';
import { bookingBody, insertOffering } from '../../test/marketplace-factories';
import { availabilityBody, cargoRequestBody } from '../../test/matching-factories';

let t: TestApp;
let admin: TestUser;
let adminAgent: TestAgent;
beforeAll(async () => {
  ({ t, user: admin, agent: adminAgent } = await setupTestAppAs({ role: 'admin' }));
});

type Subject = { kind: string; id: string; name: string | null; detail: string | null; route: unknown };
const activitiesOf = async (userId: string) =>
  (await adminAgent.get('/api/admin/activities').query({ userId, pageSize: 100 })).body.activities as Array<{
    activityType: string;
    subject: Subject | null;
  }>;
const subjectOf = (list: Awaited<ReturnType<typeof activitiesOf>>, type: string) =>
  list.find((a) => a.activityType === type)?.subject;

describe('activities and audit logs name their records', () => {
  it('ships with their voyage, transport requests, matches and booking requests, from the real calls', async () => {
    const carrier = await t.createUser({ role: 'shipowner' });
    const shipper = await t.createUser({ role: 'cargo_owner' });
    const carrierAgent = await t.agentFor(carrier);
    const shipperAgent = await t.agentFor(shipper);

    const availability = await carrierAgent
      .post('/api/algorithm/vessel-availabilities')
      .send(availabilityBody({ vesselName: 'Elbe Trader' }));
    expect(availability.status).toBe(201);
    const request = await shipperAgent.post('/api/algorithm/cargo-requests').send(cargoRequestBody());
    expect(request.status).toBe(201);
    const match = request.body.matchingResult.matches[0];
    await shipperAgent
      .put(`/api/algorithm/matches/${match.id}/reject`)
      .send({ reason: 'Too late' })
      .expect(200);
    const offering = await insertOffering(t.db, carrier.id, {
      shipName: 'MV Nordlys',
      originPort: 'BEANR',
      destinationPort: 'PLGDN',
      departureDate: new Date('2030-12-12T06:00:00Z'),
    });
    await shipperAgent
      .post('/api/ship-booking-requests')
      .send(bookingBody(offering.id, { contactName: 'Carla Cargo' }))
      .expect(201);

    const carrierActivities = await activitiesOf(carrier.id);
    expect(subjectOf(carrierActivities, 'create_vessel_availability')).toMatchObject({
      kind: 'vessel_availability',
      name: 'Elbe Trader',
      route: { origin: 'DEHAM', destination: 'NLRTM', date: expect.any(String) },
    });
    const shipperActivities = await activitiesOf(shipper.id);
    expect(subjectOf(shipperActivities, 'create_cargo_request')).toMatchObject({
      kind: 'cargo_request',
      name: 'Carla Cargo',
      route: { origin: 'DEHAM', destination: 'NLRTM' },
    });
    expect(subjectOf(shipperActivities, 'reject_match')).toMatchObject({
      kind: 'cargo_match',
      id: match.id,
      name: 'Elbe Trader',
      route: { origin: 'DEHAM', destination: 'NLRTM' },
    });
    expect(subjectOf(shipperActivities, 'create_booking_request')).toMatchObject({
      kind: 'ship_booking_request',
      name: 'MV Nordlys',
      detail: 'Carla Cargo',
      route: { origin: 'BEANR', destination: 'PLGDN', date: '2030-12-12T06:00:00.000Z' },
    });
    // Sign-ins name no record.
    expect(subjectOf(shipperActivities, 'login')).toBeNull();
  });

  it('names shipyards and people in the audit log, and keeps the id once the record is gone', async () => {
    const yard = await insertShipyard(t.db, { name: 'Lloyd Werft' });
    const offering = await insertOffering(t.db, admin.id, { shipName: 'MV Gone' });
    for (const [resource, resourceId] of [
      ['shipyard', yard.id],
      ['ship_offering', offering.id],
    ])
      await t.db
        .insert(auditLogs)
        .values({ userId: admin.id, action: 'update_shipyard', resource, resourceId });
    await t.db.delete(shipOfferings).where(eq(shipOfferings.id, offering.id));
    const logs: { subject: { id: string } | null }[] = (
      await adminAgent.get('/api/admin/audit-logs').query({ action: 'update_shipyard' })
    ).body.logs;
    // Looked up by record, not by place: two entries written in the same millisecond (PGlite's clock) have no order.
    const subjectOf = (id: string) => logs.find((l) => l.subject?.id === id)?.subject;
    expect(subjectOf(offering.id)).toEqual({
      kind: 'ship_offering',
      id: offering.id,
      name: null,
      detail: null,
      route: null,
    });
    expect(subjectOf(yard.id)).toEqual({
      kind: 'shipyard',
      id: yard.id,
      name: 'Lloyd Werft',
      detail: null,
      route: null,
    });
  });
});
