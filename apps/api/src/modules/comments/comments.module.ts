import { Module } from '@nestjs/common';
import { PingsModule } from '../notifications/pings.module';
import { CommentsController } from './comments.controller';
import { CommentsService } from './comments.service';

/** Comments, replies and reactions on posts and comments (issue 12). */
@Module({
  imports: [PingsModule],
  controllers: [CommentsController],
  providers: [CommentsService],
})
export class CommentsModule {}
