import { useCallback } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { EventsText, eventTicketsBodySchema, routes, type EventDetail, type EventTicketsBody } from '@nexus/contracts';
import { api, isHandledError } from '../../../api/client';
import { FormDialog, useResetOnOpen } from '../../../ui/FormDialog';
import { toast } from '../../../ui/toast/toast';
import { eventKeys, useSettleEvent } from '../queries';
import { renderTicketFields, ticketErrors, ticketValues, ticketsBody, type TicketFormValues } from './TicketQuotaFields';

const bodyResolver = zodResolver(eventTicketsBodySchema);
const resolver: Resolver<TicketFormValues, unknown, EventTicketsBody> = async (values, context, options) => {
  const result = await bodyResolver({ tickets: ticketsBody(values.tickets) }, context, options as never);
  return { ...result, errors: ticketErrors(values.tickets, result.errors) } as Awaited<
    ReturnType<Resolver<TicketFormValues, unknown, EventTicketsBody>>
  >;
};

/** Tickets and quotas: a raised quota seats the waitlist; one below the seats taken is refused. */
export function TicketsDialog({ event, open, onClose }: { event: EventDetail; open: boolean; onClose: () => void }) {
  const queryClient = useQueryClient();
  const settle = useSettleEvent();
  const form = useForm<TicketFormValues, unknown, EventTicketsBody>({
    resolver,
    defaultValues: { tickets: ticketValues(event.tickets) },
  });
  const { handleSubmit, formState, reset, control } = form;
  useResetOnOpen(
    open,
    useCallback(() => reset({ tickets: ticketValues(event.tickets) }), [event, reset]),
  );
  const onSubmit = handleSubmit(async (body) => {
    const saved = await api.call(
      routes.events.updateTickets,
      { params: { id: event.id }, body },
      { silent: true, handleError: true },
    );
    if (isHandledError(saved)) {
      toast.error(saved.message);
      return;
    }
    await settle(saved);
    await queryClient.invalidateQueries({ queryKey: eventKeys.edits(event.id) });
    toast.success(EventsText.ticketsSaved);
    onClose();
  });
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={EventsText.tickets}
      onSubmit={onSubmit}
      isDirty={formState.isDirty}
      isSubmitting={formState.isSubmitting}
      discardMessage="The quotas you changed will be lost."
      maxWidth={false}
      paperMaxWidth={560}
    >
      <Controller control={control} name="tickets" render={renderTicketFields(formState.errors)} />
    </FormDialog>
  );
}
