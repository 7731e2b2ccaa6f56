import { Module } from '@nestjs/common';
import { FriendsModule } from '../friends';
import { PresenceController } from './presence.controller';
import { PresenceService } from './presence.service';

/** Online, away and offline (spec §4), pushed to friends as `presence.changed`. */
@Module({
  imports: [FriendsModule],
  controllers: [PresenceController],
  providers: [PresenceService],
  exports: [PresenceService],
})
export class PresenceModule {}
