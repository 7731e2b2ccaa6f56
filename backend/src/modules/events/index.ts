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

/** What the events domain tells the registry (modules/registry.ts). */
export const eventsDomain: DomainDescriptor = { name: 'events', module: EventsModule, moderation: EVENT_SUBJECTS, notifications: EVENT_NOTIFICATIONS, seed: seedDemoEvents, memberData: EventsMemberData, search: EventsSearcher, sharing: EventsSharer };
