import type { EntityClass } from '@mikro-orm/core';
import type { Type } from '@nestjs/common';
import type { JobName } from '../../queue/jobs';
import type { MemberDataContributorClass } from '../member-data/member-data';
import type { DemoSeed } from '../demo/demo-seed';
import type { ModerationSubject } from '../moderation/moderation-subject';
import type { NotificationDeclaration } from '../notifications/notification-kind';
import type { SearcherClass } from '../search/searcher';
import type { SharedPagesClass } from '../sharing/shared-page';

/**
 * What a domain tells the rest of the app through its front door (`modules/<domain>/index.ts`).
 * The app module, the ORM, the queue and moderation iterate `modules/registry.ts` instead of
 * reaching into domains; see docs/architecture.md.
 */
export interface DomainDescriptor {
  /** Its folder under `modules/`. */
  name: string;
  /** Its Nest module. */
  module: Type<unknown>;
  /** The OpenAPI tags its routes carry, each with what it covers (the document refuses undeclared tags). */
  apiTags?: Readonly<Record<string, string>>;
  /** ORM entities it owns (most domains read and write with SQL and own none). */
  entities?: readonly EntityClass<object>[];
  /** What members can report in it, and how moderators hide and remove it. */
  moderation?: readonly ModerationSubject[];
  /** Jobs it handles (start-up fails when one has no handler). */
  jobs?: readonly JobName[];
  /** The notification types it raises, each with its event and rule. */
  notifications?: readonly NotificationDeclaration[];
  /** Its part of the demo data (first embedded start, `npm run seed`), run in registry order. */
  seed?: DemoSeed;
  /** Its part of a member's data export and account erasure: a provider class of its module. */
  memberData?: MemberDataContributorClass;
  /** Its part of site search (`GET /search`): a provider class of its module answering its types. */
  search?: SearcherClass;
  /** Its public pages' previews for shared links (OpenGraph tags) and the sitemap: a provider class of its module. */
  sharing?: SharedPagesClass;
}
