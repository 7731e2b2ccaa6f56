import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { PageQueryDto } from '../../../common/paging/paging';
import { COMMUNITY_MSG } from '../../../common/validation/messages';
import { CategorizedQueryDto } from '../../../common/content/dto/content-query.input';
import { EVENT_PERIODS, RSVP_STATUSES, type EventPeriod, type RsvpStatus } from './event.input';

/** The events list: ordered by start time (`order`, default desc), optionally upcoming or past only. */
export class EventQueryDto extends CategorizedQueryDto {
  @ApiPropertyOptional({ enum: EVENT_PERIODS, enumName: 'EventPeriod', description: 'upcoming: not over yet; past: over' })
  @IsOptional()
  @IsIn(EVENT_PERIODS, { message: 'when must be upcoming or past' })
  when?: EventPeriod;
}

/** The attendees list: whose answers (default going). */
export class AttendeesQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: RSVP_STATUSES, enumName: 'RsvpStatus', default: 'going' })
  @IsOptional()
  @IsIn(RSVP_STATUSES, { message: COMMUNITY_MSG.rsvpStatus })
  status?: RsvpStatus;
}
