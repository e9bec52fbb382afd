import { type ComponentType, lazy } from 'react';

/**
 * `React.lazy` with a `preload()` that starts loading the module early; once it has loaded, the component renders
 * at once instead of suspending for a frame. A first screen whose chunk arrived with the entry is then drawn in
 * the app's first commit, with no loader in between (it replaces a prerendered copy of itself, main.tsx). A failed
 * load is forgotten, so the next render tries again.
 */
export function lazyWithPreload<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    pending ??= load().then(
      (module) => {
        loaded = module.default;
        return loaded;
      },
      (err: unknown) => {
        pending = undefined;
        throw err;
      },
    );
    return pending;
  };
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Preloadable(props: P) {
    const Component = (loaded ?? Lazy) as ComponentType<P>;
    return <Component {...props} />;
  }
  return Object.assign(Preloadable, { preload });
}
