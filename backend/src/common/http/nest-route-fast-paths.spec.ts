import 'reflect-metadata';
import { Readable } from 'node:stream';
import {
  Controller,
  Get,
  Injectable,
  Module,
  StreamableFile,
  UseInterceptors,
  type CallHandler,
  type CanActivate,
  type ExecutionContext,
  type NestInterceptor,
  type Type,
} from '@nestjs/common';
import { APP_GUARD, Reflector } from '@nestjs/core';
import { NestFactory } from '@nestjs/core';
import { RouterExecutionContext } from '@nestjs/core/router/router-execution-context.js';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { map, type Observable } from 'rxjs';
import { Public, routeAccess, type RouteHandler } from '../auth/decorators';
import { installNestRouteFastPaths, nestRouteFastPathsInstalled, type RouteAwareGuard } from './nest-route-fast-paths';

// Nest's own, taken before the patch, to compare answers with.
const nestPickStreamingBody = (RouterExecutionContext.prototype as unknown as { pickStreamingBody: (result: unknown, streams: unknown[]) => unknown })
  .pickStreamingBody;

/** Members only unless @Public(), like AccessGuard; counts the requests it really ran on. */
@Injectable()
class MembersGuard implements RouteAwareGuard {
  runs = 0;
  constructor(private readonly reflector: Reflector) {}
  canActivate(context: ExecutionContext): boolean {
    this.runs++;
    return routeAccess(this.reflector, context.getClass(), context.getHandler()) === 'public';
  }
  letsRouteThrough(controller: Type<unknown>, handler: RouteHandler): boolean {
    return routeAccess(this.reflector, controller, handler) === 'public';
  }
}

/** A guard that cannot tell from the route: it runs everywhere (and refuses ?deny). */
@Injectable()
class QueryGuard implements CanActivate {
  runs = 0;
  canActivate(context: ExecutionContext): boolean {
    this.runs++;
    return context.switchToHttp().getRequest<{ query: Record<string, string> }>().query.deny === undefined;
  }
}

/** Wraps a stream the handler returned in a plain object, as an interceptor may. */
class WrapInterceptor implements NestInterceptor {
  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(map((data: unknown) => ({ data })));
  }
}

class Thing {
  constructor(readonly name: string) {}
}

@Public()
@Controller('open')
class OpenController {
  @Get()
  open() {
    return { status: 'ok' };
  }

  @Get('thing')
  thing() {
    return new Thing('lamp');
  }

  @Get('lines')
  async *lines() {
    yield 'one\n';
    yield 'two\n';
  }

  @Get('file')
  file() {
    return new StreamableFile(Buffer.from('file body'), { type: 'text/plain' });
  }

  @Get('wrapped')
  @UseInterceptors(WrapInterceptor)
  wrapped() {
    return Readable.from(['wrapped ', 'stream']);
  }
}

@Controller('closed')
class ClosedController {
  @Get()
  closed() {
    return { secret: true };
  }

  @Public()
  @Get('open-here')
  openHere() {
    return { status: 'open' };
  }
}

@Module({
  controllers: [OpenController, ClosedController],
  providers: [MembersGuard, QueryGuard, { provide: APP_GUARD, useExisting: MembersGuard }, { provide: APP_GUARD, useExisting: QueryGuard }],
})
class TestModule {}

describe('installNestRouteFastPaths', () => {
  let app: NestFastifyApplication;
  let members: MembersGuard;
  let query: QueryGuard;

  beforeAll(async () => {
    installNestRouteFastPaths();
    installNestRouteFastPaths(); // a second app in the same process patches nothing twice
    app = await NestFactory.create<NestFastifyApplication>(TestModule, new FastifyAdapter(), { logger: false });
    await app.init();
    await app.getHttpAdapter().getInstance().ready();
    members = app.get(MembersGuard);
    query = app.get(QueryGuard);
  });

  afterAll(() => app.close());

  beforeEach(() => {
    members.runs = 0;
    query.runs = 0;
  });

  const get = (url: string) => app.inject({ method: 'GET', url });

  it('is in place (a Nest release that renamed what it patches fails here)', () => {
    expect(nestRouteFastPathsInstalled()).toBe(true);
  });

  it('leaves a guard out of the routes it lets through, and only those', async () => {
    const open = await get('/open');
    expect(open.statusCode).toBe(200);
    expect(open.json()).toEqual({ status: 'ok' });
    expect(members.runs).toBe(0);
    expect(query.runs).toBe(1);

    const openHere = await get('/closed/open-here');
    expect(openHere.statusCode).toBe(200);
    expect(members.runs).toBe(0);

    const closed = await get('/closed');
    expect(closed.statusCode).toBe(403);
    expect(members.runs).toBe(1);
  });

  it('keeps running a guard that cannot tell from the route, also on a public route', async () => {
    const denied = await get('/open?deny=1');
    expect(denied.statusCode).toBe(403);
    expect(query.runs).toBe(1);
  });

  it('answers objects, class instances and streams as Nest does', async () => {
    expect((await get('/open/thing')).json()).toEqual({ name: 'lamp' });
    const lines = await get('/open/lines');
    expect(lines.statusCode).toBe(200);
    expect(lines.body).toBe('one\ntwo\n');
    const file = await get('/open/file');
    expect(file.headers['content-type']).toBe('text/plain');
    expect(file.body).toBe('file body');
    // A stream of the handler that an interceptor wrapped in a plain object is still sent.
    expect((await get('/open/wrapped')).body).toBe('wrapped stream');
  });

  it("picks the same streaming body as Nest's own for results without a handler stream", () => {
    const picked = (RouterExecutionContext.prototype as unknown as { pickStreamingBody: (result: unknown, streams: unknown[]) => unknown })
      .pickStreamingBody;
    expect(picked).not.toBe(nestPickStreamingBody);
    async function* generator() {
      yield 'x';
    }
    const stream = Readable.from(['x']);
    const iterable = generator();
    const results = [
      { status: 'ok' },
      Object.create(null) as object,
      new Thing('lamp'),
      [1, 2],
      { data: stream },
      'text',
      42,
      null,
      undefined,
      stream,
      iterable,
      new Response('body'),
      { then: () => undefined, [Symbol.asyncIterator]: generator },
    ];
    for (const result of results) {
      expect(picked.call(null, result, [])).toBe(nestPickStreamingBody.call(null, result, []));
    }
  });
});
