import { Module } from '@nestjs/common';
import { PostsModule } from '../posts/posts.module';
import { ChannelsController } from './channels.controller';
import { CommunitiesController } from './communities.controller';
import { CommunitiesRepository } from './communities.repository';
import { CommunitiesService } from './communities.service';

@Module({
  imports: [PostsModule],
  controllers: [CommunitiesController, ChannelsController],
  providers: [CommunitiesRepository, CommunitiesService],
})
export class CommunitiesModule {}
