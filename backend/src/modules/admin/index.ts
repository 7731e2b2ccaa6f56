import type { DomainDescriptor } from '../../common/domain/domain-descriptor';
import { AdminModule } from './admin.module';
import { ADMIN_NOTIFICATIONS } from './admin.notifications';
import { seedDemoModeration } from './admin.demo-seed';
import { AdminMemberData } from './admin.member-data';

export { AdminModule } from './admin.module';

/** Moderation reads the registry (modules/registry.ts), so it is not in it: the app module adds it last. */
export const adminDomain: DomainDescriptor = { name: 'admin', module: AdminModule, notifications: ADMIN_NOTIFICATIONS, seed: seedDemoModeration, memberData: AdminMemberData };
