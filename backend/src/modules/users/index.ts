import type { DomainDescriptor } from '../../common/domain/domain-descriptor';
import { UsersModule } from './users.module';
import { User } from './entities/user.entity';
import { USER_SUBJECTS } from './users.moderation';
import { UsersMemberData } from './users.member-data';
import { seedDemoAccounts } from './users.demo-seed';

// The users domain's front door: other domains import it only from here.
export { toUserDto, UserDto, UserResponseDto } from './dto/user.dto';
export { User, USER_ROLES, USER_STATUSES, type UserRole, type UserStatus } from './entities/user.entity';
export { UsersModule } from './users.module';
export { UsersRepository } from './users.repository';
export { UsersService } from './users.service';
export { DEMO_PASSWORD } from './users.demo-seed';

/** The OpenAPI tags of its routes, each with what it covers. */
const API_TAGS = { users: "Members' public profiles: a profile by username, with what the viewer may see of it" };

/** What the users domain tells the registry (modules/registry.ts). */
export const usersDomain: DomainDescriptor = { name: 'users', module: UsersModule, apiTags: API_TAGS, entities: [User], moderation: USER_SUBJECTS, seed: seedDemoAccounts, memberData: UsersMemberData };
