import type { DomainDescriptor } from '../../common/domain/domain-descriptor';
import { ProfilesModule } from './profiles.module';

// The profiles domain's front door: other domains import it only from here.
export { ProfilesModule } from './profiles.module';

/** What the profiles domain tells the registry (modules/registry.ts). */
export const profilesDomain: DomainDescriptor = { name: 'profiles', module: ProfilesModule };
