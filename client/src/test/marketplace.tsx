import { slotFootprint } from '@shared/domain/voyage/slot-footprint';
import { classVessel } from '@shared/domain/voyage/vessel';
import type { User } from '@shared/schemas/auth';
import type { BookingRequest } from '@shared/schemas/booking-requests';
import type { OwnShipOffering, PendingShipOffering, ShipOffering } from '@shared/schemas/ship-offerings';
import type { Vessel } from '@shared/schemas/vessels';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type * as React from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { Toaster } from '@/components/ui/toast';
import { currentUserKey } from '@/features/auth/api/get-current-user';

/** Marketplace test helpers: canned answers by "METHOD /path" (query ignored), fixtures, a provider tree. */

export type Call = { method: string; path: string; query: URLSearchParams; body: unknown };
type Reply = { status?: number; body?: unknown; headers?: Record<string, string> };
type Handler = Reply | ((call: Call) => Reply);

export function stubApi(replies: Record<string, Handler>) {
  const calls: Call[] = [];
  const fetchMock = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const call = { method, path: url.pathname, query: url.searchParams, body };
    calls.push(call);
    const entry = replies[`${method} ${url.pathname}`];
    const reply =
      typeof entry === 'function'
        ? entry(call)
        : (entry ?? { status: 404, body: { message: 'Not found', code: 'NOT_FOUND' } });
    const status = reply.status ?? 200;
    if (status === 204) return new Response(null, { status });
    return new Response(JSON.stringify(reply.body ?? {}), {
      status,
      headers: { 'Content-Type': 'application/json', ...reply.headers },
    });
  };
  return {
    calls,
    fetchMock,
    sent: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
  };
}

export const ResizeObserverStub = class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

/** `ui` at `path` (with its query) in an in-memory location, with the query client and the toaster. */
export function renderWithRouter(ui: React.ReactNode, path: string, queryClient: QueryClient) {
  const [pathname, search = ''] = path.split('?');
  const location = memoryLocation({ path: pathname, searchPath: search, record: true });
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        {ui}
      </Router>
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...utils, queryClient, location };
}

export function renderApp(
  ui: React.ReactNode,
  { path = '/', user = null }: { path?: string; user?: User | null } = {},
) {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: Number.POSITIVE_INFINITY },
      mutations: { retry: false },
    },
  });
  queryClient.setQueryData(currentUserKey, user);
  return renderWithRouter(ui, path, queryClient);
}

export const owner: User = {
  id: '0b9a5c2e-6a55-4c8c-9d33-111111111111',
  email: 'olaf@nordfeeder.example',
  firstName: 'Olaf',
  lastName: 'Jensen',
  companyName: 'Nordfeeder A/S',
  role: 'shipowner',
  userType: 'shipowner',
  approvalStatus: 'approved',
  rejectionReason: null,
  profileImageUrl: null,
  preferences: { hasSeenTour: true },
  isEmailVerified: true,
  preferredLanguage: 'en',
  displayCurrency: 'USD',
  lastLoginAt: null,
  createdAt: '2026-01-10T09:00:00.000Z',
};
export const shipper: User = {
  ...owner,
  id: '0b9a5c2e-6a55-4c8c-9d33-222222222222',
  email: 'carla@cargo.example',
  firstName: 'Carla',
  lastName: 'Moreno',
  companyName: null,
  role: 'cargo_owner',
  userType: 'cargo_owner',
};
export const admin: User = { ...owner, id: '0b9a5c2e-6a55-4c8c-9d33-333333333333', role: 'super_admin' };

export const offering = (overrides: Partial<ShipOffering> = {}): ShipOffering => ({
  id: 'a1f0c7d4-0000-4000-8000-000000000001',
  ownerId: owner.id,
  vesselId: null,
  shipName: 'MV Nordlys',
  teuCapacity: 800,
  availableCapacity: 300,
  originPort: 'DEHAM',
  destinationPort: 'NLRTM',
  departureDate: '2030-07-01T08:00:00.000Z',
  arrivalDate: '2030-07-02T18:00:00.000Z',
  contactName: 'Olaf Jensen',
  contactEmail: 'olaf@nordfeeder.example',
  contactPhone: null,
  companyName: 'Nordfeeder A/S',
  pricePerTEU: 150.5,
  priceCurrency: 'USD',
  cargoTypes: ['Dry', 'Reefer'],
  specialRequirements: null,
  status: 'active',
  approvalStatus: 'approved',
  isDemo: false,
  createdAt: '2030-06-01T08:00:00.000Z',
  updatedAt: '2030-06-01T08:00:00.000Z',
  ...overrides,
});

