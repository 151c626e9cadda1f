// The feed area (/feed, /feed/tag/{tag}, /createPost), one lazily loaded chunk.
export * from './FeedPages';
