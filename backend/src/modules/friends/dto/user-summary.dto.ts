import { ApiProperty } from '@nestjs/swagger';
import { USER_STATUSES, type UserStatus } from '../../users/entities/user.entity';

/**
 * What any member may see of another: name, username, avatar and presence. Never the email.
 *
 * Presence follows spec §4 and is reported as one of three combinations: online
 * (`is_online: true, status: 'online'`), away (`true, 'away'`) or offline (`false, 'offline'`). A
 * member who chose the status "offline" appears offline even while connected.
 */
export class UserSummaryDto {
  @ApiProperty({ example: 7 }) id!: number;
  @ApiProperty({ example: 'José' }) first_name!: string;
  @ApiProperty({ example: 'Álvarez' }) last_name!: string;
  @ApiProperty({ example: 'jose' }) username!: string;
  @ApiProperty({ type: String, nullable: true, description: 'File name; the image is at /storage/avatars/<file>, its thumbnail at /storage/avatars/thumbs/<file>' })
  avatar!: string | null;
  @ApiProperty({ description: 'True while the member is connected and has not chosen to appear offline' })
  is_online!: boolean;
  @ApiProperty({ enum: USER_STATUSES, enumName: 'UserStatus', description: "'offline' whenever is_online is false" })
  status!: UserStatus;
}

/** A row selected with `userSummaryColumns`. */
export interface UserSummaryRow {
  id: number;
  first_name: string;
  last_name: string;
  username: string;
  avatar: string | null;
  is_online: boolean;
  status: UserStatus;
}

/** The public presence of users row `u`, as SQL: the two columns of the summary. */
export const publicPresenceSql = (u: string) =>
  `(${u}.is_online and ${u}.status <> 'offline') as is_online,
   case when ${u}.is_online then ${u}.status else 'offline' end as status`;

/** The columns of a user summary, from users row alias `u`, for plain SQL reads. */
export const userSummaryColumns = (u: string) =>
  `${u}.id, ${u}.first_name, ${u}.last_name, ${u}.username, ${u}.avatar, ${publicPresenceSql(u)}`;

/** The one place that decides what of another member leaves the server. */
export function toUserSummaryDto(row: UserSummaryRow): UserSummaryDto {
  return {
    id: row.id,
    first_name: row.first_name,
    last_name: row.last_name,
    username: row.username,
    avatar: row.avatar,
    is_online: row.is_online,
    status: row.status,
  };
}
