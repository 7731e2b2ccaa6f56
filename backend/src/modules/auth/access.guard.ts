import { Injectable, UnauthorizedException, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { IS_OPTIONAL_AUTH, IS_PUBLIC } from '../../common/auth/decorators';

/**
 * Global: every route needs a valid access token unless marked @Public(). 401 otherwise. An
 * @OptionalAuth() route lets a request without a token through, and checks one that has it.
 */
@Injectable()
export class AccessGuard extends AuthGuard('jwt') {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  override canActivate(context: ExecutionContext) {
    if (context.getType() !== 'http') {
      return true;
    }
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) {
      return true;
    }
    const optional = this.reflector.getAllAndOverride<boolean>(IS_OPTIONAL_AUTH, targets);
    if (optional && !context.switchToHttp().getRequest<{ headers: Record<string, unknown> }>().headers.authorization) {
      return true;
    }
    return super.canActivate(context);
  }

  /**
   * A bad or ended token is a 401; a failure to check it (PostgreSQL unreachable) is not the
   * member's fault and must not sign them out: it goes on to the error filter (503).
   */
  override handleRequest<T>(error: unknown, user: T): T {
    if (error && !(error instanceof UnauthorizedException)) {
      throw error;
    }
    if (error || !user) {
      throw new UnauthorizedException('Unauthenticated');
    }
    return user;
  }
}
