import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { PushText } from '@nexus/contracts';
import { useAppConfig } from '../../../lib/appConfig';
import { type PushDeviceState, pushDeviceState, turnPushOff, turnPushOn } from '../../../lib/pushDevice';
import { toast } from '../../../ui/toast/toast';

/**
 * "Push notifications on this device": subscribes this browser (asking for permission first) or forgets it. The kinds
 * pushed follow the in-app switches below; a browser that cannot, or a member who blocked notifications, is told why.
 */
export function PushDeviceSwitch() {
  const { push } = useAppConfig();
  const [state, setState] = useState<PushDeviceState | 'loading'>('loading');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let current = true;
    void pushDeviceState()
      .catch((): PushDeviceState => 'unsupported')
      .then((found) => current && setState(found));
    return () => {
      current = false;
    };
  }, []);

  const change = async (on: boolean) => {
    setBusy(true);
    try {
      const next = on ? await turnPushOn(push.vapidPublicKey) : await turnPushOff();
      setState(next);
      if (next === 'on') toast.success(PushText.turnedOn);
      else if (!on) toast.info(PushText.turnedOff);
    } catch {
      toast.error(PushText.failed);
      setState(await pushDeviceState().catch((): PushDeviceState => 'unsupported'));
    } finally {
      setBusy(false);
    }
  };

  if (state === 'loading') return <Skeleton variant="rounded" height={56} sx={{ mb: 2 }} aria-label={PushText.deviceSwitch} />;
  const unavailable = state === 'unsupported' || state === 'denied';
  return (
    <Box sx={{ mb: 2, pb: 2, borderBottom: 1, borderColor: 'divider' }}>
      <FormControlLabel
        control={
          <Switch
            checked={state === 'on'}
            disabled={busy || unavailable}
            onChange={(e) => void change(e.target.checked)}
            slotProps={{ input: { role: 'switch' } }}
          />
        }
        label={PushText.deviceSwitch}
      />
      <Typography variant="body2" color="text.secondary">
        {PushText.deviceSwitchHelp}
      </Typography>
      {unavailable ? (
        <Alert severity={state === 'denied' ? 'warning' : 'info'} sx={{ mt: 1 }}>
          {state === 'denied' ? PushText.denied : PushText.unsupported}
        </Alert>
      ) : null}
    </Box>
  );
}
