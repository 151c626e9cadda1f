import { Module } from '@nestjs/common';
import { PostsModule } from '../posts/posts.module';
import { FeedFanoutModule } from './feed-fanout.module';
import { FeedController } from './feed.controller';
import { FeedService } from './feed.service';

/** The home timeline, hashtag pages and the fan-out job (feed/README.md). */
@Module({
  imports: [PostsModule, FeedFanoutModule],
  controllers: [FeedController],
  providers: [FeedService],
})
export class FeedModule {}
