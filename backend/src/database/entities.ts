import type { EntityClass } from '@mikro-orm/core';
import { PasswordReset } from '../modules/auth/entities/password-reset.entity';
import { RefreshToken } from '../modules/auth/entities/refresh-token.entity';
import { Session } from '../modules/auth/entities/session.entity';
import { User } from '../modules/users/entities/user.entity';

/**
 * Every entity of the application, in one list: the ORM, the migration generator and the tests
 * all read it. A domain adds its entity classes here.
 */
export const ENTITIES: EntityClass<object>[] = [User, Session, RefreshToken, PasswordReset];
