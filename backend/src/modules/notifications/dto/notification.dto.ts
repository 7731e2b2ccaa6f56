import { ApiProperty } from '@nestjs/swagger';
import { NOTIFICATION_STATES, type NotificationState, type NotificationSubject, type NotificationType } from '../../../realtime/socket-events';
import { toUserSummaryDto, UserSummaryDto } from '../../../common/users/user-summary';
import { NOTIFICATION_TYPES } from '../entities/notification.entity';
import { toIso, toIsoOrNull } from '../../../common/time/timestamps';

/** What a notification is about: a kind of row and its id. */
export class NotificationSubjectDto implements NotificationSubject {
  @ApiProperty({ example: 'post', description: "The kind of row: 'user', 'post', or another domain's kind" }) type!: string;
  @ApiProperty({ example: 12 }) id!: number;
}

export class NotificationDto {
  @ApiProperty({ example: 5 }) id!: number;
  @ApiProperty({ enum: NOTIFICATION_TYPES, enumName: 'NotificationType' }) type!: NotificationType;
  @ApiProperty({ type: String, format: 'date-time' }) created_at!: string;
  @ApiProperty({ type: UserSummaryDto, description: 'Who did it' }) user!: UserSummaryDto;
  @ApiProperty({ type: String, nullable: true, description: 'The start of the comment (CommentedPost) or of the liked post (LikedPost); the listing’s title (ListingMatch, ListingExpiring)' })
  description!: string | null;
  @ApiProperty({
    type: NotificationSubjectDto,
    nullable: true,
    description:
      'What it is about: the post liked or commented on (`post`), the member who asked or accepted (`user`), the listing (its section’s path, e.g. `marketplaces`)',
  })
  subject!: NotificationSubjectDto | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When I saw it; null while unread' })
  read_at!: string | null;
  @ApiProperty({
    enum: NOTIFICATION_STATES,
    enumName: 'NotificationState',
    nullable: true,
    description: 'A FriendRequest: `pending` (it can be accepted or declined), `accepted`, or `gone` (withdrawn or declined). Null for the other types.',
  })
  state!: NotificationState | null;
}

export class UnreadNotificationsDto {
  @ApiProperty({ example: 3, description: 'My unread notifications' }) un_read!: number;
}

export interface NotificationRow {
  id: number;
  type: NotificationType;
  created_at: Date;
  actor: UserSummaryDto;
  description: string | null;
  subject_type: string | null;
  subject_id: number | null;
  read_at: Date | null;
  state: NotificationState | null;
}

export function toNotificationDto(row: NotificationRow): NotificationDto {
  return {
    id: row.id,
    type: row.type,
    created_at: toIso(row.created_at),
    user: toUserSummaryDto(row.actor),
    description: row.description,
    subject: row.subject_type === null || row.subject_id === null ? null : { type: row.subject_type, id: row.subject_id },
    read_at: toIsoOrNull(row.read_at),
    state: row.state,
  };
}
