import { Module } from '@nestjs/common';
import { PostViews } from './post-views.repository';

/** Posts (issue 12). Exports PostViews: the feed, hashtag and channel lists turn ids into Posts with it. */
@Module({
  providers: [PostViews],
  exports: [PostViews],
})
export class PostsModule {}
