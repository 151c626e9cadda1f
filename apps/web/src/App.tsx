import { useState } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AppRoutes } from './routing/AppRoutes';
import { AppConfigGate } from './session/config';
import { SessionProvider } from './session/SessionProvider';
import { ThemeModeProvider } from './theme/ThemeModeProvider';
import { ToastHost } from './toast/ToastHost';

function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: 1 },
    },
  });
}

/** What the single catch-all route renders: config, then the session, then the screens. */
function NexusApp() {
  return (
    <AppConfigGate>
      <SessionProvider>
        <AppRoutes />
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
