import type { DomainDescriptor } from '../../common/domain/domain-descriptor';
import { AccountDataMemberData } from './account-data.member-data';
import { AccountDataModule } from './account-data.module';
import { ACCOUNT_DATA_NOTIFICATIONS } from './account-data.notifications';

// The account-data domain's front door: other domains import it only from here.
export { AccountDataModule } from './account-data.module';
export { AccountDeletionService } from './account-deletion.service';
export { AccountEraser, ErasureStopped } from './account-eraser';
export { AccountDataSweeper } from './account-data.sweeper';

/** The OpenAPI tags of its routes, each with what it covers. */
const API_TAGS = { account: "The member's own data: export as a zip, and account deletion with its grace period" };

/** What the account-data domain tells the registry (modules/registry.ts). */
export const accountDataDomain: DomainDescriptor = {
  name: 'account-data',
  module: AccountDataModule,
  apiTags: API_TAGS,
  jobs: ['exports.build', 'accounts.erase'],
  notifications: ACCOUNT_DATA_NOTIFICATIONS,
  memberData: AccountDataMemberData,
};
