import { Global, Module } from '@nestjs/common';
import { MailOutbox } from './mail-outbox';
import { MailService } from './mail.service';

@Global()
@Module({ providers: [MailService, MailOutbox], exports: [MailOutbox] })
export class MailModule {}