export const ownOffering = (overrides: Partial<OwnShipOffering> = {}): OwnShipOffering => ({
  ...offering(),
  rejectionReason: null,
  bookedTEU: 0,
  pendingRequests: 0,
  requestCount: 0,
  ...overrides,
});

export const pendingOffering = (overrides: Partial<PendingShipOffering> = {}): PendingShipOffering => ({
  ...ownOffering({ approvalStatus: 'pending' }),
  owner: {
    id: owner.id,
    email: owner.email,
    firstName: owner.firstName,
    lastName: owner.lastName,
    companyName: owner.companyName,
  },
  ...overrides,
});

export const bookingRequest = (overrides: Partial<BookingRequest> = {}): BookingRequest => ({
  id: 'b2f0c7d4-0000-4000-8000-000000000001',
  shipOfferingId: offering().id,
  requesterId: shipper.id,
  contactName: 'Carla Moreno',
  contactEmail: 'carla@cargo.example',
  contactPhone: null,
  companyName: null,
  requestedTEU: 40,
  boxMix: [],
  commodity: null,
  cargoDescription: 'Machine parts in 20ft dry boxes',
  specialRequirements: null,
  urgencyLevel: 'normal',
  currency: 'USD',
  maxBudget: null,
  flexibleDates: false,
  status: 'pending',
  declineReason: null,
  decidedAt: null,
  createdAt: '2030-06-10T08:00:00.000Z',
  counter: null,
  agreement: null,
  co2: null,
  offering: {
    id: offering().id,
    shipName: 'MV Nordlys',
    originPort: 'DEHAM',
    destinationPort: 'NLRTM',
    departureDate: '2030-07-01T08:00:00.000Z',
    arrivalDate: null,
    pricePerTEU: 150.5,
    priceCurrency: 'USD',
    companyName: 'Nordfeeder A/S',
  },
  ...overrides,
});

export const vessel = (overrides: Partial<Vessel> = {}): Vessel => ({
  id: 'c3f0c7d4-0000-4000-8000-000000000001',
  ownerId: owner.id,
  name: 'MV Nordlys',
  imoNumber: '9074729',
  teuCapacity: 800,
  deadweightTonnes: 10_500,
  grossTonnage: 7_800,
  yearBuilt: 2008,
  mainEnginePowerKw: 7_200,
  serviceSpeedKnots: 16.5,
  fuelConsumptionTonnesPerDay: 22.5,
  fuelType: 'vlsfo',
  scrubberFitted: false,
  status: 'active',
  lengthOverallM: null,
  beamM: null,
  maxDraughtM: null,
  reeferPlugs: null,
  craneCount: null,
  craneSwlTonnes: null,
  iceClass: null,
  dgClasses: null,
  createdAt: '2030-01-01T00:00:00.000Z',
  updatedAt: '2030-01-01T00:00:00.000Z',
  ...overrides,
});

/** The CO2 of 40 booked TEU from Hamburg to Rotterdam, by the vessel class's figures. */
export const bookedCo2 = {
  teu: 40,
  co2TtwKgPerTeu: 133.4,
  co2eWtwKgPerTeu: 161.3,
  co2TtwKg: 5336,
  co2eWtwKg: 6452,
  distanceNm: 307,
  basis: 'class' as const,
};

/** A slot's footprint from Hamburg to Rotterdam on a micro containership in 2026. */
export const footprintHamburgRotterdam = (freightPerTeu: number) =>
  slotFootprint({
    distanceNm: 307,
    originCountry: 'DE',
    destinationCountry: 'NL',
    vessel: classVessel('micro_containership'),
    year: 2026,
    freightPerTeu,
  });
