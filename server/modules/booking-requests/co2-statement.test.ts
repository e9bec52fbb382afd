import type { Co2Statement } from '@shared/schemas/booking-requests';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../../test/csv';
import { setupTestApp, type TestApp } from '../../test/harness';
import { insertBookingRequest, insertOffering } from '../../test/marketplace-factories';

let t: TestApp;
let me: Awaited<ReturnType<TestApp['createUser']>>;
const ids: Record<string, string> = {};

const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  t = await setupTestApp();
  const owner = await t.createUser();
  me = await t.createUser();
  const stranger = await t.createUser();
  const voyage = (name: string, departure: string, o: Parameters<typeof insertOffering>[2] = {}) =>
    insertOffering(t.db, owner.id, { shipName: name, departureDate: at(departure), teuCapacity: 700, ...o });
  const march = await voyage('MV March', '2099-03-01T00:00:00Z');
  const april = await voyage('=HYPERLINK("http://evil.example")', '2099-04-15T10:00:00Z', {
    originPort: 'BEANR',
    destinationPort: 'NLRTM',
    teuCapacity: 400,
    availableCapacity: 300,
  });
  const lastDay = await voyage('MV Last Day', '2099-05-31T23:30:00Z', {
    originPort: 'ESBCN',
    destinationPort: 'ITGOA',
  });
  const june = await voyage('MV June', '2099-06-01T00:00:00Z');
  const february = await voyage('MV February', '2099-02-28T23:59:00Z');
  ids.march = (
    await insertBookingRequest(t.db, march.id, me.id, { status: 'accepted', requestedTeu: 12 })
  ).id;
  ids.april = (await insertBookingRequest(t.db, april.id, me.id, { status: 'accepted', requestedTeu: 7 })).id;
  ids.lastDay = (
    await insertBookingRequest(t.db, lastDay.id, me.id, { status: 'accepted', requestedTeu: 33 })
  ).id;
  // Outside the period, not accepted, or someone else's: never on my statement.
  await insertBookingRequest(t.db, june.id, me.id, { status: 'accepted', requestedTeu: 5 });
  await insertBookingRequest(t.db, february.id, me.id, { status: 'accepted', requestedTeu: 5 });
  await insertBookingRequest(t.db, march.id, me.id, { status: 'pending', requestedTeu: 9 });
  await insertBookingRequest(t.db, april.id, me.id, {
    status: 'declined',
    declineReason: 'Full',
    requestedTeu: 4,
  });
  await insertBookingRequest(t.db, march.id, stranger.id, { status: 'accepted', requestedTeu: 50 });
});

const period = { from: '2099-03-01', to: '2099-05-31' };

describe('GET /api/ship-booking-requests/my/co2-statement', () => {
  it('lists only my accepted bookings departing within the period (whole days), with rows × the card figure and exact totals', async () => {
    const agent = await t.agentFor(me);
    const res = await agent.get('/api/ship-booking-requests/my/co2-statement').query(period).expect(200);
    const s = res.body as Co2Statement;
    expect(s.rows.map((r) => r.bookingId)).toEqual([ids.march, ids.april, ids.lastDay]);
    expect(s.rows.map((r) => r.teu)).toEqual([12, 7, 33]);
    expect(s.rows[1]).toMatchObject({ originPort: 'BEANR', destinationPort: 'NLRTM', basis: 'class' });

    // Each row is the booking's TEU times the CO2 per TEU that the voyage's card shows.
    const mine = (await agent.get('/api/ship-booking-requests/my').query({ status: 'accepted' }).expect(200))
      .body as { id: string; co2: { co2TtwKg: number; co2eWtwKg: number; co2TtwKgPerTeu: number } }[];
    for (const row of s.rows) {
      const booking = mine.find((b) => b.id === row.bookingId)!;
      expect(row.co2TtwKg).toBe(booking.co2.co2TtwKg);
      expect(row.co2eWtwKg).toBe(booking.co2.co2eWtwKg);
      expect(row.co2TtwKg).toBeCloseTo(row.teu * row.co2TtwKgPerTeu, 6);
      expect(row.distanceNm).toBeGreaterThan(0);
    }
    const tenths = (ns: number[]) => ns.reduce((a, n) => a + Math.round(n * 10), 0) / 10;
    expect(s.totals).toEqual({
      bookings: 3,
      teu: 52,
      co2TtwKg: tenths(s.rows.map((r) => r.co2TtwKg)),
      co2eWtwKg: tenths(s.rows.map((r) => r.co2eWtwKg)),
    });
    expect(s.withoutFigure).toBe(0);
    // The factors come with the statement: the class default fuel's IMO factor and its well-to-wake intensity.
    expect(s.method.loadFactor).toBe(0.7);
    expect(s.method.factors).toEqual([
      expect.objectContaining({ fuelType: 'mgo', co2PerFuelT: 3.206, wtwGPerMj: expect.any(Number) }),
    ]);
  });

  it('gives another user only their own bookings', async () => {
    const other = await t.agentFor(await t.createUser());
    const res = await other.get('/api/ship-booking-requests/my/co2-statement').query(period).expect(200);
    expect(res.body.rows).toEqual([]);
    expect(res.body.totals).toEqual({ bookings: 0, teu: 0, co2TtwKg: 0, co2eWtwKg: 0 });
    // The method is stated on an empty statement too.
    expect(res.body.method).toEqual({ loadFactor: 0.7, factors: [] });
  });

  it('answers 400 naming the field for a missing, impossible or reversed period, and 401 to a stranger', async () => {
    const agent = await t.agentFor(me);
    const cases: [Record<string, string>, { field: string; key: string; message: string }[]][] = [
      [
        {},
        [
          { field: 'from', key: 'validation.required', message: 'This field is required' },
          { field: 'to', key: 'validation.required', message: 'This field is required' },
        ],
      ],
      [
        { from: '2099-02-30', to: '2099-03-01' },
        [{ field: 'from', key: 'validation.invalidDay', message: 'Enter a date as YYYY-MM-DD' }],
      ],
      [
        { from: '2099-05-01', to: '2099-04-30' },
        [
          {
            field: 'to',
            key: 'validation.periodOrder',
            message: 'The end of the period must not be before its start',
          },
        ],
      ],
      [
        { from: '1990-01-01', to: '2099-01-01' },
        [{ field: 'to', key: 'validation.periodTooLong', message: 'A statement covers at most 10 years' }],
      ],
    ];
    for (const [query, issues] of cases) {
      for (const path of [
        '/api/ship-booking-requests/my/co2-statement',
        '/api/ship-booking-requests/my/co2-statement.csv',
      ]) {
        const res = await agent.get(path).query(query);
        expect(res.status, `${path} ${JSON.stringify(query)}`).toBe(400);
        expect(res.body.code).toBe('VALIDATION_ERROR');
        expect(res.body.issues).toEqual(issues);
      }
    }
    expect((await t.request().get('/api/ship-booking-requests/my/co2-statement').query(period)).status).toBe(
      401,
    );
    expect(
      (await t.request().get('/api/ship-booking-requests/my/co2-statement.csv').query(period)).status,
    ).toBe(401);
  });
});

