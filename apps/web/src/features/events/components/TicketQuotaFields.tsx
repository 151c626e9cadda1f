import type { FieldErrors } from 'react-hook-form';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { EVENT_LIMITS, EventsText, TICKET_TYPES, type TicketInput, type TicketType } from '@nexus/contracts';
import { fieldMessage } from '../../../ui/fieldMessage';

/** The ticket part of a form: each type offered or not, with its quota (typed as text, as inputs give it). */
export type TicketValues = Record<TicketType, { offered: boolean; quota: string }>;
export interface TicketFormValues {
  tickets: TicketValues;
}

export const ticketValues = (tickets: { type: TicketType; quota: number }[]): TicketValues =>
  Object.fromEntries(
    TICKET_TYPES.map((type) => {
      const ticket = tickets.find((t) => t.type === type);
      return [type, { offered: Boolean(ticket), quota: ticket ? String(ticket.quota) : '' }];
    }),
  ) as TicketValues;

/** The offered types as the body's list (quotas as numbers; a blank one is NaN, which the schema names). */
export const ticketsBody = (values: TicketValues): TicketInput[] =>
  TICKET_TYPES.filter((type) => values[type].offered).map((type) => ({
    type,
    quota: values[type].quota.trim() === '' ? Number.NaN : Number(values[type].quota),
  }));

/**
 * The body's ticket errors (`tickets`, `tickets.N.quota`) onto these fields: N counts the offered types in order,
 * and an error of the whole list goes under the first type.
 */
export function ticketErrors(values: TicketValues, errors: FieldErrors): FieldErrors {
  const offered = TICKET_TYPES.filter((type) => values[type].offered);
  const list = errors.tickets as unknown as
    (Record<string, { message?: string }> & { message?: string; root?: { message?: string } }) | undefined;
  if (!list) return errors;
  const mapped: Record<string, { quota: { type: string; message: string } }> = {};
  offered.forEach((type, index) => {
    const message = (list[index] as { quota?: { message?: string } } | undefined)?.quota?.message;
    if (message) mapped[type] = { quota: { type: 'validate', message } };
  });
  const whole = list.message ?? list.root?.message;
  if (whole) mapped[offered[0] ?? TICKET_TYPES[0]] = { quota: { type: 'validate', message: whole } };
  return { ...errors, tickets: mapped } as FieldErrors;
}

/** The ticket errors `ticketErrors` left on the form, by type. */
export type TicketErrors = Partial<Record<TicketType, { quota?: { message?: string } }>>;

/** Each ticket type offered or not, with its quota; one controlled value (a Controller over `tickets`). */
export function TicketQuotaFields({
  value,
  onChange,
  errors,
}: {
  value: TicketValues;
  onChange: (next: TicketValues) => void;
  errors: TicketErrors | undefined;
}) {
  const set = (type: TicketType, change: Partial<TicketValues[TicketType]>) =>
    onChange({ ...value, [type]: { ...value[type], ...change } });
  return (
    <Stack component="fieldset" spacing={1} sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {EventsText.tickets}
      </Typography>
      {TICKET_TYPES.map((type) => {
        const error = errors?.[type]?.quota?.message;
        return (
          <Stack key={type} direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
            <FormControlLabel
              sx={{ minWidth: 200, mt: { md: 1 } }}
              control={<Checkbox checked={value[type].offered} onChange={(e) => set(type, { offered: e.target.checked })} />}
              label={`${EventsText.offerTicket}: ${type}`}
            />
            <TextField
              value={value[type].quota}
              onChange={(e) => set(type, { quota: e.target.value })}
              label={`${type} ${EventsText.quota.toLowerCase()}`}
              type="number"
              disabled={!value[type].offered}
              slotProps={{ htmlInput: { min: 0, max: EVENT_LIMITS.ticketQuotaMax, inputMode: 'numeric' } }}
              error={Boolean(error)}
              helperText={error ? fieldMessage(EventsText.quota, error) : undefined}
              sx={{ flex: 1 }}
            />
          </Stack>
        );
      })}
      <FormHelperText>Members choose one of the offered tickets; past its quota they join its waitlist.</FormHelperText>
    </Stack>
  );
}

/** The `render` of a Controller over the form's `tickets`, with the form's errors. */
export const renderTicketFields =
  (errors: FieldErrors) =>
  ({ field }: { field: { value: TicketValues; onChange: (next: TicketValues) => void } }) => (
    <TicketQuotaFields value={field.value} onChange={field.onChange} errors={errors.tickets as TicketErrors | undefined} />
  );
