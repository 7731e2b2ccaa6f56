import { type DynamicModule, Global, Inject, Injectable, Module } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { MemberDataContributor, MemberDataContributorClass } from './member-data';

const DECLARED = Symbol('plaza:member-data-declared');

/** A domain as the member-data registry needs it (a DomainDescriptor fits). */
export interface MemberDataDomain {
  name: string;
  memberData?: MemberDataContributorClass;
}

/** One domain's contributor, resolved. */
export interface DomainContributor {
  domain: string;
  contributor: MemberDataContributor;
}

/**
 * Every domain's contributor to exports and erasures, in the registry's order. The wiring passes
 * the descriptors in (the kit knows no domain); each class is resolved from its domain's module.
 */
@Injectable()
export class MemberDataRegistry {
  private resolved?: DomainContributor[];

  constructor(
    @Inject(DECLARED) private readonly declared: readonly MemberDataDomain[],
    private readonly modules: ModuleRef,
  ) {}

  all(): readonly DomainContributor[] {
    this.resolved ??= this.declared
      .filter((d): d is Required<MemberDataDomain> => d.memberData !== undefined)
      .map((d) => ({ domain: d.name, contributor: this.modules.get(d.memberData, { strict: false }) }));
    return this.resolved;
  }
}

/** Provides MemberDataRegistry everywhere; `register` is called by the app module with the registry's descriptors. */
@Global()
@Module({})
export class MemberDataModule {
  static register(domains: readonly MemberDataDomain[]): DynamicModule {
    return {
      module: MemberDataModule,
      providers: [{ provide: DECLARED, useValue: domains }, MemberDataRegistry],
      exports: [MemberDataRegistry],
    };
  }
}
