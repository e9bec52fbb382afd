import type { DemoTracker, DemoTrackerMap } from '@shared/schemas/demo-tracker';
import { focusManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/lib/i18n';
import { expectTexts } from '@/test/expect';
import { DEMO_TRACKER_POLL_MS } from '../api/get-demo-tracker';
import { DemoTracker as DemoTrackerSection } from './demo-tracker';
import LiveTracker from './live-tracker';

const port = (code: string, name: string) => ({ code, name });

const tracker = (lon = 6.1): DemoTracker => ({
  demo: true,
  at: '2026-11-24T12:00:00.000Z',
  vessels: [
    {
      id: 'demo-elbe-pioneer',
      name: 'FH Elbe Pioneer',
      type: 'micro_containership',
      capacityTeu: 700,
      position: { lat: 53.87117, lon },
      speedKn: 12.5,
      headingDeg: 251.4,
      status: 'en_route',
      origin: port('DEHAM', 'Hamburg'),
      destination: port('NLRTM', 'Rotterdam'),
      eta: '2026-11-24T21:37:00.000Z',
      hoursToGo: 9.6,
    },
    {
      id: 'demo-baltic-tern',
      name: 'FH Baltic Tern',
      type: 'small_feeder',
      capacityTeu: 450,
      position: { lat: 55.672, lon: 12.579 },
      speedKn: 0,
      headingDeg: 300,
      status: 'loading',
      origin: port('DKCPH', 'Copenhagen'),
      destination: port('SEGOT', 'Gothenburg'),
      eta: '2026-11-25T08:05:00.000Z',
      hoursToGo: 20.1,
    },
  ],
});

const map: DemoTrackerMap = {
  demo: true,
  width: 600,
  height: 800,
  projection: { scale: 1441, translate: [70, 1855] },
  land: 'M10 10L50 10L50 50Z',
  routes: [
    {
      vesselId: 'demo-elbe-pioneer',
      ports: [
        { ...port('DEHAM', 'Hamburg'), lon: 10, lat: 53.55 },
        { ...port('NLRTM', 'Rotterdam'), lon: 4.5, lat: 51.917 },
      ],
      distanceNm: 600,
      coordinates: [
        [10, 53.55],
        [4.5, 51.917],
        [10, 53.55],
      ],
    },
  ],
};

let calls: string[] = [];
let lon = 6.1;

beforeEach(async () => {
  calls = [];
  lon = 6.1;
  await i18n.changeLanguage('en');
  vi.stubGlobal('fetch', async (url: string) => {
    calls.push(url);
    const body = url === '/api/demo/tracker/map' ? map : tracker(lon);
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  focusManager.setFocused(undefined);
});

function wrap(children: ReactNode) {
  const client = new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: Number.POSITIVE_INFINITY, refetchOnWindowFocus: false },
    },
  });
  return render(<QueryClientProvider client={client}>{children}</QueryClientProvider>);
}

const trackerCalls = () => calls.filter((u) => u === '/api/demo/tracker').length;

