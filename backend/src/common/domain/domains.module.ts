import { type DynamicModule, Global, Module } from '@nestjs/common';
import type { DomainDescriptor } from './domain-descriptor';

/** Injection token of every domain's descriptor, for the domains that iterate them (notifications). */
export const DOMAIN_DESCRIPTORS = Symbol('DOMAIN_DESCRIPTORS');

/** Gives the registry's descriptors to whoever injects DOMAIN_DESCRIPTORS, so no domain imports the registry. */
@Global()
@Module({})
export class DomainsModule {
  static register(descriptors: readonly DomainDescriptor[]): DynamicModule {
    return {
      module: DomainsModule,
      providers: [{ provide: DOMAIN_DESCRIPTORS, useValue: descriptors }],
      exports: [DOMAIN_DESCRIPTORS],
    };
  }
}
