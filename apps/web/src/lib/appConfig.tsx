import { API_PREFIX, APP_CONFIG_ELEMENT_ID, APP_CONFIG_PATH, Text } from '@nexus/contracts';
import { createContext, useContext, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { AppConfig } from '@nexus/contracts';
import { setClientKey } from '../api/clientState';
import { appConfigKey } from './queryData';
import { FullPageSpinner } from '../ui/FullPageSpinner';

const AppConfigContext = createContext<AppConfig | null>(null);

export function useAppConfig(): AppConfig {
  const ctx = useContext(AppConfigContext);
  if (!ctx) throw new Error('useAppConfig outside AppConfigGate');
  return ctx;
}

/** GET app/config's answer as the API wrote it into index.html, or undefined (Vite's dev server does not). */
function configInPage(): AppConfig | undefined {
  const json = document.getElementById(APP_CONFIG_ELEMENT_ID)?.textContent;
  return json ? (JSON.parse(json) as AppConfig) : undefined;
}

/**
 * GET app/config where the page does not carry it (Vite's dev server, a static server in front of the API): a
 * plain fetch, without the client and its schemas, checked for the one field the client needs.
 */
async function fetchAppConfig(): Promise<AppConfig> {
  const res = await fetch(`/${API_PREFIX}${APP_CONFIG_PATH}`, { headers: { Accept: 'application/json' } });
  const config = (res.ok ? await res.json() : null) as AppConfig | null;
  if (typeof config?.clientKey !== 'string') throw new Error(`GET app/config answered ${res.status}`);
  return config;
}

/**
 * The app config, before the app renders: from the page when the API served it (no request), else GET app/config
 * once. The client key goes to the HTTP client.
 */
export function AppConfigGate({ children }: { children: ReactNode }) {
  const query = useQuery({
    queryKey: appConfigKey,
    queryFn: fetchAppConfig,
    initialData: configInPage,
    staleTime: Infinity,
    retry: 2,
  });
  if (query.isPending) return <FullPageSpinner label="Loading Nexus" />;
  if (query.isError) {
    return (
      <Box role="alert" sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', p: 3, textAlign: 'center' }}>
        <Box>
          <Typography variant="h2" component="h1" gutterBottom>
            Nexus
          </Typography>
          <Typography sx={{ mb: 3 }}>{Text.configLoadFailed}</Typography>
          <Button variant="contained" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </Box>
      </Box>
    );
  }
  // Idempotent; set during render so the first calls of the children already carry the key.
  setClientKey(query.data.clientKey);
  return <AppConfigContext value={query.data}>{children}</AppConfigContext>;
}
