import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PartnerFunction } from '@nexus/contracts';
import { useSession } from '../../../lib/session/useSession';
import { SubscriptionPlans } from './SubscriptionPlans';
import { SubscriptionPromo } from './SubscriptionPromo';
import { usePartnerSubscription, useUsageMetrics, useUsageSummary } from './SubscriptionQueries';
import { SubscriptionUsage } from './SubscriptionUsage';
import { UsageCharts } from './UsageCharts';

function Section({ id, title, description, children }: { id: string; title: string; description?: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} variant="h6" component="h3" sx={{ mb: description ? 0.5 : 1.5 }}>
        {title}
      </Typography>
      {description ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {description}
        </Typography>
      ) : null}
      {children}
    </Box>
  );
}

/** The Subscription tab of /settings/partner: this month's DM usage, the plan, promo codes and the dashboard. */
const SUBSCRIPTION_NEEDS_FUNCTION =
  "Choosing the plan and redeeming promo codes is for your organisation's admins who hold 'Manage subscription'.";

export function SubscriptionTab({ partnerId }: { partnerId: string }) {
  const subscription = usePartnerSubscription(partnerId);
  const usage = useUsageSummary(partnerId);
  const metrics = useUsageMetrics();
  // Loaded with the session (§4); the API refuses anyway when a function was taken away since.
  const canManage = useSession().functions?.includes(PartnerFunction.ManageSubscription) ?? false;
  if (subscription.isError || usage.isError) {
    return <Alert severity="error">Your organisation's subscription could not be loaded. Try again in a moment.</Alert>;
  }
  return (
    <Stack spacing={4}>
      <Section id="subscription-usage" title="DMs this month">
        <SubscriptionUsage usage={usage.data} />
      </Section>
      <Section
        id="subscription-plan"
        title="Plan"
        description="Each plan gives your admins holding the DM function a number of messages a month to members who are not connections."
      >
        {canManage ? (
          <SubscriptionPlans partnerId={partnerId} current={subscription.data} />
        ) : (
          <Alert severity="info">{SUBSCRIPTION_NEEDS_FUNCTION}</Alert>
        )}
      </Section>
      {canManage ? (
        <Section id="subscription-promo" title="Promo code" description="A promo code adds DMs to this month's total.">
          <SubscriptionPromo partnerId={partnerId} />
        </Section>
      ) : null}
      <Section id="subscription-dashboard" title="Dashboard">
        {metrics.isError ? (
          <Alert severity="error">The figures could not be loaded.</Alert>
        ) : (
          <UsageCharts metrics={metrics.data} />
        )}
      </Section>
    </Stack>
  );
}
