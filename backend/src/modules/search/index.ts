import type { DomainDescriptor } from '../../common/domain/domain-descriptor';
import { SearchModule } from './search.module';

// The search domain's front door: other domains import it only from here.
export { SearchModule } from './search.module';

/** What the search domain tells the registry (modules/registry.ts): it reads the others' `search`. */
export const searchDomain: DomainDescriptor = { name: 'search', module: SearchModule };
