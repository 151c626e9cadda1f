import { Module } from '@nestjs/common';
import { PingsModule } from '../notifications/pings.module';
import { RealtimeModule } from '../../platform/realtime/realtime.module';
import { LinkPreviewFetcher } from './link-preview';
import { PostMediaService } from './post-media.service';
import { PostViews } from './post-views.repository';
import { PostsController } from './posts.controller';
import { PostsRepository } from './posts.repository';
import { PostsService } from './posts.service';

/** Posts (issue 12). Exports PostViews: the feed, hashtag and channel lists turn ids into Posts with it. */
@Module({
  imports: [RealtimeModule, PingsModule],
  controllers: [PostsController],
  providers: [PostViews, PostsRepository, PostsService, PostMediaService, LinkPreviewFetcher],
  // PostsService: moderation's Delete Content removes a post the one way a post is deleted.
  exports: [PostViews, PostsService],
})
export class PostsModule {}
