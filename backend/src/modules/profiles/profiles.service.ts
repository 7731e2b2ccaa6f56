import { Injectable, NotFoundException } from '@nestjs/common';
import type { AuthUser } from '../../common/auth/auth-user';
import type { UserProfileDto } from './dto/user-profile.dto';
import { ProfilesRepository } from './profiles.repository';
import { MSG } from '../../common/validation/messages';

/** Other members' profiles. */
@Injectable()
export class ProfilesService {
  constructor(private readonly profiles: ProfilesRepository) {}

  async get(me: AuthUser, username: string): Promise<UserProfileDto> {
    const profile = await this.profiles.findByUsername(me.id, username);
    if (!profile) {
      throw new NotFoundException(MSG.userNotFound);
    }
    return profile;
  }
}
