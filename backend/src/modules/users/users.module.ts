import { Module } from '@nestjs/common';
import { UploadsModule } from '../../common/uploads/uploads.module';
import { LanguageController } from './language.controller';
import { ProfileController } from './profile.controller';
import { UsersRepository } from './users.repository';
import { UsersService } from './users.service';
import { UsersMemberData } from './users.member-data';

/** Members' accounts and the signed-in member's profile endpoints; auth builds sign-in on them. */
@Module({
  imports: [UploadsModule],
  controllers: [ProfileController, LanguageController],
  providers: [UsersMemberData, UsersRepository, UsersService],
  exports: [UsersRepository, UsersService],
})
export class UsersModule {}
