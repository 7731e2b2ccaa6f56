import { EVENT } from '../../common/content/content-kinds';
import { imageMedia, type ContentTypeSpec } from '../../common/content/content-type';
import { CreateEventDto, UpdateEventDto } from './dto/event.input';
import { EventQueryDto } from './dto/event-query.input';
import { EventDto, EventSummaryDto } from './dto/event.dto';

/** Events: when and where, a category, a capacity and an optional image; answers and calendar files are events.controller's. */
export const EVENTS: ContentTypeSpec = {
  kind: EVENT,
  path: 'events',
  singular: 'Event',
  plural: 'Events',
  categories: 'event',
  dtos: { item: EventDto, summary: EventSummaryDto, query: EventQueryDto, create: CreateEventDto, update: UpdateEventDto },
  media: imageMedia(),
  edit: 'multipart',
  summaries: {
    categories: 'The event categories',
    list: 'Events by start time (order=asc for the soonest first); upcoming or past, search, category and organiser filters',
    get: 'One event, with my answer, the counts and some attendees',
    create: 'Create an event: title, category, start, optional end, location, description, optional capacity and image',
    update: 'Edit my event: the fields sent change; an image sent replaces the old one',
    remove: 'Delete my event, with its answers and image',
  },
};
