import type { DomainDescriptor } from '../../common/domain/domain-descriptor';
import { SearchModule } from './search.module';

// The search domain's front door: other domains import it only from here.
export { SearchModule } from './search.module';

/** The OpenAPI tags of its routes, each with what it covers. */
const API_TAGS = { search: 'One search over every section: members, posts, listings, community content, storage and bookmarks, with the visibility rules of each' };

/** What the search domain tells the registry (modules/registry.ts): it reads the others' `search`. */
export const searchDomain: DomainDescriptor = { name: 'search', module: SearchModule, apiTags: API_TAGS };
