import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/** One placeholder card per demo vessel (the server's fleet has three). */
const CARD_SLOTS = ['first', 'second', 'third'] as const;

/**
 * The tracker's frame, shared by the placeholder and the loaded tracker so both take the same space: the map
 * keeps the server's drawing proportions and every vessel card a minimum height, so nothing moves on load.
 */
export function TrackerLayout({ map, list }: { map: ReactNode; list: ReactNode }) {
  return (
    <div className="grid gap-6 lg:grid-cols-5 lg:items-start" data-testid="demo-tracker">
      {/* TRACKER_MAP_SIZE's proportions as a class: the landing is prerendered, and the page's CSP refuses style
          attributes in markup (tracker-layout.test.tsx holds the two together). data-keep-clear: the cookie
          sheet moves out of its way (app/layout/cookie-banner.tsx). */}
      <div
        data-keep-clear
        className="relative mx-auto aspect-[600/800] w-full max-w-md overflow-hidden rounded-xl border border-slate-200 bg-sky-100 lg:col-span-2 lg:max-w-none"
      >
        {map}
      </div>
      <div className="lg:col-span-3">{list}</div>
    </div>
  );
}

/**
 * The height every vessel card is given, loaded or not: the tallest card measured in en, de and zh at 390, 768,
 * 1024 and 1440 px wide (244 and 174 px), plus a little.
 */
export const vesselCardClass = 'min-h-[16rem] sm:min-h-[11.25rem]';

/**
 * What the tracker shows before its code and first positions arrive, or, with `message`, in place of a tracker
 * that cannot be shown (the same frame, so the page does not move either way).
 */
export function TrackerPlaceholder({ label, message }: { label: string; message?: string }) {
  const block = cn('bg-slate-200', !message && 'animate-pulse motion-reduce:animate-none');
  return (
    <div role={message ? undefined : 'status'}>
      {message ? null : <span className="sr-only">{label}</span>}
      <TrackerLayout
        map={
          message ? (
            <p className="flex h-full items-center justify-center p-8 text-center text-sm text-slate-700">
              {message}
            </p>
          ) : (
            <div
              aria-hidden="true"
              className="h-full w-full animate-pulse bg-sky-200/60 motion-reduce:animate-none"
            />
          )
        }
        list={
          <>
            <ul aria-hidden="true" className="space-y-4">
              {CARD_SLOTS.map((slot) => (
                <li
                  key={slot}
                  className={cn(vesselCardClass, 'rounded-xl border border-slate-200 bg-white p-5')}
                >
                  <div className={cn(block, 'h-5 w-1/2 rounded-md')} />
                  <div className={cn(block, 'mt-3 h-4 w-2/3 rounded-md')} />
                  <div className={cn(block, 'mt-6 h-10 w-full rounded-md')} />
                </li>
              ))}
            </ul>
            {/* The line under the loaded list ("positions as of ..."). */}
            <div className="mt-3 min-h-10" />
          </>
        }
      />
    </div>
  );
}
