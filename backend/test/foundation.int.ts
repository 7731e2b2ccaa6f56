import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Controller, Get, Module, Post, Body, Query } from '@nestjs/common';
import { IsEmail, IsNotEmpty, MaxLength } from 'class-validator';
import { AppModule } from '../src/app.module';
import { Public } from '../src/common/auth/decorators';
import { JobQueue } from '../src/queue/job-queue';
import { PageQueryDto, pageParams, toPage } from '../src/common/paging/paging';
import { describeWithRedis } from './helpers/skips';
import { startTestApp, type TestApp } from './helpers/test-app';

describe('foundation: the real app on a real database', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('reports the database up on /api/health', async () => {
    const res = await t.request('GET', '/api/health');
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('ok');
    expect(res.body.info.database.status).toBe('up');
    expect(res.body.info.queues.status).toBe('up');
  });

  it('answers liveness without touching dependencies', async () => {
    const res = await t.request('GET', '/api/health/live');
    expect(res).toMatchObject({ status: 200, body: { status: 'ok' } });
  });

  it('gives every response a request id, echoing a sane one it was sent', async () => {
    const given = await t.request('GET', '/api/health/live', { headers: { 'x-request-id': 'abc-123' } });
    expect(given.headers.get('x-request-id')).toBe('abc-123');
    const made = await t.request('GET', '/api/health/live');
    expect(made.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers unknown API routes with a JSON 404 envelope', async () => {
    const res = await t.request('GET', '/api/does-not-exist');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ statusCode: 404, message: 'Not found' });
  });

  it('rejects malformed JSON with 400 in the envelope, never a 500', async () => {
    const res = await t.request('POST', '/api/health', { body: '{"oops":', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
    expect(res.body.statusCode).toBe(400);
    expect(typeof res.body.message).toBe('string');
    expect(JSON.stringify(res.body)).not.toMatch(/at .*\.js:\d+/);
  });

  it('sends security headers', async () => {
    const res = await t.request('GET', '/api/health/live');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
  });

  it('answers CORS for the allowed origins only, and preflights with every security header and the request id', async () => {
    const allowed = t.config.corsOrigins[0];
    const own = await t.request('GET', '/api/health/live', { headers: { origin: allowed } });
    expect(own.headers.get('access-control-allow-origin')).toBe(allowed);
    expect(own.headers.get('access-control-allow-credentials')).toBe('true');
    expect(own.headers.get('vary')).toMatch(/\borigin\b/i);
    const other = await t.request('GET', '/api/health/live', { headers: { origin: 'https://elsewhere.example' } });
    expect(other.status).toBe(200);
    expect(other.headers.get('access-control-allow-origin')).toBeNull();

    const preflight = await t.request('OPTIONS', '/api/posts', {
      headers: { origin: allowed, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, content-type' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(allowed);
    expect(preflight.headers.get('access-control-allow-methods')).toBe('GET,HEAD,POST,PUT,PATCH,DELETE');
    expect(preflight.headers.get('access-control-allow-headers')).toBe('authorization, content-type');
    expect(preflight.headers.get('vary')).toMatch(/access-control-request-headers/i);
    expect(preflight.headers.get('x-content-type-options')).toBe('nosniff');
    expect(preflight.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);

    for (const method of ['PATCH', 'DELETE']) {
      const res = await t.request('OPTIONS', '/api/posts/1', {
        headers: { origin: allowed, 'access-control-request-method': method },
      });
      expect(res.status).toBe(204);
      expect(res.headers.get('access-control-allow-origin')).toBe(allowed);
      expect(res.headers.get('access-control-allow-methods')?.split(',')).toContain(method);
    }
    const elsewhere = await t.request('OPTIONS', '/api/posts/1', {
      headers: { origin: 'https://elsewhere.example', 'access-control-request-method': 'DELETE' },
    });
    expect(elsewhere.headers.get('access-control-allow-origin')).toBeNull();

    const notPreflight = await t.request('OPTIONS', '/api/posts', { headers: { origin: allowed } });
    expect(notPreflight.status).toBe(400);
    expect(notPreflight.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('serves the OpenAPI document', async () => {
    const res = await t.request('GET', '/api/docs-json');
    expect(res.status).toBe(200);
    expect(res.body.paths['/api/health'].get.operationId).toBe('checkHealth');
  });

  it('runs a mail job through the queue and writes the .eml outbox', async () => {
    await t.app.get(JobQueue).add('mail.send', { to: 'ana@example.com', subject: 'Hello', text: 'Open http://localhost/reset/abc' });
    await t.drainQueues();
    const outbox = join(t.config.dataDir, 'mail');
    const files = readdirSync(outbox);
    expect(files).toHaveLength(1);
    const eml = readFileSync(join(outbox, files[0]), 'utf8');
    expect(eml).toContain('To: ana@example.com');
    expect(eml).toContain('Subject: Hello');
    expect(eml).toContain('http://localhost/reset/abc');
  });
});

/* A throwaway module exercising the global validation pipe and the paging helper over HTTP. */
class ProbeBody {
  @IsNotEmpty({ message: 'This field is required!' })
  @MaxLength(5, { message: 'This field must be between 1 and 5 characters.' })
  name!: string;

  @IsEmail({}, { message: 'Invalid email address' })
  @IsNotEmpty({ message: 'Email is required!' })
  email!: string;
}

@Public()
@Controller('probe')
class ProbeController {
  @Post()
  create(@Body() body: ProbeBody) {
    return { data: body };
  }

  @Get()
  list(@Query() query: PageQueryDto) {
    const all = Array.from({ length: 23 }, (_, i) => i + 1);
    const p = pageParams(query);
    const rows = p.order === 'asc' ? all : [...all].reverse();
    return toPage(rows.slice(p.offset, p.offset + p.take), all.length, p);
  }

  @Get('boom')
  boom(): never {
    throw new Error('secret internal detail');
  }
}

@Module({ controllers: [ProbeController] })
class ProbeModule {}

describe('foundation: validation, paging and error envelope over HTTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    const original = AppModule.register.bind(AppModule);
    jest.spyOn(AppModule, 'register').mockImplementation((config) => {
      const mod = original(config);
      return { ...mod, imports: [...(mod.imports ?? []), ProbeModule] };
    });
    t = await startTestApp();
  });
  afterAll(async () => {
    jest.restoreAllMocks();
    await t?.close();
  });

  it('answers 422 with the field messages and the first message on top', async () => {
    const res = await t.request('POST', '/api/probe', { body: { name: '', email: 'nope' } });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      statusCode: 422,
      message: 'This field is required!',
      errors: { name: ['This field is required!'], email: ['Invalid email address'] },
    });
  });

  it('puts the first declared rule first when several fail', async () => {
    const res = await t.request('POST', '/api/probe', { body: { name: 'abc' } });
    expect(res.body.errors.email[0]).toBe('Invalid email address');
  });

  it('refuses unknown fields with 422', async () => {
    const res = await t.request('POST', '/api/probe', { body: { name: 'abc', email: 'a@b.co', admin: true } });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ admin: ['This field is not allowed'] });
  });

  it('rejects an unsupported content type with 415', async () => {
    const res = await t.request('POST', '/api/probe', { body: 'x', headers: { 'content-type': 'application/x-unknown' } });
    expect(res.status).toBe(415);
    expect(res.body.statusCode).toBe(415);
  });

  it('accepts a valid body', async () => {
    const res = await t.request('POST', '/api/probe', { body: { name: 'abc', email: 'a@b.co' } });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ data: { name: 'abc', email: 'a@b.co' } });
  });

  it('pages: page, take, order and the to/total contract', async () => {
    const first = await t.request('GET', '/api/probe?page=1&take=10');
    expect(first.body).toMatchObject({ total: 23, page: 1, take: 10, from: 1, to: 10, last_page: 3 });
    expect(first.body.data[0]).toBe(23);
    const last = await t.request('GET', '/api/probe?page=3&take=10&order=asc');
    expect(last.body).toMatchObject({ from: 21, to: 23, data: [21, 22, 23] });
    const past = await t.request('GET', '/api/probe?page=9&take=10');
    expect(past.body).toMatchObject({ data: [], to: 23, total: 23 });
  });

  it('refuses out-of-bounds paging with 422', async () => {
    const res = await t.request('GET', '/api/probe?take=1000&page=0&order=sideways');
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['order', 'page', 'take']);
  });

  it('turns an unexpected error into a bare 500 without leaking details', async () => {
    const res = await t.request('GET', '/api/probe/boom');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ statusCode: 500, message: 'Internal server error' });
  });
});

