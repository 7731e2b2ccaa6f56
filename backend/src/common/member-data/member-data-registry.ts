import { Inject, Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { DOMAIN_DESCRIPTORS } from '../domain/domains.module';
import type { DomainDescriptor } from '../domain/domain-descriptor';
import type { MemberDataContributor } from './member-data';

/** One domain's contributor, resolved. */
export interface DomainContributor {
  domain: string;
  contributor: MemberDataContributor;
}

/**
 * Every domain's contributor to exports and erasures (descriptor `memberData`), in the registry's
 * order, the console's last. Each class is resolved from its domain's module when first asked.
 */
@Injectable()
export class MemberDataRegistry {
  private resolved?: DomainContributor[];

  constructor(
    @Inject(DOMAIN_DESCRIPTORS) private readonly descriptors: readonly DomainDescriptor[],
    private readonly modules: ModuleRef,
  ) {}

  all(): readonly DomainContributor[] {
    this.resolved ??= this.descriptors.flatMap((d) =>
      d.memberData ? [{ domain: d.name, contributor: this.modules.get(d.memberData, { strict: false }) }] : [],
    );
    return this.resolved;
  }
}
