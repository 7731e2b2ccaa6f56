import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiProduces } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser, MembersApi } from '../../common/auth/decorators';
import { IdPipe } from '../../common/http/id.pipe';
import { ApiDataResponse, ApiErrors } from '../../common/openapi/decorators';
import { ApiPagedResponse, type Page } from '../../common/paging/paging';
import { UserSummaryDto } from '../../common/users/user-summary';
import { COMMUNITY_MSG } from '../../common/validation/messages';
import { RsvpDto } from './dto/event.input';
import { AttendeesQueryDto } from './dto/event-query.input';
import { EventDto } from './dto/event.dto';
import { EventsService } from './events.service';

const EventId = new IdPipe(COMMUNITY_MSG.eventNotFound);

/** What events have beyond their content type's routes (events.content-type): members' answers and the calendar file. */
@MembersApi('events')
@Controller('events')
export class EventsController {
  constructor(private readonly events: EventsService) {}

  @Get(':id/ics')
  @ApiOperation({ summary: 'The event as an iCalendar file, to add it to a calendar' })
  @ApiParam({ name: 'id', type: Number })
  @ApiProduces('text/calendar')
  @ApiOkResponse({ description: 'An iCalendar (RFC 5545) file', schema: { type: 'string' } })
  @ApiErrors(404)
  async getEventCalendar(@CurrentUser() me: AuthUser, @Param('id', EventId) id: number, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    const ics = await this.events.calendar(me, id);
    void reply.header('content-type', 'text/calendar; charset=utf-8').header('content-disposition', `attachment; filename="event-${id}.ics"`);
    return ics;
  }

  @Get(':id/attendees')
  @ApiOperation({ summary: 'The members who answered going (or `status`), latest answers first' })
  @ApiParam({ name: 'id', type: Number })
  @ApiPagedResponse(UserSummaryDto)
  @ApiErrors(404)
  listEventAttendees(
    @CurrentUser() me: AuthUser,
    @Param('id', EventId) id: number,
    @Query() query: AttendeesQueryDto,
  ): Promise<Page<UserSummaryDto>> {
    return this.events.attendees(me, id, query.status ?? 'going', query);
  }

  @Post(':id/rsvp')
  @HttpCode(200)
  @ApiOperation({ summary: 'Answer: going, interested or not going; answers the event with its new counts' })
  @ApiParam({ name: 'id', type: Number })
  @ApiDataResponse(EventDto)
  @ApiErrors({ 409: 'The event is full' }, 404)
  async rsvpEvent(@CurrentUser() me: AuthUser, @Param('id', EventId) id: number, @Body() dto: RsvpDto): Promise<{ data: EventDto }> {
    return { data: await this.events.rsvp(me, id, dto.status) };
  }

  @Delete(':id/rsvp')
  @ApiOperation({ summary: 'Take my answer back (idempotent)' })
  @ApiParam({ name: 'id', type: Number })
  @ApiDataResponse(EventDto)
  @ApiErrors(404)
  async withdrawEventRsvp(@CurrentUser() me: AuthUser, @Param('id', EventId) id: number): Promise<{ data: EventDto }> {
    return { data: await this.events.withdraw(me, id) };
  }
}
