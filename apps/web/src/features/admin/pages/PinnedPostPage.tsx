import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import PushPinOutlined from '@mui/icons-material/PushPinOutlined';
import { routes, type Post } from '@nexus/contracts';
import { api } from '../../../api/client';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { FormTextField } from '../../../ui/forms';
import { EmptyState, PageHeading } from '../../../ui/Page';
import { PostCard, postKeys } from '../../../ui/posts';
import { toast } from '../../../ui/toast/toast';
import { postIdFrom } from '../moderation';

export const PinnedText = {
  title: 'Pinned post',
  description: 'One public post can be pinned above every member’s feed. Changes reach open pages at once.',
  current: 'Pinned now',
  none: 'No pinned post',
  noneBody: 'Pin a public post by its id or link below.',
  unpin: 'Unpin',
  unpinTitle: 'Unpin this post?',
  unpinBody: 'It leaves the top of every feed at once.',
  unpinned: 'Post unpinned',
  pinLabel: 'Post id or link',
  pinHelp: 'Paste the post’s link or its id. Pinning replaces the pinned post.',
  pin: 'Pin post',
  pinned: 'Post pinned',
} as const;

const schema = z.object({
  post: z
    .string()
    .trim()
    .refine((v) => postIdFrom(v) !== null, { message: 'must be a post id or a link to a post' }),
});
type Values = z.infer<typeof schema>;

/** /admin/pinned: the pinned post (the app bar update tells every client), unpin, pin another by id or link. */
export function PinnedPostPage() {
  const queryClient = useQueryClient();
  const pinned = useQuery({
    queryKey: postKeys.pinned,
    queryFn: () => api.call(routes.posts.pinned, undefined, { silent: true }),
  });
  const [confirmUnpin, setConfirmUnpin] = useState(false);
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { post: '' } });
  const T = PinnedText;

  const pin = useMutation({
    mutationFn: (id: string) => api.call(routes.posts.pin, { params: { id } }),
    onSuccess: (post: Post) => {
      queryClient.setQueryData(postKeys.pinned, post);
      form.reset();
      toast.success(T.pinned);
    },
  });
  const unpin = useMutation({
    mutationFn: (id: string) => api.call(routes.posts.unpin, { params: { id } }),
    onSuccess: () => {
      queryClient.setQueryData(postKeys.pinned, null);
      toast.success(T.unpinned);
    },
    onSettled: () => setConfirmUnpin(false),
  });

  const post = pinned.data;
  return (
    <>
      <PageHeading title={T.title} description={T.description} />
      <Typography variant="h4" component="h2" sx={{ fontSize: '1.1rem', mb: 1.5 }}>
        {T.current}
      </Typography>
      {pinned.isPending ? (
        <Skeleton variant="rounded" height={180} />
      ) : post ? (
        <Box>
          <PostCard post={post} />
          <Button variant="outlined" color="error" onClick={() => setConfirmUnpin(true)} sx={{ mt: 1.5 }}>
            {T.unpin}
          </Button>
        </Box>
      ) : (
        <EmptyState icon={<PushPinOutlined />} title={T.none}>
          {T.noneBody}
        </EmptyState>
      )}
      <Paper
        component="form"
        variant="outlined"
        noValidate
        aria-label={T.pin}
        onSubmit={form.handleSubmit(({ post: value }) => pin.mutate(postIdFrom(value)!))}
        sx={{ p: 2, mt: 3, display: 'flex', gap: 1.5, alignItems: 'flex-start', flexWrap: 'wrap' }}
      >
        <FormTextField
          form={form}
          name="post"
          label={T.pinLabel}
          helperText={T.pinHelp}
          size="small"
          sx={{ flex: '1 1 280px' }}
        />
        <Button type="submit" variant="contained" startIcon={<PushPinOutlined />} loading={pin.isPending}>
          {T.pin}
        </Button>
      </Paper>
      <ConfirmDialog
        open={confirmUnpin}
        title={T.unpinTitle}
        okLabel={T.unpin}
        okColor="error"
        busy={unpin.isPending}
        onCancel={() => setConfirmUnpin(false)}
        onConfirm={() => post && unpin.mutate(post.id)}
      >
        {T.unpinBody}
      </ConfirmDialog>
    </>
  );
}