describe('LiveTracker', () => {
  it('lists every demo vessel with type, status, destination, ETA, speed, heading and position', async () => {
    wrap(<LiveTracker loadingLabel="Loading the tracker" />);
    const list = await screen.findByRole('list', { name: 'Demo vessels' });
    const [elbe, tern] = within(list).getAllByRole('listitem');

    expect(within(elbe).getByRole('heading', { name: 'FH Elbe Pioneer' })).toBeInTheDocument();
    expectTexts(elbe, [
      'Micro Containership · 700 TEU',
      'En route',
      'Rotterdam',
      'Hamburg → Rotterdam',
      '12.5 kn',
      '251°',
      '53°52.27′ N',
      '006°06.00′ E',
    ]);
    const eta = within(elbe).getByText((_, el) => el?.tagName === 'TIME');
    expect(eta).toHaveAttribute('dateTime', '2026-11-24T21:37:00.000Z');
    // Voyage hours to go: the demo runs as a time-lapse (issue 27).
    expect(eta).toHaveTextContent('in 9.6 h');

    expect(within(tern).getByRole('heading', { name: 'FH Baltic Tern' })).toBeInTheDocument();
    expect(tern).toHaveTextContent('Loading');
    expect(tern).toHaveTextContent('At Copenhagen, next Gothenburg');
    expect(tern).toHaveTextContent('0.0 kn');
    expect(tern).toHaveAttribute('data-status', 'loading');

    expect(screen.getByText('Demo data · simulated vessels')).toBeInTheDocument();
    expect(screen.getByText(/Land: Natural Earth/)).toBeInTheDocument();
  });

  it('draws the map without exposing it to assistive technology', async () => {
    const { container } = wrap(<LiveTracker loadingLabel="Loading the tracker" />);
    await waitFor(() => expect(container.querySelector('[data-testid="tracker-map"]')).not.toBeNull());
    const svg = container.querySelector('[data-testid="tracker-map"]')!;
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg.querySelectorAll('[data-vessel-marker]')).toHaveLength(2);
    expect(svg.querySelector('[data-vessel-marker="demo-baltic-tern"] circle')).not.toBeNull();
  });

  it('is translated', async () => {
    await i18n.changeLanguage('de');
    wrap(<LiveTracker loadingLabel="Lädt" />);
    const list = await screen.findByRole('list', { name: 'Demo-Schiffe' });
    expect(list).toHaveTextContent('Unterwegs');
    expect(list).toHaveTextContent('53°52,27′ N');
    expect(list).toHaveTextContent('006°06,00′ O');
    expect(screen.getByText('Demodaten · simulierte Schiffe')).toBeInTheDocument();
  });

  it('refreshes every 3 s, and not while the tab is hidden', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    wrap(<LiveTracker loadingLabel="Loading the tracker" />);
    await screen.findByRole('list', { name: 'Demo vessels' });
    expect(trackerCalls()).toBe(1);

    lon = 6.2;
    await act(() => vi.advanceTimersByTimeAsync(DEMO_TRACKER_POLL_MS));
    await waitFor(() => expect(trackerCalls()).toBe(2));
    await waitFor(() =>
      expect(document.querySelector('[data-vessel-id="demo-elbe-pioneer"]')).toHaveAttribute(
        'data-lon',
        '6.2',
      ),
    );

    act(() => focusManager.setFocused(false));
    await act(() => vi.advanceTimersByTimeAsync(4 * DEMO_TRACKER_POLL_MS));
    expect(trackerCalls()).toBe(2);

    act(() => focusManager.setFocused(true));
    await act(() => vi.advanceTimersByTimeAsync(DEMO_TRACKER_POLL_MS));
    await waitFor(() => expect(trackerCalls()).toBeGreaterThan(2));
  });

  it('stops polling while scrolled out of view and refreshes at once when back', async () => {
    const observers: IntersectionObserverCallback[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(cb: IntersectionObserverCallback) {
          observers.push(cb);
        }
        observe() {}
        disconnect() {}
      },
    );
    const seen = (isIntersecting: boolean) =>
      act(() => {
        for (const cb of observers) cb([{ isIntersecting } as IntersectionObserverEntry], {} as never);
      });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    wrap(<LiveTracker loadingLabel="Loading the tracker" />);
    await screen.findByRole('list', { name: 'Demo vessels' });
    seen(true);
    await act(() => vi.advanceTimersByTimeAsync(DEMO_TRACKER_POLL_MS));
    await waitFor(() => expect(trackerCalls()).toBe(2));

    seen(false);
    await act(() => vi.advanceTimersByTimeAsync(5 * DEMO_TRACKER_POLL_MS));
    expect(trackerCalls()).toBe(2);

    seen(true);
    await waitFor(() => expect(trackerCalls()).toBe(3));
  });

  it('says so when the demo cannot be reached', async () => {
    vi.stubGlobal('fetch', async () => new Response('{"message":"down"}', { status: 503 }));
    wrap(<LiveTracker loadingLabel="Loading the tracker" />);
    expect(await screen.findByText('The live demo is unavailable right now.')).toBeInTheDocument();
  });
});

describe('DemoTracker (the landing page part)', () => {
  it('keeps a placeholder and loads nothing until the visitor scrolls near', async () => {
    const observed: IntersectionObserverCallback[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(cb: IntersectionObserverCallback) {
          observed.push(cb);
        }
        observe() {}
        disconnect() {}
      },
    );
    wrap(<DemoTrackerSection loadingLabel="Loading the live demo tracker" failedText="Failed" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the live demo tracker');
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(calls).toEqual([]);

    act(() => {
      for (const cb of observed) cb([{ isIntersecting: true } as IntersectionObserverEntry], {} as never);
    });
    expect(await screen.findByRole('list', { name: 'Demo vessels' })).toBeInTheDocument();
  });
});
