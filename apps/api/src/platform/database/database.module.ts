import { type DynamicModule, Global, Module } from '@nestjs/common';
import { DATABASE, type DatabaseOptions, PrismaService } from './prisma.service';

@Global()
@Module({})
export class DatabaseModule {
  static forOptions(options: DatabaseOptions): DynamicModule {
    return {
      module: DatabaseModule,
      providers: [{ provide: DATABASE, useValue: options }, PrismaService],
      exports: [PrismaService, DATABASE],
    };
  }
}
