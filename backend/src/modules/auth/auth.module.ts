import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { ThrottlerModule } from '@nestjs/throttler';
import { AuthThrottleGuard, authThrottleOptions } from '../../common/throttle/auth-throttle';
import { AppConfig } from '../../config/app-config';
import { RedisConnections } from '../../redis/redis.module';
import { UsersRepository } from '../users/users.repository';
import { UsersService } from '../users/users.service';
import { UploadsModule } from '../../common/uploads/uploads.module';
import { AccessGuard } from './access.guard';
import { AccessService } from './access.service';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { JwtStrategy } from './jwt.strategy';
import { TokensService } from './tokens.service';

@Module({
  imports: [
    PassportModule,
    UploadsModule,
    JwtModule.register({}),
    ThrottlerModule.forRootAsync({ inject: [AppConfig, RedisConnections], useFactory: authThrottleOptions }),
  ],
  controllers: [AuthController],
  providers: [
    AuthService,
    TokensService,
    AccessService,
    JwtStrategy,
    AuthThrottleGuard,
    UsersRepository,
    UsersService,
    { provide: APP_GUARD, useClass: AccessGuard },
  ],
  exports: [AccessService, TokensService, UsersRepository, UsersService],
})
export class AuthModule {}
