import { ApiProperty } from '@nestjs/swagger';
import type { NotificationType } from '../../../realtime/events';
import { toUserSummaryDto, UserSummaryDto } from '../../friends/dto/user-summary.dto';
import { NOTIFICATION_TYPES } from '../entities/notification.entity';

export class NotificationDto {
  @ApiProperty({ example: 5 }) id!: number;
  @ApiProperty({ enum: NOTIFICATION_TYPES, enumName: 'NotificationType' }) type!: NotificationType;
  @ApiProperty({ type: String, format: 'date-time' }) created_at!: string;
  @ApiProperty({ type: UserSummaryDto, description: 'Who did it' }) user!: UserSummaryDto;
  @ApiProperty({ type: String, nullable: true, description: 'The start of the comment (CommentedPost) or of the liked post (LikedPost)' })
  description!: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'The post liked or commented on' }) post_id!: number | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When I saw it; null while unread' })
  read_at!: string | null;
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
  post_id: number | null;
  read_at: Date | null;
}

export function toNotificationDto(row: NotificationRow): NotificationDto {
  return {
    id: row.id,
    type: row.type,
    created_at: new Date(row.created_at).toISOString(),
    user: toUserSummaryDto(row.actor),
    description: row.description,
    post_id: row.post_id,
    read_at: row.read_at === null ? null : new Date(row.read_at).toISOString(),
  };
}
