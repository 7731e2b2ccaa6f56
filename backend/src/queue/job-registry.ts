import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { JOB_HANDLER } from './job-handler.decorator';
import type { JobName, JobPayloads } from './jobs';

/** Provider token: every job the app declares (the kit's and the domains' descriptors'). */
export const DECLARED_JOBS = Symbol('DECLARED_JOBS');

type Handler = (payload: unknown) => Promise<unknown>;

/**
 * Finds every `@JobHandler` method. Start-up fails when a job has no handler or two, so a job
 * can never sit in a queue that nothing processes.
 */
@Injectable()
export class JobRegistry implements OnModuleInit {
  private readonly handlers = new Map<JobName, Handler>();

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly reflector: Reflector,
    @Inject(DECLARED_JOBS) private readonly declared: readonly JobName[],
  ) {}

  onModuleInit(): void {
    this.discover();
  }

  discover(): void {
    if (this.handlers.size > 0) {
      return;
    }
    for (const wrapper of this.discovery.getProviders()) {
      const instance = wrapper.instance as Record<string, unknown> | undefined;
      if (!instance || typeof instance !== 'object' || wrapper.isAlias) {
        continue;
      }
      const prototype = Object.getPrototypeOf(instance) as object;
      for (const method of this.scanner.getAllMethodNames(prototype)) {
        const fn = instance[method];
        if (typeof fn !== 'function') {
          continue;
        }
        const name = this.reflector.get<JobName | undefined>(JOB_HANDLER, fn as () => unknown);
        if (!name) {
          continue;
        }
        if (this.handlers.has(name)) {
          throw new Error(`Job "${name}" has two handlers`);
        }
        this.handlers.set(name, (payload) => Promise.resolve((fn as Handler).call(instance, payload)));
      }
    }
    const missing = this.declared.filter((n) => !this.handlers.has(n));
    if (missing.length) {
      throw new Error(`No handler for job(s): ${missing.join(', ')}`);
    }
  }

  async run<N extends JobName>(name: N, payload: JobPayloads[N]): Promise<void> {
    const handler = this.handlers.get(name);
    if (!handler) {
      throw new Error(`No handler for job "${name}"`);
    }
    await handler(payload);
  }
}
