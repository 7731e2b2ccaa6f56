import type { DomainDescriptor } from '../../common/domain/domain-descriptor';
import { PresenceModule } from './presence.module';

// The presence domain's front door: other domains import it only from here.
export { PresenceModule } from './presence.module';

/** The OpenAPI tags of its routes, each with what it covers. */
const API_TAGS = { presence: "Who is online among the member's friends" };

/** What the presence domain tells the registry (modules/registry.ts). */
export const presenceDomain: DomainDescriptor = { name: 'presence', module: PresenceModule, apiTags: API_TAGS };
