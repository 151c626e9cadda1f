import { Module } from '@nestjs/common';
import { FeedFanout } from './feed-fanout';

/** The feed-fanout job and nothing else: the worker process boots this module too. */
@Module({ providers: [FeedFanout] })
export class FeedFanoutModule {}
