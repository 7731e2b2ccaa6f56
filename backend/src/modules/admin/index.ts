import type { MemberDataDomain } from '../../common/member-data/member-data.module';
import { AdminMemberData } from './admin.member-data';

export { AdminModule } from './admin.module';

/** The console is no registered domain (it reads the registry), but members' reports are member data. */
export const ADMIN_MEMBER_DATA: MemberDataDomain = { name: 'admin', memberData: AdminMemberData };
