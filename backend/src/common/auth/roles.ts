import { applyDecorators, ForbiddenException, Injectable, SetMetadata, UseGuards, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiForbiddenResponse } from '@nestjs/swagger';
import type { UserRole } from '../users/user-roles';
import { ApiErrorDto } from '../errors/api-error.dto';
import { MODERATION_MSG } from '../validation/messages';
import type { AuthUser } from './auth-user';
import { MembersApi } from './decorators';
import { StaffGate } from './staff-gate';

const ROLES = 'plaza:roles';

/** Roles that moderate: the console and /api/admin. */
export const STAFF_ROLES: readonly UserRole[] = ['moderator', 'admin'];

export const isStaff = (role: UserRole) => STAFF_ROLES.includes(role);

/**
 * 403 unless the signed-in member has one of the route's roles (set with `Roles`); with
 * REQUIRE_2FA_FOR_STAFF, also unless they have a second factor.
 */
@Injectable()
export class RolesGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly staff: StaffGate,
  ) {}

  canActivate(context: ExecutionContext): boolean | Promise<boolean> {
    const roles = this.reflector.getAllAndOverride<readonly UserRole[] | undefined>(ROLES, [context.getHandler(), context.getClass()]);
    if (!roles) {
      return true;
    }
    const user = context.switchToHttp().getRequest<{ user?: AuthUser }>().user;
    if (!user || !roles.includes(user.role)) {
      throw new ForbiddenException(roles.includes('moderator') ? MODERATION_MSG.staffOnly : MODERATION_MSG.adminOnly);
    }
    return this.staff.assertSecondFactor(user).then(() => true);
  }
}

/** Only these roles may call the route (or every route of the controller). */
export const Roles = (...roles: UserRole[]): MethodDecorator & ClassDecorator =>
  applyDecorators(SetMetadata(ROLES, roles), UseGuards(RolesGuard), ApiForbiddenResponse({ type: ApiErrorDto, description: 'Not a member of these roles' }));

/** A controller of moderators' routes: members-only, then moderator or admin (403 for members). */
export const StaffApi = (tag: string): ClassDecorator => applyDecorators(MembersApi(tag), Roles(...STAFF_ROLES));
