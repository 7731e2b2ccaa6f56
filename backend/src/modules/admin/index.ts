import type { DomainDescriptor } from '../../common/domain/domain-descriptor';
import { AdminModule } from './admin.module';
import { ADMIN_NOTIFICATIONS } from './admin.notifications';
import { seedDemoModeration } from './admin.demo-seed';
import { AdminMemberData } from './admin.member-data';

export { AdminModule } from './admin.module';

/** The OpenAPI tags of its routes, each with what it covers. */
const API_TAGS = { admin: 'The moderation console: members, reports, content and the audit log (moderators and admins only)', reports: 'Reporting a member or their content to the moderators' };

/** Moderation reads the registry (modules/registry.ts), so it is not in it: the app module adds it last. */
export const adminDomain: DomainDescriptor = { name: 'admin', module: AdminModule, apiTags: API_TAGS, notifications: ADMIN_NOTIFICATIONS, seed: seedDemoModeration, memberData: AdminMemberData };
