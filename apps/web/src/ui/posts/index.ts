// The post UI every list of posts uses: the home feed, a hashtag, a channel.
export { PostCard, type PostCardProps } from './PostCard';
export { PostComposer, type PostComposerProps } from './PostComposer';
export { PostList, PostSkeleton, type PostListProps } from './PostList';
export { PostLabels } from './postText';
export { patchPost, postKeys, prependPost, type Page } from './queries';
export { RichText } from './RichText';
export { companyPath, hashtagPath, profilePath } from './richText';
