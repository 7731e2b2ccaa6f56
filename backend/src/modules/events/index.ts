import type { DomainDescriptor } from '../../common/domain/domain-descriptor';
import { EventsSharer } from './events.sharer';
import { EventsSearcher } from './events.searcher';
import { EventsModule } from './events.module';
import { EVENT_SUBJECTS } from './events.moderation';
import { EventsMemberData } from './events.member-data';
import { EVENT_NOTIFICATIONS } from './events.notifications';
import { seedDemoEvents } from './events.demo-seed';

// The events domain's front door: other domains import it only from here.
export { EventsModule } from './events.module';

/** The OpenAPI tags of its routes, each with what it covers. */
const API_TAGS = { events: 'Community events by category, with attendance, likes and comments' };

/** What the events domain tells the registry (modules/registry.ts). */
export const eventsDomain: DomainDescriptor = { name: 'events', module: EventsModule, apiTags: API_TAGS, moderation: EVENT_SUBJECTS, notifications: EVENT_NOTIFICATIONS, seed: seedDemoEvents, memberData: EventsMemberData, search: EventsSearcher, sharing: EventsSharer };
