import { Injectable, UnauthorizedException, type CanActivate, type ExecutionContext, type Type } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { AuthUser } from '../../common/auth/auth-user';
import { routeAccess, type RouteAccess, type RouteHandler } from '../../common/auth/decorators';
import { AccessService } from './access.service';

/** `Bearer <token>` (scheme in any case, as passport-jwt read it); undefined otherwise. */
export function bearerToken(header: unknown): string | undefined {
  if (typeof header !== 'string') {
    return undefined;
  }
  const match = /^\s*(\S+)\s+(\S+)\s*$/.exec(header);
  return match && match[1].toLowerCase() === 'bearer' ? match[2] : undefined;
}

/**
 * Global: a valid access token unless @Public() (401 otherwise); @OptionalAuth() lets a request
 * without one through. No passport: the token goes straight to AccessService.
 * Why: docs/decisions.md#per-request-http-work
 */
@Injectable()
export class AccessGuard implements CanActivate {
  /** What each route needs, by controller class and handler. */
  private readonly access = new WeakMap<object, WeakMap<object, RouteAccess>>();

  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: AccessService,
  ) {}

  canActivate(context: ExecutionContext): boolean | Promise<boolean> {
    if (context.getType() !== 'http') {
      return true;
    }
    const kind = this.accessOf(context.getClass(), context.getHandler());
    if (kind === 'public') {
      return true;
    }
    const request = context.switchToHttp().getRequest<{ headers: Record<string, unknown>; user?: AuthUser }>();
    const header = request.headers.authorization;
    if (kind === 'optional' && !header) {
      return true;
    }
    const token = bearerToken(header);
    if (!token) {
      throw new UnauthorizedException('Unauthenticated');
    }
    // A bad or ended token is a 401 (AccessService throws UnauthorizedException); a failure to
    // check it (PostgreSQL unreachable) is not the member's fault and must not sign them out: it
    // goes on to the error filter (503).
    return this.sessions.authenticate(token).then((user) => {
      request.user = user;
      return true;
    });
  }

  private accessOf(controller: Type<unknown>, handler: RouteHandler): RouteAccess {
    let byHandler = this.access.get(controller);
    if (!byHandler) {
      byHandler = new WeakMap();
      this.access.set(controller, byHandler);
    }
    let kind = byHandler.get(handler);
    if (kind === undefined) {
      kind = routeAccess(this.reflector, controller, handler);
      byHandler.set(handler, kind);
    }
    return kind;
  }
}
