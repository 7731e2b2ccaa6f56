/** Events' front door: what other code may use of it. */
export { EventsModule } from './events.module';
export { EVENT_IMAGE, EventsService } from './events.service';
export { EventsRepository } from './events.repository';
