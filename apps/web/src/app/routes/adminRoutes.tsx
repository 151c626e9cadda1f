import { Suspense } from 'react';
import { Navigate, Outlet, type RouteObject } from 'react-router';
import { Role } from '@nexus/contracts';
import { Paths } from '../../lib/postLogin';
import { ToOnboarding } from '../../lib/session/redirects';
import { useSession } from '../../lib/session/useSession';
import { FullPageSpinner } from '../../ui/FullPageSpinner';
import { NotFoundPage } from '../../ui/NotFoundPage';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { AppFrame, ShellWhenSignedIn, ToAuthenticate } from './guards';
import { lazyPage } from './lazyPage';

/**
 * The console's chunk. No route `handle` names it: preloadPage runs before the session is known, and a member must
 * never download the console. It is imported only once RequireAdmin has seen a platform admin.
 */
const admin = () => import('../../features/admin/pages');

const AdminLayout = lazyPage(admin, 'AdminLayout');
const ReportsPage = lazyPage(admin, 'ReportsPage');
const ReportPage = lazyPage(admin, 'ReportPage');
const MembersPage = lazyPage(admin, 'MembersPage');
const MemberPage = lazyPage(admin, 'MemberPage');
const AdminRolesPage = lazyPage(admin, 'AdminRolesPage');
const MusicPage = lazyPage(admin, 'MusicPage');
const PinnedPostPage = lazyPage(admin, 'PinnedPostPage');
const AnalyticsPage = lazyPage(admin, 'AnalyticsPage');

/**
 * /admin/*: platform admins only (user role ADMIN). Anyone else signed in gets the app's 404 page, decided before
 * anything of the console is rendered or fetched; a visitor signs in first (the path kept as forwardUrl).
 */
export function RequireAdmin() {
  const { status, user } = useSession();
  if (status === 'loading') return <FullPageSpinner label="Checking your session" />;
  if (status !== 'authenticated' || !user) return <ToAuthenticate />;
  if (user.role !== Role.Admin) {
    return (
      <ShellWhenSignedIn>
        <NotFoundPage />
      </ShellWhenSignedIn>
    );
  }
  if (!user.isOnBoarded) return <ToOnboarding user={user} />;
  return (
    <Suspense fallback={<FullPageSpinner label="Loading" />}>
      <AppFrame>
        <Suspense fallback={<PageSkeleton />}>
          <AdminLayout>
            <Suspense fallback={<PageSkeleton />}>
              <Outlet />
            </Suspense>
          </AdminLayout>
        </Suspense>
      </AppFrame>
    </Suspense>
  );
}

export const adminRoute: RouteObject = {
  path: 'admin',
  element: <RequireAdmin />,
  children: [
    { index: true, element: <Navigate to={Paths.adminHome} replace /> },
    { path: 'reports', element: <ReportsPage /> },
    { path: 'reports/:id', element: <ReportPage /> },
    { path: 'members', element: <MembersPage /> },
    { path: 'members/:userId', element: <MemberPage /> },
    { path: 'roles', element: <AdminRolesPage /> },
    { path: 'music', element: <MusicPage /> },
    { path: 'pinned', element: <PinnedPostPage /> },
    { path: 'analytics', element: <AnalyticsPage /> },
    { path: '*', element: <Navigate to={Paths.adminHome} replace /> },
  ],
};
