import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadQueryClient } from '../../lib/lazyQueryClient';

type Lazy<M, K extends keyof M> = LazyExoticComponent<M[K] extends ComponentType<infer P> ? ComponentType<P> : never>;

/**
 * A page (or the frame, or a part every page mounts) loaded the first time it is shown, with the query client around
 * it, whose code loads alongside. Every page of an area comes from that area's pages module, so an area is one chunk,
 * fetched once.
 */
export function lazyPage<M, K extends keyof M>(load: () => Promise<M>, name: K): Lazy<M, K> {
  return lazy(async () => {
    const [module, { withQueryClient }] = await Promise.all([load(), loadQueryClient()]);
    return { default: withQueryClient(module[name] as ComponentType<object>) as never };
  });
}

/** A page of the first screen (landing, sign-in): it reads no data, so it loads without the query client. */
export function lazyFirstScreenPage<M, K extends keyof M>(load: () => Promise<M>, name: K): Lazy<M, K> {
  return lazy(async () => ({ default: (await load())[name] as never }));
}
