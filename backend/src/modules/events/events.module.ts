import { Module } from '@nestjs/common';
import { EventsSharer } from './events.sharer';
import { EventsSearcher } from './events.searcher';
import { UploadsModule } from '../../common/uploads/uploads.module';
import { AuthModule } from '../auth';
import { ContentModule } from '../../common/content/content.module';
import { contentControllers } from '../../common/content/content-type.controller';
import { EVENTS } from './events.content-type';
import { EventsController } from './events.controller';
import { EventsRepository } from './events.repository';
import { EventsService } from './events.service';
import { EventsMemberData } from './events.member-data';

/** Events: categories, answers with a capacity, calendar files. Emits `event.answered`. */
@Module({
  imports: [AuthModule, UploadsModule, ContentModule],
  controllers: [...contentControllers(EVENTS, EventsService), EventsController],
  providers: [EventsSharer, EventsSearcher, EventsMemberData, EventsRepository, EventsService],
})
export class EventsModule {}