describeWithRedis('foundation: BullMQ on Redis', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ redis: true });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('reports Redis and the BullMQ queues on /api/health', async () => {
    const res = await t.request('GET', '/api/health');
    expect(res.status).toBe(200);
    expect(res.body.info.redis.status).toBe('up');
    expect(res.body.info.queues.driver).toBe('bullmq');
  });

  it('processes a mail job through BullMQ, once per job id', async () => {
    const queue = t.app.get(JobQueue);
    await queue.add('mail.send', { to: 'bo@example.com', subject: 'Once', text: 'hi' }, { jobId: 'same' });
    await queue.add('mail.send', { to: 'bo@example.com', subject: 'Once', text: 'hi' }, { jobId: 'same' });
    await t.drainQueues();
    const files = readdirSync(join(t.config.dataDir, 'mail'));
    expect(files).toHaveLength(1);
  });
});

describeWithRedis('foundation: API and workers scale separately (APP_ROLE)', () => {
  let api: TestApp;
  let worker: TestApp | undefined;
  beforeAll(async () => {
    api = await startTestApp({ redis: true, env: { APP_ROLE: 'api' } });
  });
  afterAll(async () => {
    await worker?.close();
    await api?.close();
  });

  it('an API-only process enqueues but never runs jobs; a process running workers picks them up', async () => {
    const queue = api.app.get(JobQueue);
    await queue.add('mail.send', { to: 'cy@example.com', subject: 'Queued', text: 'waiting for a worker' });
    await new Promise((r) => setTimeout(r, 1000));
    const waiting = await queue.counts();
    expect(waiting.mail.waiting + waiting.mail.delayed).toBe(1);
    expect(existsSync(join(api.config.dataDir, 'mail'))).toBe(false);

    worker = await startTestApp({ redis: true, database: api.database, env: { APP_ROLE: 'all' } });
    await worker.drainQueues();
    const files = readdirSync(join(worker.config.dataDir, 'mail'));
    expect(files).toHaveLength(1);
    expect(readFileSync(join(worker.config.dataDir, 'mail', files[0]), 'utf8')).toContain('Subject: Queued');
  });
});
