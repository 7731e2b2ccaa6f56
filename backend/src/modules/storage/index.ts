import type { DomainDescriptor } from '../../common/domain/domain-descriptor';
import { StorageSearcher } from './storage.searcher';
import { StorageModule } from './storage.module';
import { STORAGE_SUBJECTS } from './storage.moderation';
import { StorageMemberData } from './storage.member-data';
import { STORAGE_NOTIFICATIONS } from './storage.notifications';

// The storage domain's front door: other domains import it only from here.
export { StorageModule } from './storage.module';

/** The OpenAPI tags of its routes, each with what it covers. */
const API_TAGS = { storage: 'Personal file storage: folders, uploads (also resumable, tus), previews, sharing with members and by link' };

/** What the storage domain tells the registry (modules/registry.ts). */
export const storageDomain: DomainDescriptor = { name: 'storage', module: StorageModule, apiTags: API_TAGS, moderation: STORAGE_SUBJECTS, notifications: STORAGE_NOTIFICATIONS, memberData: StorageMemberData, search: StorageSearcher };
