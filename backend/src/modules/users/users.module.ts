import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { ProfileController } from './profile.controller';

/** The member's own profile endpoints; the services live with auth, which needs them to sign in. */
@Module({
  imports: [AuthModule],
  controllers: [ProfileController],
})
export class UsersModule {}
