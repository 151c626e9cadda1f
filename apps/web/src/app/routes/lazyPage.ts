import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * A page loaded the first time it is shown. Every page of an area comes from that area's pages module, so an area
 * is one chunk, fetched once.
 */
export function lazyPage<M, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K] extends ComponentType<infer P> ? ComponentType<P> : never> {
  return lazy(async () => ({ default: (await load())[name] as never }));
}
