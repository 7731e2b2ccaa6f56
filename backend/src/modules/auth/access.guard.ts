import { Injectable, UnauthorizedException, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { AuthUser } from '../../common/auth/auth-user';
import { IS_OPTIONAL_AUTH, IS_PUBLIC } from '../../common/auth/decorators';
import { AccessService } from './access.service';

type Access = 'public' | 'optional' | 'members';

/** `Bearer <token>` (scheme in any case, as passport-jwt read it); undefined otherwise. */
export function bearerToken(header: unknown): string | undefined {
  if (typeof header !== 'string') {
    return undefined;
  }
  const match = /^\s*(\S+)\s+(\S+)\s*$/.exec(header);
  return match && match[1].toLowerCase() === 'bearer' ? match[2] : undefined;
}

/**
 * Global: every route needs a valid access token unless marked @Public(). 401 otherwise. An
 * @OptionalAuth() route lets a request without a token through, and checks one that has it.
 *
 * The token goes straight to AccessService (JWT, then the session and ban check), which is what
 * passport-jwt's strategy called too; passport's per-request machinery (a strategy object made
 * per request, its callbacks) is gone. What a route needs is read from its metadata once per
 * handler, not on every request.
 */
@Injectable()
export class AccessGuard implements CanActivate {
  /** What each route needs, by controller class and handler. */
  private readonly access = new WeakMap<object, WeakMap<object, Access>>();

  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: AccessService,
  ) {}

  canActivate(context: ExecutionContext): boolean | Promise<boolean> {
    if (context.getType() !== 'http') {
      return true;
    }
    const kind = this.accessOf(context);
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

  private accessOf(context: ExecutionContext): Access {
    const handler = context.getHandler();
    const controller = context.getClass();
    let byHandler = this.access.get(controller);
    if (!byHandler) {
      byHandler = new WeakMap();
      this.access.set(controller, byHandler);
    }
    let kind = byHandler.get(handler);
    if (kind === undefined) {
      const targets = [handler, controller];
      kind = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)
        ? 'public'
        : this.reflector.getAllAndOverride<boolean>(IS_OPTIONAL_AUTH, targets)
          ? 'optional'
          : 'members';
      byHandler.set(handler, kind);
    }
    return kind;
  }
}
