import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  EVENT_FORMATS,
  EventFormat,
  EventsText,
  createEventBodySchema,
  routes,
  updateEventBodySchema,
  type EventDetail,
  type StoredEventFormat,
} from '@nexus/contracts';
import type { z } from 'zod';
import { api, isHandledError } from '../../../api/client';
import { FormDialog, useResetOnOpen } from '../../../ui/FormDialog';
import { FormTextField, applyIssues, errorText } from '../../../ui/forms';
import { toast } from '../../../ui/toast/toast';
import { fromLocalInput, toLocalInput } from '../eventText';
import { eventKeys } from '../queries';
import { renderTicketFields, ticketErrors, ticketValues, ticketsBody, type TicketValues } from './TicketQuotaFields';

const CREATE_DRAFT = 'Create draft';

const FIELDS = ['title', 'description', 'format', 'startsAt', 'endsAt', 'venue', 'streamUrl'] as const;

interface FormValues {
  title: string;
  description: string;
  format: StoredEventFormat;
  startsAt: string;
  endsAt: string;
  venue: string;
  streamUrl: string;
  tickets: TicketValues;
}
type CreateBody = z.output<typeof createEventBodySchema>;
type UpdateBody = z.output<typeof updateEventBodySchema>;

const toValues = (event: EventDetail | null): FormValues => ({
  title: event?.title ?? '',
  description: event?.description ?? '',
  format: event?.format ?? EventFormat.InPerson,
  startsAt: event ? toLocalInput(event.startsAt) : '',
  endsAt: event ? toLocalInput(event.endsAt) : '',
  venue: event?.venue ?? '',
  streamUrl: event?.streamUrl ?? '',
  tickets: ticketValues(event?.tickets ?? [{ type: 'General', quota: 100 }]),
});

const details = (values: FormValues) => ({
  title: values.title,
  description: values.description,
  format: values.format,
  startsAt: fromLocalInput(values.startsAt),
  endsAt: fromLocalInput(values.endsAt),
  venue: values.venue.trim() || null,
  streamUrl: values.streamUrl.trim() || null,
});

/** The contracts' schema over the body the form makes; ticket errors land on their type's quota. */
function resolverFor(partnerId: string, editing: boolean): Resolver<FormValues, unknown, CreateBody | UpdateBody> {
  const create = zodResolver(createEventBodySchema);
  const update = zodResolver(updateEventBodySchema);
  return async (values, context, options) => {
    const result = editing
      ? await update(details(values), context, options as never)
      : await create({ partnerId, ...details(values), tickets: ticketsBody(values.tickets) }, context, options as never);
    return { ...result, errors: ticketErrors(values.tickets, result.errors) } as Awaited<
      ReturnType<Resolver<FormValues, unknown, CreateBody | UpdateBody>>
    >;
  };
}

interface Props {
  partnerId: string;
  /** The event to edit; null to create a draft (with its tickets). */
  event: EventDetail | null;
  open: boolean;
  onClose: () => void;
}

/** Create event (a draft with its tickets and quotas), or Edit event: details and schedule (tracked edits). */
export function EventFormDialog({ partnerId, event, open, onClose }: Props) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const form = useForm<FormValues, unknown, CreateBody | UpdateBody>({
    resolver: resolverFor(partnerId, event !== null),
    defaultValues: toValues(event),
  });
  const { handleSubmit, formState, reset, setError, control } = form;
  useResetOnOpen(
    open,
    useCallback(() => reset(toValues(event)), [event, reset]),
  );

  const onSubmit = handleSubmit(async (body) => {
    const saved = event
      ? await api.call(routes.events.update, { params: { id: event.id }, body }, { silent: true, handleError: true })
      : await api.call(routes.events.create, { body: body as CreateBody }, { silent: true, handleError: true });
    if (isHandledError(saved)) {
      if (!applyIssues(saved.issues, FIELDS, setError)) toast.error(saved.message);
      return;
    }
    queryClient.setQueryData(eventKeys.event(saved.id), saved);
    await queryClient.invalidateQueries({ queryKey: eventKeys.all });
    toast.success(event ? EventsText.eventSaved : EventsText.eventCreated);
    onClose();
    if (!event) void navigate(`/events/${saved.id}`);
  });

  const formatError = formState.errors.format;
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={event ? EventsText.editEvent : EventsText.createEvent}
      onSubmit={onSubmit}
      isDirty={formState.isDirty}
      isSubmitting={formState.isSubmitting}
      labels={event ? undefined : { save: CREATE_DRAFT }}
      discardMessage="What you typed for this event will be lost."
      maxWidth={false}
      paperMaxWidth={640}
    >
      <Stack spacing={2.5} sx={{ py: 1 }}>
        <FormTextField form={form} name="title" label={EventsText.title} fullWidth autoFocus />
        <FormTextField form={form} name="description" label={EventsText.description} optional fullWidth multiline minRows={3} />
        <Controller
          control={control}
          name="format"
          render={({ field }) => (
            <TextField
              {...field}
              select
              fullWidth
              label={EventsText.format}
              error={Boolean(formatError)}
              helperText={formatError ? errorText(EventsText.format, formatError) : undefined}
            >
              {EVENT_FORMATS.map((format) => (
                <MenuItem key={format} value={format}>
                  {format}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <FormTextField
            form={form}
            name="startsAt"
            label={EventsText.startsAt}
            type="datetime-local"
            fullWidth
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <FormTextField
            form={form}
            name="endsAt"
            label={EventsText.endsAt}
            type="datetime-local"
            fullWidth
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Stack>
        <FormTextField form={form} name="venue" label={EventsText.venue} optional fullWidth />
        <FormTextField
          form={form}
          name="streamUrl"
          label={EventsText.streamUrl}
          optional
          fullWidth
          type="url"
          helperText="Shown to registered members once the event is live"
        />
        {event ? null : <Controller control={control} name="tickets" render={renderTicketFields(formState.errors)} />}
      </Stack>
    </FormDialog>
  );
}
