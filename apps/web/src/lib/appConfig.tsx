import { API_PREFIX, APP_CONFIG_ELEMENT_ID, APP_CONFIG_PATH, Text } from '@nexus/contracts';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { AppConfig } from '@nexus/contracts';
import { setClientKey } from '../api/clientState';
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

/** Tries after the first before the page says the config could not be loaded; waits 1 s, then 2 s. */
const CONFIG_RETRIES = 2;

async function fetchAppConfigWithRetries(): Promise<AppConfig> {
  for (let retry = 0; ; retry++) {
    try {
      return await fetchAppConfig();
    } catch (error) {
      if (retry === CONFIG_RETRIES) throw error;
      await new Promise((resolve) => setTimeout(resolve, 1000 * 2 ** retry));
    }
  }
}

type ConfigState = { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; config: AppConfig };

function initialConfigState(): ConfigState {
  const config = configInPage();
  return config ? { status: 'loaded', config } : { status: 'loading' };
}

/**
 * The app config, before the app renders: from the page when the API served it (no request), else GET app/config
 * (plain state, not a query: the first screen carries no query client). The client key goes to the HTTP client.
 */
export function AppConfigGate({ children }: { children: ReactNode }) {
  const [state, setState] = useState(initialConfigState);
  useEffect(() => {
    if (state.status !== 'loading') return;
    let current = true;
    fetchAppConfigWithRetries().then(
      (config) => current && setState({ status: 'loaded', config }),
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [state.status]);
  if (state.status === 'loading') return <FullPageSpinner label="Loading Nexus" />;
  if (state.status === 'failed') {
    return (
      <Box role="alert" sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', p: 3, textAlign: 'center' }}>
        <Box>
          <Typography variant="h2" component="h1" gutterBottom>
            Nexus
          </Typography>
          <Typography sx={{ mb: 3 }}>{Text.configLoadFailed}</Typography>
          <Button variant="contained" onClick={() => setState({ status: 'loading' })}>
            Try again
          </Button>
        </Box>
      </Box>
    );
  }
  // Idempotent; set during render so the first calls of the children already carry the key.
  setClientKey(state.config.clientKey);
  return <AppConfigContext value={state.config}>{children}</AppConfigContext>;
}
