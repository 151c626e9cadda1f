import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { AppRoutes } from './routes/AppRoutes';
import { lazyPage } from './routes/lazyPage';
import { AppConfigGate, useAppConfig } from '../lib/appConfig';
import { ErrorReporting } from '../lib/error-reporting';
import { SessionProvider } from '../lib/session/SessionProvider';
import { useSession } from '../lib/session/useSession';
import { ThemeModeProvider } from '../ui/theme/ThemeModeProvider';
import { ToastHost } from '../ui/toast/ToastHost';

/** Loaded once a member is signed in: the first screen does without it. */
const ProfileEvents = lazyPage(() => import('../features/profile/components/ProfileEvents'), 'ProfileEvents');

/** Loaded only where the deployment configures client analytics (§9). */
const ClientAnalytics = lazy(async () => ({ default: (await import('../lib/analytics')).ClientAnalytics }));

function Analytics() {
  if (!useAppConfig().analytics) return null;
  return (
    <Suspense fallback={null}>
      <ClientAnalytics />
    </Suspense>
  );
}

/** The signed-in member's resume and profile events, listened to on every page. */
function SessionEvents() {
  const { status, user } = useSession();
  if (status !== 'authenticated' || !user) return null;
  return (
    <Suspense fallback={null}>
      <ProfileEvents userId={user.id} />
    </Suspense>
  );
}

/** What the single catch-all route renders: config, then the session, then the screens. */
function NexusApp() {
  return (
    <AppConfigGate>
      <ErrorReporting />
      <Analytics />
      <SessionProvider>
        <AppRoutes />
        <SessionEvents />
      </SessionProvider>
    </AppConfigGate>
  );
}

/** The query client is not here: the pages and the frame that read data bring it (lib/queryClient). */
export function App() {
  return (
    <ThemeModeProvider>
      <ToastHost>
        <BrowserRouter>
          <Routes>
            <Route path="*" element={<NexusApp />} />
          </Routes>
        </BrowserRouter>
      </ToastHost>
    </ThemeModeProvider>
  );
}
