import { EntityManager } from '@mikro-orm/postgresql';
import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { HealthCheck, HealthCheckService, HealthIndicatorService, type HealthCheckResult } from '@nestjs/terminus';
import { Public } from '../common/auth/decorators';
import { JobQueue } from '../queue/job-queue';
import { RedisConnections } from '../redis/redis.module';

class LiveDto {
  @ApiProperty({ example: 'ok' }) status!: string;
}

const TIMEOUT_MS = 2000;

function withTimeout<T>(promise: Promise<T>, what: string): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`${what} did not answer in ${TIMEOUT_MS} ms`)), TIMEOUT_MS)),
  ]);
}

@ApiTags('health')
@Public()
@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly indicator: HealthIndicatorService,
    private readonly em: EntityManager,
    private readonly redis: RedisConnections,
    private readonly queue: JobQueue,
  ) {}

  @Get()
  @HealthCheck()
  @ApiOperation({ summary: 'Readiness: database, and Redis and the queues when configured' })
  checkHealth(): Promise<HealthCheckResult> {
    return this.health.check([() => this.database(), ...(this.redis.enabled ? [() => this.redisPing()] : []), () => this.queues()]);
  }

  @Get('live')
  @ApiOperation({ summary: 'Liveness: the process answers (no dependency is checked)' })
  @ApiOkResponse({ type: LiveDto })
  checkLive(): LiveDto {
    return { status: 'ok' };
  }

  private async database() {
    const session = this.indicator.check('database');
    try {
      await withTimeout(this.em.getConnection().execute('select 1'), 'PostgreSQL');
      return session.up();
    } catch (error) {
      return session.down({ message: (error as Error).message });
    }
  }

  private async redisPing() {
    const session = this.indicator.check('redis');
    try {
      await withTimeout(this.redis.client!.ping(), 'Redis');
      return session.up();
    } catch (error) {
      return session.down({ message: (error as Error).message });
    }
  }

  private async queues() {
    const session = this.indicator.check('queues');
    try {
      const counts = await withTimeout(this.queue.counts(), 'The queues');
      return session.up({ driver: this.queue.driver, ...counts });
    } catch (error) {
      return session.down({ driver: this.queue.driver, message: (error as Error).message });
    }
  }
}
