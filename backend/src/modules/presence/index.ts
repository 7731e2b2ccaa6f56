import type { DomainDescriptor } from '../../common/domain/domain-descriptor';
import { PresenceModule } from './presence.module';

// The presence domain's front door: other domains import it only from here.
export { PresenceModule } from './presence.module';

/** What the presence domain tells the registry (modules/registry.ts). */
export const presenceDomain: DomainDescriptor = { name: 'presence', module: PresenceModule };
