import type { DomainDescriptor } from '../../common/domain/domain-descriptor';
import { AuthModule } from './auth.module';
import { Session } from './entities/session.entity';
import { RefreshToken } from './entities/refresh-token.entity';
import { PasswordReset } from './entities/password-reset.entity';
import { AuthMemberData } from './auth.member-data';

// The auth domain's front door: other domains import it only from here.
export { AuthModule } from './auth.module';
export { TokensService } from './tokens.service';
/** `requireCode(userId, code)` when an action needs the second factor of a member who has one (users.two_factor_enabled). */
export { TwoFactorService } from './two-factor.service';

/** The OpenAPI tags of its routes, each with what it covers. */
const API_TAGS = { auth: "Sign-up, sign-in (password, second factor, passkeys), tokens, the signed-in member's own profile and settings, email confirmation, sessions and devices" };

/** What the auth domain tells the registry (modules/registry.ts). */
export const authDomain: DomainDescriptor = { name: 'auth', module: AuthModule, apiTags: API_TAGS, entities: [Session, RefreshToken, PasswordReset], jobs: ['mail.password-reset', 'mail.new-sign-in'], memberData: AuthMemberData };
