import type { DomainDescriptor } from '../../common/domain/domain-descriptor';
import { BookmarksSearcher } from './bookmarks.searcher';
import { BookmarksModule } from './bookmarks.module';
import { BookmarksMemberData } from './bookmarks.member-data';

// The bookmarks domain's front door: other domains import it only from here.
export { BookmarksModule } from './bookmarks.module';

/** The OpenAPI tags of its routes, each with what it covers. */
const API_TAGS = { bookmarks: 'Saved links with their titles and favicons, in folders' };

/** What the bookmarks domain tells the registry (modules/registry.ts). */
export const bookmarksDomain: DomainDescriptor = { name: 'bookmarks', module: BookmarksModule, apiTags: API_TAGS, jobs: ['favicons.fetch'], memberData: BookmarksMemberData, search: BookmarksSearcher };
