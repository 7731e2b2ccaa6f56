import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional } from 'class-validator';
import { PageQueryDto } from '../../../common/paging/paging';
import { USER_STATUSES, type UserStatus } from '../../users';
import { FRIEND_MSG } from '../../../common/validation/messages';
import { FRIEND_SORTS, SEARCH_MAX_LENGTH, SearchText, type FriendSort } from '../../friends';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class OnlinesQueryDto extends PageQueryDto {
  @ApiPropertyOptional({
    enum: FRIEND_SORTS,
    enumName: 'FriendSort',
    default: 'recent',
    description: '`recent`: who came online most recently first (order defaults to desc); `name`: by first then last name (order defaults to asc)',
  })
  @IsOptional()
  @IsIn(FRIEND_SORTS, { message: FRIEND_MSG.sort })
  sort?: FriendSort;

  @ApiPropertyOptional({ maxLength: SEARCH_MAX_LENGTH, description: 'Only friends whose name or username contains these words' })
  @IsOptional()
  @Transform(trim)
  @SearchText(0)
  search?: string;
}

/**
 * A member's presence as others see it (spec §4), also the payload of the `presence.changed`
 * realtime event: online (`is_online: true, status: 'online'`), away (`true, 'away'`) or
 * offline (`false, 'offline'`).
 */
export class PresenceDto {
  @ApiProperty({ example: 7 }) user_id!: number;
  @ApiProperty({ enum: USER_STATUSES, enumName: 'UserStatus' }) status!: UserStatus;
  @ApiProperty() is_online!: boolean;
}

export class PresenceResponseDto {
  @ApiProperty({ type: PresenceDto }) data!: PresenceDto;
}
