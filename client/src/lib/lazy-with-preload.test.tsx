import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyWithPreload } from './lazy-with-preload';

const Page = ({ name }: { name: string }) => <p>Hello {name}</p>;

describe('lazyWithPreload', () => {
  it('renders at once, without the fallback, once preload() has loaded the module', async () => {
    const load = vi.fn(async () => ({ default: Page }));
    const Lazy = lazyWithPreload(load);
    await Lazy.preload();
    render(
      <Suspense fallback={<p>loading</p>}>
        <Lazy name="Rotterdam" />
      </Suspense>,
    );
    // Synchronously there: no fallback frame in between.
    expect(screen.getByText('Hello Rotterdam')).toBeInTheDocument();
    expect(screen.queryByText('loading')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('suspends like React.lazy when not preloaded, loading the module once', async () => {
    const load = vi.fn(async () => ({ default: Page }));
    const Lazy = lazyWithPreload(load);
    render(
      <Suspense fallback={<p>loading</p>}>
        <Lazy name="Hamburg" />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('Hello Hamburg')).toBeInTheDocument();
    await Lazy.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed load, so the next attempt loads again', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Page }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ default: Page });
    const Lazy = lazyWithPreload(load);
    await expect(Lazy.preload()).rejects.toThrow('offline');
    await Lazy.preload();
    render(<Lazy name="Gdańsk" />);
    expect(screen.getByText('Hello Gdańsk')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
