import { applyDecorators, createParamDecorator, SetMetadata, type ExecutionContext, type Type } from '@nestjs/common';
import type { Reflector } from '@nestjs/core';
import { ApiBearerAuth, ApiSecurity, ApiTags, ApiUnauthorizedResponse, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import { ApiErrorDto } from '../errors/api-error.dto';
import type { AuthUser } from './auth-user';

export const IS_PUBLIC = 'plaza:public';
export const IS_OPTIONAL_AUTH = 'plaza:optional-auth';

/** The route needs no access token (every other route does). */
export const Public = (): MethodDecorator & ClassDecorator => SetMetadata(IS_PUBLIC, true);

/** A route's handler, as Nest's execution context gives it. */
export type RouteHandler = ReturnType<ExecutionContext['getHandler']>;

/** Who may call a route: anyone (@Public), anyone but a member is known (@OptionalAuth), members. */
export type RouteAccess = 'public' | 'optional' | 'members';

/** A route's access, from its handler's decorator, else its controller's; members by default. */
export function routeAccess(reflector: Reflector, controller: Type<unknown>, handler: RouteHandler): RouteAccess {
  const targets = [handler, controller];
  if (reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) {
    return 'public';
  }
  return reflector.getAllAndOverride<boolean>(IS_OPTIONAL_AUTH, targets) ? 'optional' : 'members';
}

/**
 * The route is open to anonymous visitors, and knows the member when an access token is sent
 * (a bad or expired one is still a 401, so clients refresh it). Read the caller with @Viewer().
 * OpenAPI says the same: the bearer token or nothing (`[{ bearer: [] }, {}]`), so generated
 * clients send a token they have without demanding one.
 */
export const OptionalAuth = (): MethodDecorator & ClassDecorator =>
  applyDecorators(SetMetadata(IS_OPTIONAL_AUTH, true), ApiSecurity('bearer'), ApiSecurity({}));

/** The caller of an @OptionalAuth route: the signed-in member, or undefined for a visitor. */
export const Viewer = createParamDecorator((_data: unknown, ctx: ExecutionContext): AuthUser | undefined => {
  return ctx.switchToHttp().getRequest<{ user?: AuthUser }>().user;
});

/** The signed-in member (only on routes that are not @Public). */
export const CurrentUser = createParamDecorator((_data: unknown, ctx: ExecutionContext): AuthUser => {
  return ctx.switchToHttp().getRequest<{ user: AuthUser }>().user;
});

/**
 * A controller of members-only routes, as OpenAPI shows it: its tag, the bearer token, and the
 * 401 (no or bad token) and 422 (bad input) every such route can answer.
 */
export const MembersApi = (tag: string): ClassDecorator =>
  applyDecorators(
    ApiTags(tag),
    ApiBearerAuth('bearer'),
    ApiUnauthorizedResponse({ type: ApiErrorDto }),
    ApiUnprocessableEntityResponse({ type: ApiErrorDto, description: 'Validation failed' }),
  );
