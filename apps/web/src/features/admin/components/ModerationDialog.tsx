import { useEffect, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { MODERATION_LIMITS } from '@nexus/contracts';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { errorText } from '../../../ui/forms';

/** 'forever' is a suspension until lifted (no `days` sent). */
const UNTIL_LIFTED = 'forever';

const schema = z.object({
  note: z
    .string()
    .trim()
    .max(MODERATION_LIMITS.reasonMaxLength, { message: `must be at most ${MODERATION_LIMITS.reasonMaxLength} characters` }),
  days: z.string(),
});
type Values = z.infer<typeof schema>;

export const ModerationDialogText = {
  note: 'Note (optional)',
  noteHelp: 'Shown to the member with the outcome.',
  days: 'Suspend for',
  untilLifted: 'Until lifted',
  dayChoice: (days: number) => (days === 1 ? '1 day' : `${days} days`),
} as const;

export interface ModerationDialogProps {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  destructive?: boolean;
  /** Suspensions ask how long (MODERATION_LIMITS.suspensionDays, or until lifted). */
  withDays?: boolean;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (input: { note?: string; days?: number }) => void;
}

/** A confirmation with an optional note to the member (and the length of a suspension). */
export function ModerationDialog({
  open,
  title,
  children,
  confirmLabel,
  destructive = false,
  withDays = false,
  busy,
  onCancel,
  onConfirm,
}: ModerationDialogProps) {
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { note: '', days: String(MODERATION_LIMITS.suspensionDays[2] ?? UNTIL_LIFTED) },
  });
  const { reset } = form;
  useEffect(() => {
    if (open) reset();
  }, [open, reset]);

  const submit = form.handleSubmit(({ note, days }) =>
    onConfirm({
      ...(note.trim() ? { note: note.trim() } : {}),
      ...(withDays && days !== UNTIL_LIFTED ? { days: Number(days) } : {}),
    }),
  );

  return (
    <ConfirmDialog
      open={open}
      title={title}
      okLabel={confirmLabel}
      okColor={destructive ? 'error' : 'primary'}
      busy={busy}
      onCancel={onCancel}
      onConfirm={() => void submit()}
    >
      <Box
        component="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
        sx={{ display: 'grid', gap: 2 }}
      >
        {children ? <Box>{children}</Box> : null}
        {withDays ? (
          <Controller
            control={form.control}
            name="days"
            render={({ field }) => (
              <TextField select label={ModerationDialogText.days} {...field} fullWidth>
                {MODERATION_LIMITS.suspensionDays.map((d) => (
                  <MenuItem key={d} value={String(d)}>
                    {ModerationDialogText.dayChoice(d)}
                  </MenuItem>
                ))}
                <MenuItem value={UNTIL_LIFTED}>{ModerationDialogText.untilLifted}</MenuItem>
              </TextField>
            )}
          />
        ) : null}
        <TextField
          {...form.register('note')}
          label={ModerationDialogText.note}
          multiline
          minRows={2}
          fullWidth
          error={Boolean(form.formState.errors.note)}
          helperText={errorText(ModerationDialogText.note, form.formState.errors.note) ?? ModerationDialogText.noteHelp}
        />
      </Box>
    </ConfirmDialog>
  );
}
