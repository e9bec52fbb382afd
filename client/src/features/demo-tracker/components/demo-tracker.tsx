import { Component, lazy, type ReactNode, Suspense, useRef } from 'react';
import { useInViewport } from '../hooks/use-viewport';
import { TrackerPlaceholder } from './tracker-layout';

// Its own chunk (map, list, texts): the landing page is complete and usable without it.
const LiveTracker = lazy(() => import('./live-tracker'));

class ChunkBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

type Props = {
  /** Read out while the tracker loads (the landing page's own text: the tracker's texts load with it). */
  loadingLabel: string;
  /** Shown if the tracker's code cannot be loaded (offline, a new deploy). */
  failedText: string;
};

/** The landing page's live demo tracker, loaded only when the visitor scrolls near it. */
export function DemoTracker({ loadingLabel, failedText }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useInViewport(ref, { margin: '400px 0px', once: true });
  const placeholder = <TrackerPlaceholder label={loadingLabel} />;
  return (
    <div ref={ref}>
      {near ? (
        <ChunkBoundary fallback={<TrackerPlaceholder label={loadingLabel} message={failedText} />}>
          <Suspense fallback={placeholder}>
            <LiveTracker loadingLabel={loadingLabel} />
          </Suspense>
        </ChunkBoundary>
      ) : (
        placeholder
      )}
    </div>
  );
}
