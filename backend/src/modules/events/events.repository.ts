import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { Page, PageParams } from '../../common/paging/paging';
import { direction, ME_CTE, notBlocked } from '../../common/sql/fragments';
import { pagedSql } from '../../common/sql/paged';
import { hiddenFlag } from '../../common/sql/moderation';
import { toUserSummaryDto, userSummaryColumns, userSummaryJson, type UserSummaryDto, type UserSummaryRow } from '../../common/users/user-summary';
import { sql, sqlOne } from '../../database/sql';
import { categoryJson } from '../../common/content/categories';
import { visibleTo } from '../../common/content/content-access';
import { EVENT } from '../../common/content/content-kinds';
import { ContentReads } from '../../common/content/content-reads';
import type { RsvpStatus } from './dto/event.input';
import type { EventQueryDto } from './dto/event-query.input';
import { toEventDto, toEventSummaryDto, type EventDto, type EventRow, type EventSummaryDto } from './dto/event.dto';

/** When an event is over: its end, or its start when it has none. */
const OVER_AT = 'coalesce(x.ends_at, x.starts_at)';
/** How many attendees' avatars an event shows. */
export const ATTENDEES_SHOWN = 5;

const eventItem = (where: string, full: boolean) => `
  select x.id, x.title, x.visibility, x.location, x.excerpt, x.starts_at, x.ends_at, x.capacity, x.image, x.going_count, x.interested_count,
    x.created_at, x.updated_at, ${full ? 'x.description, x.description_html,' : ''}
    ${OVER_AT} < now() as is_past,
    ${categoryJson('c')} as category, ${userSummaryJson('u')} as author, ${hiddenFlag('x')} as hidden,
    (select r.status from event_rsvps r where r.event_id = x.id and r.user_id = me.id) as my_rsvp,
    coalesce((
      select json_agg(a.summary order by a.updated_at desc) from (
        select ${userSummaryJson('au')} as summary, r.updated_at from event_rsvps r join users au on au.id = r.user_id
        where r.event_id = x.id and r.status = 'going' and ${notBlocked('me.id', 'r.user_id')}
        order by r.updated_at desc limit ${ATTENDEES_SHOWN}
      ) a
    ), '[]') as attendees
  from events x join users u on u.id = x.user_id join community_categories c on c.id = x.category_id cross join me
  where ${where} and ${visibleTo(EVENT)}`;

/** What the RSVP statement answers. */
export interface RsvpResult {
  previous: RsvpStatus | null;
}

/** Plain reads and writes of events and their answers, one statement each. */
@Injectable()
export class EventsRepository extends ContentReads<EventRow, EventDto, EventSummaryDto, EventQueryDto> {
  constructor(em: EntityManager) {
    super(em, {
      kind: EVENT,
      searchable: "immutable_unaccent(lower(x.title || ' ' || x.location || ' ' || x.description))",
      item: eventItem,
      toItem: toEventDto,
      toSummary: toEventSummaryDto,
      order: { columns: ['x.starts_at'], by: (dir) => `starts_at ${dir}, id ${dir}` },
    });
  }

  /** The dates of event `id` (to check an edit that changes one of them). */
  dates(id: number): Promise<{ starts_at: Date; ends_at: Date | null } | undefined> {
    return sqlOne(this.em, 'select starts_at, ends_at from events where id = ?', [id]);
  }

  /** By start time (`order`, default latest first), upcoming or past only when asked. */
  override list(viewerId: number, query: EventQueryDto, page: PageParams): Promise<Page<EventSummaryDto>> {
    const period = query.when === undefined ? [] : [{ text: `${OVER_AT} ${query.when === 'past' ? '<' : '>='} now()`, params: [] }];
    return super.list(viewerId, query, page, period);
  }

  /**
   * Records `userId`'s answer in one statement. The event's row is locked first, so two members
   * cannot both take the last place: "going" is refused (no row) when the event is full, unless
   * the member was going already. Undefined when refused.
   */
  rsvp(eventId: number, userId: number, status: RsvpStatus, em: EntityManager = this.em): Promise<RsvpResult | undefined> {
    return sqlOne<RsvpResult>(
      em,
      `with e as (select id, capacity, going_count from events where id = ? for update),
         prev as (select status from event_rsvps where event_id = ? and user_id = ?)
       insert into event_rsvps (event_id, user_id, status)
       select e.id, ?, ? from e
       where ?::text <> 'going' or e.capacity is null or e.going_count < e.capacity or (select status from prev) = 'going'
       on conflict (event_id, user_id) do update set status = excluded.status, updated_at = case when event_rsvps.status = excluded.status then event_rsvps.updated_at else now() end
       returning (select status from prev) as previous`,
      [eventId, eventId, userId, userId, status, status],
    );
  }

  async withdraw(eventId: number, userId: number): Promise<void> {
    await sql(this.em, 'delete from event_rsvps where event_id = ? and user_id = ?', [eventId, userId]);
  }

  /** The members who answered `status`, latest first, without those a block hides. */
  attendees(viewerId: number, eventId: number, status: RsvpStatus, page: PageParams): Promise<Page<UserSummaryDto>> {
    return pagedSql<UserSummaryRow & { id: number }, UserSummaryDto>(
      this.em,
      {
        with: { text: ME_CTE, params: [viewerId] },
        base: {
          text: `select ${userSummaryColumns('u')}, r.updated_at from event_rsvps r join users u on u.id = r.user_id cross join me
                 where r.event_id = ? and r.status = ? and ${notBlocked('me.id', 'u.id')}`,
          params: [eventId, status],
        },
        orderBy: `updated_at ${direction(page.order)}, id`,
      },
      page,
      toUserSummaryDto,
    );
  }
}
