import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query, Req, Res } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiParam, ApiProduces } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser, MembersApi } from '../../common/auth/decorators';
import { IdPipe } from '../../common/http/id.pipe';
import { ApiDataResponse, ApiErrors, ApiMultipart } from '../../common/openapi/decorators';
import { ApiPagedResponse, type Page } from '../../common/paging/paging';
import { CONTENT_IMAGE_MAX_BYTES } from '../../common/uploads/images';
import { imageFile, readMultipart } from '../../common/uploads/multipart';
import { UserSummaryDto } from '../../common/users/user-summary';
import { COMMUNITY_MSG } from '../../common/validation/messages';
import { CategoriesRepository, CategoryListDto } from '../../common/content/categories';
import { CreateEventDto, RsvpDto, UpdateEventDto } from './dto/event-form.dto';
import { AttendeesQueryDto, EventQueryDto } from './dto/event-query.dto';
import { EventDto, EventSummaryDto } from './dto/event.dto';
import { EventsService } from './events.service';

const EVENT_FILES = { image: imageFile(CONTENT_IMAGE_MAX_BYTES) };
const EventId = new IdPipe(COMMUNITY_MSG.eventNotFound);

/** Events and the answers of members. */
@MembersApi('events')
@Controller('events')
export class EventsController {
  constructor(
    private readonly events: EventsService,
    private readonly categories: CategoriesRepository,
  ) {}

  @Get('categories')
  @ApiOperation({ summary: 'The event categories' })
  @ApiOkResponse({ type: CategoryListDto })
  async listEventCategories(): Promise<CategoryListDto> {
    return { data: await this.categories.list('event') };
  }

  @Get()
  @ApiOperation({ summary: 'Events by start time (order=asc for the soonest first); upcoming or past, search, category and organiser filters' })
  @ApiPagedResponse(EventSummaryDto)
  listEvents(@CurrentUser() me: AuthUser, @Query() query: EventQueryDto): Promise<Page<EventSummaryDto>> {
    return this.events.list(me, query);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One event, with my answer, the counts and some attendees' })
  @ApiParam({ name: 'id', type: Number })
  @ApiDataResponse(EventDto)
  @ApiErrors(404)
  async getEvent(@CurrentUser() me: AuthUser, @Param('id', EventId) id: number): Promise<{ data: EventDto }> {
    return { data: await this.events.get(me, id) };
  }

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

  @Post()
  @ApiOperation({ summary: 'Create an event: title, category, start, optional end, location, description, optional capacity and image' })
  @ApiMultipart(CreateEventDto, EVENT_FILES)
  @ApiDataResponse(EventDto, 201)
  async createEvent(@CurrentUser() me: AuthUser, @Req() req: FastifyRequest): Promise<{ data: EventDto }> {
    const form = await readMultipart(req, CreateEventDto, EVENT_FILES);
    return { data: await this.events.create(me, form.fields, form.files.image?.data) };
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Edit my event: the fields sent change; an image sent replaces the old one' })
  @ApiParam({ name: 'id', type: Number })
  @ApiMultipart(UpdateEventDto, EVENT_FILES)
  @ApiDataResponse(EventDto)
  @ApiErrors(403, 404)
  async updateEvent(@CurrentUser() me: AuthUser, @Param('id', EventId) id: number, @Req() req: FastifyRequest): Promise<{ data: EventDto }> {
    const form = await readMultipart(req, UpdateEventDto, EVENT_FILES);
    return { data: await this.events.update(me, id, form.fields, form.files.image?.data) };
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete my event, with its answers and image' })
  @ApiParam({ name: 'id', type: Number })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiErrors(403, 404)
  async deleteEvent(@CurrentUser() me: AuthUser, @Param('id', EventId) id: number): Promise<void> {
    await this.events.remove(me, id);
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
