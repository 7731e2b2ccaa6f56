import { SetMetadata } from '@nestjs/common';
import type { JobName } from './jobs';

export const JOB_HANDLER = Symbol('plaza:job-handler');

/** Marks a provider method as the handler of one job; discovered at start-up. */
export const JobHandler = (name: JobName): MethodDecorator => SetMetadata(JOB_HANDLER, name);
