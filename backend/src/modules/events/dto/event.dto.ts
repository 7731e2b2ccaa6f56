import { ApiProperty } from '@nestjs/swagger';
import { toUserSummaryDto, UserSummaryDto } from '../../../common/users/user-summary';
import { CategoryDto } from '../../../common/content/categories';
import { ContentItemDto, toContentItemFields, type ContentItemRow, type WrittenItemRow } from '../../../common/content/dto/content-item.dto';
import { RSVP_STATUSES, type RsvpStatus } from './event.input';
import { toIso, toIsoOrNull } from '../../../common/time/timestamps';

/** An event in a list. */
export class EventSummaryDto extends ContentItemDto {
  @ApiProperty({ example: 9 }) id!: number;
  @ApiProperty({ example: 'Sunday ride along the river' }) title!: string;
  @ApiProperty({ type: CategoryDto }) category!: CategoryDto;
  @ApiProperty({ example: 'The old bridge, Porto' }) location!: string;
  @ApiProperty({ description: 'The start of the description as plain text, at most 280 characters' }) excerpt!: string;
  @ApiProperty({ type: String, format: 'date-time' }) starts_at!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) ends_at!: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'How many can go; null: no limit' }) capacity!: number | null;
  @ApiProperty({ type: String, nullable: true, description: 'File name; the image is at /storage/events/<file>, its thumbnail at /storage/events/thumbs/<file>' })
  image!: string | null;
  @ApiProperty({ example: 12 }) going_count!: number;
  @ApiProperty({ example: 4 }) interested_count!: number;
  @ApiProperty({ description: 'True when as many are going as the capacity allows' }) is_full!: boolean;
  @ApiProperty({ description: 'True once it has ended (or started, without an end)' }) is_past!: boolean;
  @ApiProperty({ enum: RSVP_STATUSES, enumName: 'RsvpStatus', nullable: true, description: 'My answer; null when I have not answered' })
  my_rsvp!: RsvpStatus | null;
  @ApiProperty({ type: [UserSummaryDto], description: 'Up to 5 members going, latest answers first' }) attendees!: UserSummaryDto[];
}

/** An event's page: also its description. */
export class EventDto extends EventSummaryDto {
  @ApiProperty({ description: 'The Markdown the organiser wrote' }) description!: string;
  @ApiProperty({ description: 'The description rendered to HTML: raw HTML escaped, links safe' }) description_html!: string;
}

export interface EventRow extends ContentItemRow, WrittenItemRow {
  location: string;
  starts_at: Date;
  ends_at: Date | null;
  capacity: number | null;
  going_count: number;
  interested_count: number;
  is_past: boolean;
  my_rsvp: RsvpStatus | null;
  attendees: UserSummaryDto[];
  description?: string;
  description_html?: string;
}

export function toEventSummaryDto(row: EventRow): EventSummaryDto {
  return {
    id: row.id,
    title: row.title,
    category: row.category,
    location: row.location,
    excerpt: row.excerpt,
    starts_at: toIso(row.starts_at),
    ends_at: toIsoOrNull(row.ends_at),
    capacity: row.capacity,
    image: row.image,
    going_count: row.going_count,
    interested_count: row.interested_count,
    is_full: row.capacity !== null && row.going_count >= row.capacity,
    is_past: row.is_past,
    my_rsvp: row.my_rsvp,
    attendees: row.attendees.map(toUserSummaryDto),
    ...toContentItemFields(row),
  };
}

export function toEventDto(row: EventRow): EventDto {
  return { ...toEventSummaryDto(row), description: row.description ?? '', description_html: row.description_html ?? '' };
}
