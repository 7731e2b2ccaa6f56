import { Injectable, UnauthorizedException, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { IS_PUBLIC } from '../../common/auth/decorators';

/** Global: every route needs a valid access token unless marked @Public(). 401 otherwise. */
@Injectable()
export class AccessGuard extends AuthGuard('jwt') {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  override canActivate(context: ExecutionContext) {
    if (context.getType() !== 'http') {
      return true;
    }
    const open = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [context.getHandler(), context.getClass()]);
    return open ? true : super.canActivate(context);
  }

  override handleRequest<T>(error: unknown, user: T): T {
    if (error || !user) {
      throw new UnauthorizedException('Unauthenticated');
    }
    return user;
  }
}
