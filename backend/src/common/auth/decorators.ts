import { applyDecorators, createParamDecorator, SetMetadata, type ExecutionContext } from '@nestjs/common';
import { ApiBearerAuth, ApiTags, ApiUnauthorizedResponse, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import { ApiErrorDto } from '../errors/api-error.dto';
import type { AuthUser } from './auth-user';

export const IS_PUBLIC = 'plaza:public';

/** The route needs no access token (every other route does). */
export const Public = (): MethodDecorator & ClassDecorator => SetMetadata(IS_PUBLIC, true);

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
