import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import type { AuthUser } from '../../common/auth/auth-user';
import { AppConfig } from '../../config/app-config';
import { AccessService } from './access.service';
import { accessTokenKey, type AccessClaims } from './tokens.service';

/** passport-jwt: the bearer access token, HS256, then the session and ban check. */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    config: AppConfig,
    private readonly access: AccessService,
  ) {
    const key = accessTokenKey(config.jwtSecret);
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      // jsonwebtoken takes the KeyObject as it is; passport-jwt's types predate KeyObject.
      secretOrKeyProvider: (_request: unknown, _token: string, done: (error: null, key: Buffer) => void) => done(null, key as unknown as Buffer),
      algorithms: ['HS256'],
      ignoreExpiration: false,
    });
  }

  validate(claims: AccessClaims): Promise<AuthUser> {
    return this.access.fromClaims(claims);
  }
}
