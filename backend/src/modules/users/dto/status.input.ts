import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { USER_STATUSES, type UserStatus } from '../../../common/users/user-status';
import { MSG } from '../../../common/validation/messages';

export class StatusDto {
  @ApiProperty({ enum: USER_STATUSES, enumName: 'UserStatus' })
  @IsIn(USER_STATUSES, { message: MSG.statusInvalid })
  status!: UserStatus;
}
