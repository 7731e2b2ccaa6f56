import { ForbiddenException, Injectable } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { TWO_FACTOR_MSG } from '../validation/messages';
import type { AuthUser } from './auth-user';
import { SecondFactorCheck } from './session-ports';

/**
 * REQUIRE_2FA_FOR_STAFF, checked wherever a moderator uses a moderator's power: the moderator API
 * (RolesGuard) and the powers over others' content in the member API (forum threads and replies).
 */
@Injectable()
export class StaffGate {
  constructor(
    private readonly config: AppConfig,
    private readonly secondFactor: SecondFactorCheck,
  ) {}

  /** 403 "Turn on two-factor authentication…" when the site requires a second factor and the caller has none. */
  async assertSecondFactor(user: AuthUser): Promise<void> {
    if (this.config.require2faForStaff && !(await this.secondFactor.hasSecondFactor(user))) {
      throw new ForbiddenException(TWO_FACTOR_MSG.staffRequired);
    }
  }
}
