import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { toastsWanted } from './toast';

/** notistack is loaded with the first toast; the toast waits for it. */
const SnackbarHost = lazy(async () => ({ default: (await import('./SnackbarHost')).SnackbarHost }));

/** The toast host (§2) beside the app. */
export function ToastHost({ children }: { children: ReactNode }) {
  const wanted = useSyncExternalStore(toastsWanted.subscribe, toastsWanted.get, toastsWanted.get);
  return (
    <>
      {children}
      {wanted ? (
        <Suspense fallback={null}>
          <SnackbarHost />
        </Suspense>
      ) : null}
    </>
  );
}
