import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { routes, type PartnerSubscription, type SubscriptionPlan } from '@nexus/contracts';
import { api, isHandledError } from '../../../api/client';
import { toast } from '../../../ui/toast/toast';
import { subscriptionKeys, usePlans } from './SubscriptionQueries';

const price = (cents: number) => (cents === 0 ? 'Free' : `$${(cents / 100).toFixed(2)} / month`);

/** The plans side by side (stacked on a phone): the current one marked, the others to choose. */
export function SubscriptionPlans({ partnerId, current }: { partnerId: string; current: PartnerSubscription | undefined }) {
  const plans = usePlans();
  const queryClient = useQueryClient();
  const [choosing, setChoosing] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const choose = async (plan: SubscriptionPlan) => {
    setChoosing(plan.id);
    setError(null);
    const res = await api.call(
      routes.subscriptions.choose,
      { params: { id: partnerId, subId: plan.id } },
      { silent: true, handleError: true },
    );
    setChoosing(null);
    if (isHandledError(res)) {
      setError(res.message);
      return;
    }
    queryClient.setQueryData(subscriptionKeys.subscription(partnerId), res);
    await queryClient.invalidateQueries({ queryKey: subscriptionKeys.usage(partnerId) });
    toast.success(`Your plan is now ${res.plan.name}`);
  };

  if (plans.isPending || !current) {
    return (
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={150} sx={{ flex: 1 }} />
        ))}
      </Stack>
    );
  }
  if (plans.isError) return <Alert severity="error">The plans could not be loaded.</Alert>;
  return (
    <Stack spacing={2}>
      {error ? (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      ) : null}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {plans.data.map((plan) => {
          const isCurrent = plan.id === current.plan.id;
          return (
            <Paper
              component="li"
              key={plan.id}
              variant="outlined"
              aria-current={isCurrent ? 'true' : undefined}
              sx={{ flex: 1, p: 2.5, borderColor: isCurrent ? 'primary.main' : 'divider', borderWidth: isCurrent ? 2 : 1 }}
            >
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
                <Typography variant="h6" component="h4">
                  {plan.name}
                </Typography>
                {isCurrent ? <Chip size="small" color="primary" label="Current plan" /> : null}
              </Box>
              <Typography variant="body2" color="text.secondary">
                {price(plan.priceCents)}
              </Typography>
              <Typography variant="body1" sx={{ my: 1.5 }}>
                {plan.monthlyDmTotal} DMs a month
              </Typography>
              {isCurrent ? null : (
                <Button
                  variant="outlined"
                  onClick={() => void choose(plan)}
                  disabled={choosing !== null}
                  aria-label={`Choose the ${plan.name} plan`}
                >
                  {choosing === plan.id ? 'Choosing…' : 'Choose'}
                </Button>
              )}
            </Paper>
          );
        })}
      </Stack>
      {!current.chosen ? (
        <Typography variant="body2" color="text.secondary">
          Your organisation is on the free plan until it chooses one.
        </Typography>
      ) : null}
    </Stack>
  );
}
