import type { DomainDescriptor } from '../../common/domain/domain-descriptor';
import { AccountDataMemberData } from './account-data.member-data';
import { AccountDataModule } from './account-data.module';
import { ACCOUNT_DATA_NOTIFICATIONS } from './account-data.notifications';

// The account-data domain's front door: other domains import it only from here.
export { AccountDataModule } from './account-data.module';
export { AccountDeletionService } from './account-deletion.service';
export { AccountEraser, ErasureStopped } from './account-eraser';
export { AccountDataSweeper } from './account-data.sweeper';

/** What the account-data domain tells the registry (modules/registry.ts). */
export const accountDataDomain: DomainDescriptor = {
  name: 'account-data',
  module: AccountDataModule,
  jobs: ['exports.build', 'accounts.erase'],
  notifications: ACCOUNT_DATA_NOTIFICATIONS,
  memberData: AccountDataMemberData,
};