describe('GET /api/ship-booking-requests/my/co2-statement.csv', () => {
  /** The statement of the period as text, its column names in `lang`. */
  const downloadStatement = async (lang: string) =>
    (await t.agentFor(me))
      .get('/api/ship-booking-requests/my/co2-statement.csv')
      .query({ ...period, lang })
      .buffer(true)
      .parse((r, done) => {
        let text = '';
        r.setEncoding('utf8');
        r.on('data', (c: string) => {
          text += c;
        });
        r.on('end', () => done(null, text));
      })
      .expect(200);

  it('downloads the rows and a total line equal to their sums, formula-safe', async () => {
    const res = await downloadStatement('en');
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="feederhub-co2-statement-2099-03-01-to-2099-05-31.csv"',
    );
    const [header, ...lines] = parseCsv(res.body as string);
    expect(header).toEqual([
      'Booking ID',
      'Departure (UTC)',
      'From',
      'To',
      'Vessel',
      'TEU',
      'Distance (nm)',
      'Fuel',
      'kg CO2 per TEU (tank-to-wake)',
      'kg CO2e per TEU (well-to-wake)',
      'kg CO2 (tank-to-wake)',
      'kg CO2e (well-to-wake)',
      'Ship figures',
    ]);
    const rows = lines.slice(0, -1);
    const total = lines.at(-1)!;
    expect(rows.map((r) => r[0])).toEqual([ids.march, ids.april, ids.lastDay]);
    expect(rows.map((r) => r[1])).toEqual(['2099-03-01', '2099-04-15', '2099-05-31']);
    expect(rows[1][4]).toBe(`'=HYPERLINK("http://evil.example")`);
    expect(rows[0][7]).toBe('MGO');
    expect(rows[0][12]).toBe('class defaults');
    for (const r of rows) expect(Number(r[10])).toBeCloseTo(Number(r[5]) * Number(r[8]), 6);
    const tenths = (col: number) => rows.reduce((a, r) => a + Math.round(Number(r[col]) * 10), 0);
    expect(total[0]).toBe('Total');
    expect(Number(total[5])).toBe(rows.reduce((a, r) => a + Number(r[5]), 0));
    expect(Math.round(Number(total[10]) * 10)).toBe(tenths(10));
    expect(Math.round(Number(total[11]) * 10)).toBe(tenths(11));
    expect(total[10]).toMatch(/^\d+\.\d$/);
  });

  it('names the columns in the requested language', async () => {
    const res = await downloadStatement('de');
    const [header, ...lines] = parseCsv(res.body as string);
    expect(header.slice(0, 3)).toEqual(['Buchungs-ID', 'Abfahrt (UTC)', 'Von']);
    expect(lines.at(-1)![0]).toBe('Summe');
  });
});
