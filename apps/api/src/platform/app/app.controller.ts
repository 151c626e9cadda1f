import { Controller, Inject } from '@nestjs/common';
import { type AppConfig as PublicAppConfig, routes } from '@nexus/contracts';
import { Endpoint } from '../common/http/endpoint.decorator';
import { APP_CONFIG, publicAppConfig, type AppConfig } from '../config/app-config';
import { PrismaService } from '../database/prisma.service';

@Controller()
export class AppController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly prisma: PrismaService,
  ) {}

  @Endpoint(routes.app.config)
  deployment(): PublicAppConfig {
    return publicAppConfig(this.config);
  }

  @Endpoint(routes.app.health)
  async health() {
    await this.prisma.$queryRaw`SELECT 1`;
    return { status: 'ok', database: 'up' } as const;
  }
}
