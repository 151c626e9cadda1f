import { type DynamicModule, Global, Module } from '@nestjs/common';
import { DatabaseNotifications } from './database-notifications';
import { DATABASE, type DatabaseOptions, PrismaService } from './prisma.service';

@Global()
@Module({})
export class DatabaseModule {
  static forOptions(options: DatabaseOptions): DynamicModule {
    return {
      module: DatabaseModule,
      providers: [{ provide: DATABASE, useValue: options }, PrismaService, DatabaseNotifications],
      exports: [PrismaService, DatabaseNotifications, DATABASE],
    };
  }
}
