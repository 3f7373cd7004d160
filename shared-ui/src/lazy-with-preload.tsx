import { createElement, lazy, type ComponentType } from 'react';

export type PreloadableComponent<P extends object> = ComponentType<P> & { preload: () => Promise<unknown> };

/**
 * React.lazy with a preload(): once preloaded the page renders at once, without suspending (a resolved
 * lazy component still suspends, and React then holds the fallback for ~300 ms). The shell calls an
 * area's preload during its splash, so the landing page is on screen as soon as the splash ends.
 */
export function lazyWithPreload<P extends object>(factory: () => Promise<{ default: ComponentType<P> }>): PreloadableComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  // One load, however often preload() is called (a failed one may be tried again).
  const load = () =>
    (loading ??= factory().then(
      (m) => {
        loaded = m.default;
        return m;
      },
      (err: unknown) => {
        loading = undefined;
        throw err;
      },
    ));
  const Lazy = lazy(load);
  const Component = (props: P) => createElement(loaded ?? (Lazy as unknown as ComponentType<P>), props);
  return Object.assign(Component, { preload: load });
}
