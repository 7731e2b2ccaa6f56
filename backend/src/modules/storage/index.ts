import type { DomainDescriptor } from '../../common/domain/domain-descriptor';
import { StorageSearcher } from './storage.searcher';
import { StorageModule } from './storage.module';
import { STORAGE_SUBJECTS } from './storage.moderation';
import { StorageMemberData } from './storage.member-data';
import { STORAGE_NOTIFICATIONS } from './storage.notifications';

// The storage domain's front door: other domains import it only from here.
export { StorageModule } from './storage.module';

/** What the storage domain tells the registry (modules/registry.ts). */
export const storageDomain: DomainDescriptor = { name: 'storage', module: StorageModule, moderation: STORAGE_SUBJECTS, notifications: STORAGE_NOTIFICATIONS, memberData: StorageMemberData, search: StorageSearcher };
