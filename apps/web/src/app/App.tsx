import { lazy, Suspense, useState } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AppRoutes } from './routes/AppRoutes';
import { AppConfigGate } from '../lib/appConfig';
import { SessionProvider } from '../lib/session/SessionProvider';
import { useSession } from '../lib/session/useSession';
import { ThemeModeProvider } from '../ui/theme/ThemeModeProvider';
import { ToastHost } from '../ui/toast/ToastHost';

function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: 1 },
    },
  });
}

/** Loaded once a member is signed in: the first screen does without it. */
const ProfileEvents = lazy(async () => ({
  default: (await import('../features/profile/components/ProfileEvents')).ProfileEvents,
}));

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
      <SessionProvider>
        <AppRoutes />
        <SessionEvents />
      </SessionProvider>
    </AppConfigGate>
  );
}

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeModeProvider>
        <ToastHost>
          <BrowserRouter>
            <Routes>
              <Route path="*" element={<NexusApp />} />
            </Routes>
          </BrowserRouter>
        </ToastHost>
      </ThemeModeProvider>
    </QueryClientProvider>
  );
}
