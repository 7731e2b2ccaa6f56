import { applyDecorators, type CanActivate, type ExecutionContext, Injectable, UnauthorizedException, UseGuards } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import type { AuthUser } from './auth-user';
import { OptionalAuth } from './decorators';

/** The 401 of a visitor when GUEST_READ is off. */
export const GUEST_READ_OFF = 'Sign in to read this';

/** Lets a visitor through only while GUEST_READ is on (members always). */
@Injectable()
export class GuestReadGuard implements CanActivate {
  constructor(private readonly config: AppConfig) {}

  canActivate(context: ExecutionContext): boolean {
    if (this.config.guestRead || context.switchToHttp().getRequest<{ user?: AuthUser }>().user) {
      return true;
    }
    throw new UnauthorizedException(GUEST_READ_OFF);
  }
}

/** A read open to visitors (what is public in it), unless GUEST_READ turns visitor reading off. */
export const GuestRead = (): MethodDecorator & ClassDecorator => applyDecorators(OptionalAuth(), UseGuards(GuestReadGuard));
