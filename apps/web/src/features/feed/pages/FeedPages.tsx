import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DynamicFeedOutlined from '@mui/icons-material/DynamicFeedOutlined';
import TagOutlined from '@mui/icons-material/TagOutlined';
import { EmptyState, PageHeading, PageTitle } from '../../../ui/Page';
import { PostComposer, PostList } from '../../../ui/posts';
import { visuallyHidden } from '../../../ui/visuallyHidden';
import { Paths } from '../../../lib/postLogin';
import { AuthorFollow } from '../components/AuthorFollow';
import { OpenedPost } from '../components/OpenedPost';
import { PinnedPost } from '../components/PinnedPost';
import { feedKeys, fetchHashtag, fetchTimeline } from '../queries';

export const FeedLabels = {
  feed: 'Feed',
  yourFeed: 'Your feed',
  emptyTitle: 'Your feed is quiet',
  empty: 'Posts from your connections, the companies you follow and your communities will appear here. Start one yourself.',
  createPost: 'Create a post',
  createPostDescription: 'Share an update, an article or a question with your network.',
  tagDescription: (tag: string) => `Posts tagged #${tag}, newest first.`,
  tagEmptyTitle: (tag: string) => `No posts with #${tag} yet`,
  tagEmpty: 'When someone tags a post with this hashtag, it will show up here.',
  backToFeed: 'Back to feed',
} as const;

/** One column of posts, as wide as reads well. */
const Column = ({ children }: { children: React.ReactNode }) => (
  <Box sx={{ maxWidth: 680, mx: 'auto', width: '100%' }}>{children}</Box>
);

/** /feed: a post opened by a link (?post=), the composer, the pinned post and the member's timeline with its 'new posts' bar. */
export function FeedPage() {
  return (
    <Column>
      <PageTitle title={FeedLabels.feed} />
      <Typography variant="h1" sx={visuallyHidden}>
        {FeedLabels.feed}
      </Typography>
      <Stack spacing={2}>
        <OpenedPost />
        <PostComposer prependTo={feedKeys.timeline} />
        <PinnedPost />
        <PostList
          queryKey={feedKeys.timeline}
          fetchPage={fetchTimeline}
          label={FeedLabels.yourFeed}
          live
          empty={
            <EmptyState icon={<DynamicFeedOutlined />} title={FeedLabels.emptyTitle}>
              {FeedLabels.empty}
            </EmptyState>
          }
        />
      </Stack>
    </Column>
  );
}

/** /feed/tag/{tag}: the posts with a hashtag; each author can be followed (a company) or asked to connect (a member). */
export function FeedTagPage() {
  const { tag = '' } = useParams();
  const shown = tag.toLowerCase();
  return (
    <Column>
      <PageHeading
        title={`#${shown}`}
        description={FeedLabels.tagDescription(shown)}
        actions={
          <Button component={RouterLink} to={Paths.feed}>
            {FeedLabels.backToFeed}
          </Button>
        }
      />
      <PostList
        key={shown}
        queryKey={feedKeys.tag(shown)}
        fetchPage={fetchHashtag(shown)}
        label={`Posts tagged #${shown}`}
        authorAction={(post) => <AuthorFollow post={post} />}
        empty={
          <EmptyState icon={<TagOutlined />} title={FeedLabels.tagEmptyTitle(shown)}>
            {FeedLabels.tagEmpty}
          </EmptyState>
        }
      />
    </Column>
  );
}

/** /createPost: the full composer; once posted, the member goes to their feed, where the post is on top. */
export function CreatePostPage() {
  const navigate = useNavigate();
  return (
    <Column>
      <PageHeading title={FeedLabels.createPost} description={FeedLabels.createPostDescription} />
      <PostComposer variant="page" prependTo={feedKeys.timeline} onPosted={() => void navigate(Paths.feed)} />
    </Column>
  );
}
