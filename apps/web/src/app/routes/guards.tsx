import { Suspense, useEffect, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Paths } from '../../lib/postLogin';
import { ToOnboarding } from '../../lib/session/redirects';
import { storage } from '../../lib/storage';
import { FullPageSpinner } from '../../ui/FullPageSpinner';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { InAppShell } from '../../ui/PublicLayout';
import { useSession } from '../../lib/session/useSession';
import { lazyPage } from './lazyPage';

/** The signed-in frame, loaded with the first private page; the pages inside it read data through its query client. */
export const loadAppFrame = () => import('../AppFrame');
export const AppFrame = lazyPage(loadAppFrame, 'AppFrame');

export function ToAuthenticate() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    // A one-time ?token= has been used (or refused) on load: never replay it.
    const params = new URLSearchParams(search);
    params.delete('token');
    const query = params.toString();
    storage.setForwardUrl(query ? `${pathname}?${query}` : pathname);
  }, [pathname, search]);
  return <Navigate to={Paths.authenticate} replace />;
}

/** Private pages (§2): unauthenticated users go to the authenticate page, the intended path kept as forwardUrl. */
export function RequireSession() {
  const { status, user } = useSession();
  if (status === 'loading') return <FullPageSpinner label="Checking your session" />;
  if (status !== 'authenticated' || !user) return <ToAuthenticate />;
  if (!user.isOnBoarded) return <ToOnboarding user={user} />;
  return (
    <Suspense fallback={<FullPageSpinner label="Loading" />}>
      <AppFrame>
        <Suspense fallback={<PageSkeleton />}>
          <Outlet />
        </Suspense>
      </AppFrame>
    </Suspense>
  );
}

/** Public pages a signed-in member also reaches (404, account deletion): inside the app shell for them, navigation and all. */
export function ShellWhenSignedIn({ children }: { children: ReactNode }) {
  const { status, user } = useSession();
  if (status !== 'authenticated' || !user?.isOnBoarded) return children;
  return (
    <Suspense fallback={<FullPageSpinner label="Loading" />}>
      <AppFrame>
        <InAppShell.Provider value={true}>{children}</InAppShell.Provider>
      </AppFrame>
    </Suspense>
  );
}

/** Root (and login): an onboarded, signed-in user goes to the authenticate page, which forwards. */
export function RedirectSignedIn({ children }: { children: ReactNode }) {
  const { status, user } = useSession();
  if (status === 'loading') return <FullPageSpinner label="Checking your session" />;
  if (status === 'authenticated' && user?.isOnBoarded) return <Navigate to={Paths.authenticate} replace />;
  return children;
}
