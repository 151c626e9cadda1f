import { useCallback } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import Stack from '@mui/material/Stack';
import { type z } from 'zod';
import { ChannelMenu, CommunitiesText, channelBodySchema, routes, type Channel } from '@nexus/contracts';
import { api, isHandledError } from '../../../api/client';
import { FormDialog, useResetOnOpen } from '../../../ui/FormDialog';
import { FormTextField, applyIssues } from '../../../ui/forms';
import { toast } from '../../../ui/toast/toast';
import { communityKeys } from '../queries';

const CREATE = 'Create';
const FIELDS = ['name', 'description'] as const;
type FormValues = z.input<typeof channelBodySchema>;
type FormOutput = z.output<typeof channelBodySchema>;

interface Props {
  communityId: string;
  /** The channel to edit (Edit Channel Details); null to create one. */
  channel: Channel | null;
  open: boolean;
  onClose: () => void;
  onSaved?: (channel: Channel) => void;
}

/** Create Channel, or Edit Channel Details: a name (unique in the community) and a description. */
export function ChannelFormDialog({ communityId, channel, open, onClose, onSaved }: Props) {
  const queryClient = useQueryClient();
  const form = useForm<FormValues, unknown, FormOutput>({
    resolver: zodResolver(channelBodySchema),
    defaultValues: { name: channel?.name ?? '', description: channel?.description ?? '' },
  });
  const { handleSubmit, formState, reset, setError } = form;
  useResetOnOpen(
    open,
    useCallback(() => reset({ name: channel?.name ?? '', description: channel?.description ?? '' }), [channel, reset]),
  );

  const onSubmit = handleSubmit(async (body) => {
    const saved = channel
      ? await api.call(routes.channels.update, { params: { id: channel.id }, body }, { silent: true, handleError: true })
      : await api.call(
          routes.communities.createChannel,
          { params: { id: communityId }, body },
          { silent: true, handleError: true },
        );
    if (isHandledError(saved)) {
      if (!applyIssues(saved.issues, FIELDS, setError)) toast.error(saved.message);
      return;
    }
    queryClient.setQueryData(communityKeys.channel(saved.id), saved);
    await queryClient.invalidateQueries({ queryKey: communityKeys.community(communityId) });
    toast.success(channel ? CommunitiesText.channelUpdated : CommunitiesText.channelCreated);
    onSaved?.(saved);
    onClose();
  });

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={channel ? ChannelMenu.editChannelDetails : CommunitiesText.createChannel}
      onSubmit={onSubmit}
      isDirty={formState.isDirty}
      isSubmitting={formState.isSubmitting}
      labels={channel ? undefined : { save: CREATE }}
      discardMessage="What you typed for this channel will be lost."
      maxWidth={false}
      paperMaxWidth={560}
    >
      <Stack spacing={2.5} sx={{ py: 1 }}>
        <FormTextField form={form} name="name" label={CommunitiesText.name} autoFocus autoComplete="off" />
        <FormTextField form={form} name="description" label={CommunitiesText.description} optional multiline minRows={3} />
      </Stack>
    </FormDialog>
  );
}
