import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { promoCodeSchema, routes } from '@nexus/contracts';
import { api, isHandledError } from '../../../api/client';
import { FormTextField } from '../../../ui/forms';
import { subscriptionKeys } from './SubscriptionQueries';

const promoFormSchema = z.object({ code: promoCodeSchema });

/** Redeem a promo code: its DMs are added to this month's total; each refusal is said under the field. */
export function SubscriptionPromo({ partnerId }: { partnerId: string }) {
  const queryClient = useQueryClient();
  const [done, setDone] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(promoFormSchema), defaultValues: { code: '' } });
  const { handleSubmit, formState, setError, reset } = form;

  const onSubmit = handleSubmit(async ({ code }) => {
    setDone(null);
    const res = await api.call(
      routes.subscriptions.redeemPromo,
      { params: { id: partnerId, code } },
      { silent: true, handleError: true },
    );
    if (isHandledError(res)) {
      setError('code', { type: 'server', message: res.issues[0]?.message ?? res.message }, { shouldFocus: true });
      return;
    }
    queryClient.setQueryData(subscriptionKeys.usage(partnerId), res.usage);
    reset({ code: '' });
    setDone(`${res.code} added ${res.extraDM} DMs to this month: you now have ${res.usage.totalDM}.`);
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Promo code">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
        <FormTextField form={form} name="code" label="Promo code" autoComplete="off" sx={{ flex: 1, maxWidth: { sm: 360 } }} />
        <Button type="submit" variant="contained" disabled={formState.isSubmitting} sx={{ minHeight: 56 }}>
          {formState.isSubmitting ? 'Redeeming…' : 'Redeem'}
        </Button>
      </Stack>
      {done ? (
        <Alert severity="success" role="status" sx={{ mt: 2 }}>
          {done}
        </Alert>
      ) : null}
    </Box>
  );
}
