import { ApiProperty } from '@nestjs/swagger';
import { wordsFilter } from '../sql/fragments';
import { USER_STATUSES, type UserStatus } from './user-status';

/**
 * What any member may see of another: name, username, avatar and presence. Never the email.
 *
 * Presence is reported as one of three combinations: online (`is_online: true, status: 'online'`),
 * away (`true, 'away'`) or offline (`false, 'offline'`). A member who chose the status "offline"
 * appears offline even while connected.
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

/** A row selected with `userSummaryColumns` (or the object of `userSummaryJson`). */
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

/** The same summary as one JSON column (e.g. `${userSummaryJson('u')} as author`); map it with toUserSummaryDto. */
export const userSummaryJson = (u: string) =>
  `json_build_object('id', ${u}.id, 'first_name', ${u}.first_name, 'last_name', ${u}.last_name,
    'username', ${u}.username, 'avatar', ${u}.avatar,
    'is_online', ${u}.is_online and ${u}.status <> 'offline',
    'status', case when ${u}.is_online then ${u}.status else 'offline' end)`;

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

/**
 * The text a member is searched by: first name, last name and username, lower case, no accents
 * (`users.search_name`, a stored generated column with the trigram index `users_search_trgm`).
 * A search term is normalized the same way with `immutable_unaccent(lower(…))`.
 */
export const searchableSql = (u: string) => `${u}.search_name`;

/** Every word must occur in the member's name or username, ignoring case and accents. */
export const nameFilter = (u: string, words: string[]) => wordsFilter(searchableSql(u), words);
