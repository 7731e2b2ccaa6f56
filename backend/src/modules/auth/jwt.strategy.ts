import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import type { AuthUser } from '../../common/auth/auth-user';
import { AppConfig } from '../../config/app-config';
import { AccessService } from './access.service';
import type { AccessClaims } from './tokens.service';

/** passport-jwt: the bearer access token, HS256, then the session and ban check. */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    config: AppConfig,
    private readonly access: AccessService,
  ) {
    super({ jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(), secretOrKey: config.jwtSecret, algorithms: ['HS256'], ignoreExpiration: false });
  }

  validate(claims: AccessClaims): Promise<AuthUser> {
    return this.access.fromClaims(claims);
  }
}
