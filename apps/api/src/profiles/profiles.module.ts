import { Module } from '@nestjs/common';
import { ConnectionsModule } from '../connections/connections.module';

@Module({ imports: [ConnectionsModule] })
export class ProfilesModule {}
