import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Text, type UsageSummary } from '@nexus/contracts';

const monthName = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** This month's DMs to members who are not connections: currentDMCount of totalDM, with a progress bar. */
export function SubscriptionUsage({ usage }: { usage: UsageSummary | undefined }) {
  if (!usage) {
    return (
      <Box aria-busy="true">
        <Skeleton width="40%" />
        <Skeleton variant="rounded" height={10} sx={{ my: 1 }} />
      </Box>
    );
  }
  const { currentDMCount, totalDM, bonusDM } = usage;
  const percent = totalDM > 0 ? Math.min(100, (currentDMCount / totalDM) * 100) : 100;
  const usedUp = currentDMCount >= totalDM;
  return (
    <Box>
      <Typography variant="body1" id="dm-usage-label" sx={{ fontWeight: 600 }}>
        {currentDMCount} of {totalDM} DMs used in {monthName(usage.month)}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={percent}
        color={usedUp ? 'error' : percent >= 80 ? 'warning' : 'primary'}
        aria-labelledby="dm-usage-label"
        sx={{ height: 10, borderRadius: 5, my: 1.5 }}
      />
      <Typography variant="body2" color="text.secondary">
        Messages to members who are not connections count; replies and messages to connections do not. The count starts again on
        the first of each month (UTC).
        {bonusDM > 0 ? ` ${bonusDM} of this month's DMs come from promo codes.` : ''}
      </Typography>
      {usedUp ? (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {Text.dmLimitReached}. Choose a larger plan or redeem a promo code.
        </Alert>
      ) : null}
    </Box>
  );
}
