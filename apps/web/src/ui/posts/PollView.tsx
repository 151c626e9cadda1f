import { useId } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import { routes, type Poll } from '@nexus/contracts';
import { api } from '../../api/client';
import { PostLabels, pollTimeLeft, votePercent } from './postText';
import { patchPost, withReasonOf } from './queries';

/** A poll: its options to vote on, or, once the reader voted or it ended, the results; with the time left or 'Poll ended'. */
export function PollView({ postId, poll }: { postId: string; poll: Poll }) {
  const queryClient = useQueryClient();
  const headingId = useId();
  const vote = useMutation({
    mutationFn: (optionId: string) => api.call(routes.posts.vote, { params: { id: postId }, body: { optionId } }),
    onSuccess: (post) => patchPost(queryClient, post.id, withReasonOf(post)),
  });
  const showResults = poll.ended || poll.votedOptionId !== null;
  const status = pollTimeLeft(poll);
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography id={headingId} variant="subtitle2" sx={{ mb: 1.5 }}>
        Poll
      </Typography>
      {showResults ? (
        <Stack spacing={1.25} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {poll.options.map((o) => {
            const percent = votePercent(o.voteCount, poll.totalVotes);
            const mine = poll.votedOptionId === o.id;
            return (
              <Box component="li" key={o.id}>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 0.5 }}>
                  <Typography sx={{ flex: 1, minWidth: 0, fontWeight: mine ? 700 : 400 }}>
                    {o.text}
                    {mine ? (
                      <CheckCircleOutlined
                        color="primary"
                        titleAccess={PostLabels.yourVote}
                        sx={{ fontSize: 18, ml: 0.5, verticalAlign: 'text-bottom' }}
                      />
                    ) : null}
                  </Typography>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {percent}%
                  </Typography>
                </Box>
                <LinearProgress
                  variant="determinate"
                  value={percent}
                  aria-label={`${o.text}: ${percent}%`}
                  color={mine ? 'primary' : 'inherit'}
                  sx={{ height: 8, borderRadius: 4, color: mine ? undefined : 'text.disabled' }}
                />
              </Box>
            );
          })}
        </Stack>
      ) : (
        <Stack spacing={1} role="group" aria-label="Poll options">
          {poll.options.map((o) => (
            <Button
              key={o.id}
              variant="outlined"
              onClick={() => vote.mutate(o.id)}
              disabled={vote.isPending}
              aria-label={`${PostLabels.vote}: ${o.text}`}
              sx={{ justifyContent: 'flex-start', borderRadius: 5, textTransform: 'none' }}
            >
              {o.text}
            </Button>
          ))}
        </Stack>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
        {[poll.totalVotes !== null ? PostLabels.votes(poll.totalVotes) : null, status].filter(Boolean).join(' · ')}
      </Typography>
    </Paper>
  );
}
