// The communities area's pages (§2 /communities, /channel/{id}), loaded together as one chunk.
export { ChannelPage } from './ChannelPage';
export { CommunitiesPage } from './CommunitiesPage';
export { CommunityPage } from './CommunityPage';
