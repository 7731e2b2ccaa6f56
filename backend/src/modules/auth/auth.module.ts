import { Global, Module, type OnModuleInit } from '@nestjs/common';
import { DomainEvents } from '../../common/outbox/domain-events';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { ThrottlerModule } from '@nestjs/throttler';
import { AuthThrottleGuard, authThrottleOptions } from '../../common/throttle/auth-throttle';
import { SignInAttempts } from '../../common/throttle/sign-in-attempts';
import { WriteLimitGuard } from '../../common/throttle/write-limit';
import { AppConfig } from '../../config/app-config';
import { RedisConnections } from '../../redis/redis.module';
import { UsersModule } from '../users';
import { SecondFactorCheck, SessionAuthenticator, SessionRevoker } from '../../common/auth/session-ports';
import { StaffGate } from '../../common/auth/staff-gate';
import { UploadsModule } from '../../common/uploads/uploads.module';
import { AccessGuard } from './access.guard';
import { AccessService } from './access.service';
import { SessionCache } from './session-cache';
import { NewSignInMail } from './new-sign-in.mail';
import { SessionActivity } from './session-activity';
import { SessionsController } from './sessions.controller';
import { SessionsService } from './sessions.service';
import { AuthController } from './auth.controller';
import { EmailChangeConfirmer } from '../../common/auth/email-ports';
import { EmailVerificationController } from './email-verification.controller';
import { EmailVerificationService } from './email-verification.service';
import { AuthService } from './auth.service';
import { accessTokenKey, TokensService } from './tokens.service';
import { AuthMemberData } from './auth.member-data';
import { PasskeyLoginController, PasskeysController } from './passkeys.controller';
import { PasskeysService } from './passkeys.service';
import { TwoFactorController } from './two-factor.controller';
import { TwoFactorService } from './two-factor.service';

/** Global: every domain's guards, and realtime's socket sign-in, use the session ports it provides. */
@Global()
@Module({
  imports: [
    UsersModule,
    UploadsModule,
    JwtModule.registerAsync({ inject: [AppConfig], useFactory: (config: AppConfig) => ({ secret: accessTokenKey(config.jwtSecret) }) }),
    ThrottlerModule.forRootAsync({ inject: [AppConfig, RedisConnections], useFactory: authThrottleOptions }),
  ],
  controllers: [AuthController, SessionsController, EmailVerificationController, TwoFactorController, PasskeysController, PasskeyLoginController],
  providers: [
    AuthMemberData,
    AuthService,
    TokensService,
    SessionsService,
    SessionActivity,
    NewSignInMail,
    SignInAttempts,
    AccessService,
    SessionCache,
    AuthThrottleGuard,
    TwoFactorService,
    PasskeysService,
    { provide: SecondFactorCheck, useExisting: TwoFactorService },
    StaffGate,
    { provide: SessionAuthenticator, useExisting: AccessService },
    { provide: SessionRevoker, useExisting: TokensService },
    EmailVerificationService,
    { provide: EmailChangeConfirmer, useExisting: EmailVerificationService },
    { provide: APP_GUARD, useClass: AccessGuard },
    // After AccessGuard, which sets the member it counts (global guards run in this order).
    { provide: APP_GUARD, useClass: WriteLimitGuard },
  ],
  exports: [
    AccessService,
    SessionCache,
    TokensService,
    TwoFactorService,
    SessionAuthenticator,
    SessionRevoker,
    EmailChangeConfirmer,
    SecondFactorCheck,
    StaffGate,
    UsersModule,
  ],
})
export class AuthModule implements OnModuleInit {
  constructor(
    private readonly events: DomainEvents,
    private readonly tokens: TokensService,
  ) {}

  /** A ban ends every session of the member (their sockets are then closed too). */
  onModuleInit(): void {
    this.events.on('user.banned', ({ userId }) => this.tokens.revokeUserSessions(userId, 'banned'));
  }
}
