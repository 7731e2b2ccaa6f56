import { EntityManager } from '@mikro-orm/postgresql';
import { ConflictException, Injectable } from '@nestjs/common';
import { found } from '../../common/access/ownership';
import type { AuthUser } from '../../common/auth/auth-user';
import { DomainEvents } from '../../common/outbox/domain-events';
import { ValidationFailedException } from '../../common/errors/validation';
import { pageParams, type Page, type PageQueryDto } from '../../common/paging/paging';
import { excerpt } from '../../common/sql/fragments';
import { contentImage } from '../../common/uploads/images';
import type { UserSummaryDto } from '../../common/users/user-summary';
import { COMMUNITY_MSG } from '../../common/validation/messages';
import { AppConfig } from '../../config/app-config';
import { ContentAccess } from '../../common/content/content-access';
import { EVENT } from '../../common/content/content-kinds';
import { ContentWriter, type WrittenKind } from '../../common/content/content-writer';
import { WrittenContentService } from '../../common/content/content.service';
import type { CreateEventDto, RsvpStatus, UpdateEventDto } from './dto/event.input';
import type { EventQueryDto } from './dto/event-query.input';
import type { EventDto, EventSummaryDto } from './dto/event.dto';
import { EventsRepository } from './events.repository';
import { toIcs } from './ics';

/** An event's image: /storage/events/<file>, thumbnail /storage/events/thumbs/<file>. */
export const EVENT_IMAGE = contentImage('events');
const EVENT_WRITES: WrittenKind = { kind: EVENT, categories: 'event', image: EVENT_IMAGE, markdown: 'description' };

/** Events: when and where, a capacity, members' answers (going, interested, not going), a calendar file. */
@Injectable()
export class EventsService extends WrittenContentService<EventDto, EventSummaryDto, EventQueryDto, CreateEventDto, UpdateEventDto> {
  constructor(
    private readonly em: EntityManager,
    private readonly events: EventsRepository,
    access: ContentAccess,
    writer: ContentWriter,
    private readonly bus: DomainEvents,
    private readonly config: AppConfig,
  ) {
    super(events, EVENT_WRITES, access, writer);
  }

  /** The end must come after the start (422 on `ends_at`); an edit is checked against the dates it keeps. */
  protected override async check(dto: CreateEventDto | UpdateEventDto, id?: number): Promise<void> {
    let { starts_at: startsAt, ends_at: endsAt }: { starts_at?: Date | string; ends_at?: Date | string | null } = dto;
    if (id !== undefined) {
      if (startsAt === undefined && endsAt === undefined) {
        return;
      }
      const current = found(await this.events.dates(id), EVENT.notFound);
      startsAt ??= current.starts_at;
      endsAt ??= current.ends_at;
    }
    if (endsAt !== null && endsAt !== undefined && new Date(endsAt).getTime() <= new Date(startsAt!).getTime()) {
      throw ValidationFailedException.field('ends_at', COMMUNITY_MSG.endsBeforeStart);
    }
  }

  /**
   * My answer: going (409 when the event is full), interested or not going. Answering the same
   * again changes nothing; the organiser hears when I newly go or am interested.
   */
  async rsvp(me: AuthUser, id: number, status: RsvpStatus): Promise<EventDto> {
    const event = await this.access.visible(EVENT, me.id, id);
    await this.em.transactional(async (tx) => {
      const result = await this.events.rsvp(event.id, me.id, status, tx);
      if (!result) {
        throw new ConflictException(COMMUNITY_MSG.eventFull);
      }
      if (status !== 'not_going' && result.previous !== status && event.user_id !== me.id) {
        await this.bus.record(tx, 'event.answered', { eventId: event.id, userId: me.id, organizerId: event.user_id, status, excerpt: excerpt(event.title) });
      }
    });
    return this.get(me, event.id);
  }

  async withdraw(me: AuthUser, id: number): Promise<EventDto> {
    const event = await this.access.visible(EVENT, me.id, id);
    await this.events.withdraw(event.id, me.id);
    return this.get(me, event.id);
  }

  async attendees(me: AuthUser, id: number, status: RsvpStatus, query: PageQueryDto): Promise<Page<UserSummaryDto>> {
    const event = await this.access.visible(EVENT, me.id, id);
    return this.events.attendees(me.id, event.id, status, pageParams(query));
  }

  /** The event as a calendar file. */
  async calendar(me: AuthUser, id: number): Promise<string> {
    const event = await this.get(me, id);
    return toIcs({
      uid: `event-${event.id}@${new URL(this.config.publicUrl).hostname}`,
      title: event.title,
      description: event.description,
      location: event.location,
      url: `${this.config.publicUrl}/events/${event.id}`,
      starts_at: new Date(event.starts_at),
      ends_at: event.ends_at === null ? null : new Date(event.ends_at),
      stamp: new Date(event.updated_at),
    });
  }
}
