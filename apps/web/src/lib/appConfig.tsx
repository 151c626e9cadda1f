import { Text } from '@nexus/contracts';
import { createContext, useContext, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { AppConfig } from '@nexus/contracts';
import { fetchAppConfig, setClientKey } from '../api/client';
import { appConfigKey } from './queryData';
import { FullPageSpinner } from '../ui/FullPageSpinner';

const AppConfigContext = createContext<AppConfig | null>(null);

export function useAppConfig(): AppConfig {
  const ctx = useContext(AppConfigContext);
  if (!ctx) throw new Error('useAppConfig outside AppConfigGate');
  return ctx;
}

/** Loads GET app/config once, before the app renders; the client key goes to the HTTP client. */
export function AppConfigGate({ children }: { children: ReactNode }) {
  const query = useQuery({ queryKey: appConfigKey, queryFn: fetchAppConfig, staleTime: Infinity, retry: 2 });
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
