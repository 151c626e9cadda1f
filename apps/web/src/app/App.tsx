import { useState } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AppRoutes } from './routes/AppRoutes';
import { AppConfigGate } from '../lib/appConfig';
import { ProfileEvents } from '../features/profile/components/ProfileEvents';
import { useLiveConnections } from '../lib/people/queries';
import { SessionProvider, useSession } from '../lib/session/SessionProvider';
import { ThemeModeProvider } from '../ui/theme/ThemeModeProvider';
import { ToastHost } from '../ui/toast/ToastHost';

function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: 1 },
    },
  });
}

/** The signed-in member's resume, profile and connection events, listened to on every page. */
function SessionEvents() {
  const { status, user } = useSession();
  return status === 'authenticated' && user ? (
    <>
      <ProfileEvents userId={user.id} />
      <LiveConnections />
    </>
  ) : null;
}

function LiveConnections() {
  useLiveConnections();
  return null;
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
