import { useQuery } from '@tanstack/react-query';
import { routes } from '@nexus/contracts';
import { api } from '../../../api/client';

/** Query keys of the Subscription tab: the plans, and the partner's plan, usage and dashboard figures. */
export const subscriptionKeys = {
  all: ['partner-billing'] as const,
  plans: ['partner-billing', 'plans'] as const,
  subscription: (partnerId: string) => ['partner-billing', 'subscription', partnerId] as const,
  usage: (partnerId: string) => ['partner-billing', 'usage', partnerId] as const,
  metrics: ['partner-billing', 'metrics'] as const,
};

export const usePlans = () =>
  useQuery({
    queryKey: subscriptionKeys.plans,
    queryFn: () => api.call(routes.subscriptions.plans, {}, { silent: true }),
    staleTime: Infinity,
  });

export const usePartnerSubscription = (partnerId: string) =>
  useQuery({
    queryKey: subscriptionKeys.subscription(partnerId),
    queryFn: () => api.call(routes.subscriptions.get, { params: { id: partnerId } }, { silent: true }),
  });

export const useUsageSummary = (partnerId: string) =>
  useQuery({
    queryKey: subscriptionKeys.usage(partnerId),
    queryFn: () => api.call(routes.usage.summary, { params: { id: partnerId } }, { silent: true }),
  });

export const useUsageMetrics = () =>
  useQuery({
    queryKey: subscriptionKeys.metrics,
    queryFn: () => api.call(routes.usage.metrics, {}, { silent: true }),
  });
