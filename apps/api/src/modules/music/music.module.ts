import { Module } from '@nestjs/common';
import { MusicController } from './music.controller';
import { MusicRepository } from './music.repository';
import { MusicService } from './music.service';

/** The background music widget's songs (§7 GET /admin/music), their files in the public bucket, and their upload. */
@Module({
  controllers: [MusicController],
  providers: [MusicService, MusicRepository],
})
export class MusicModule {}
