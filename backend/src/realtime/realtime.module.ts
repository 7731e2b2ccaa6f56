import { Global, Module } from '@nestjs/common';
import { DomainEvents } from '../common/events/domain-events';
import { AuthModule } from '../modules/auth/auth.module';
import { BroadcastingController } from './broadcasting.controller';
import { ChannelPolicies } from './channel-policies';
import { RealtimeGateway } from './realtime.gateway';
import { RealtimeService } from './realtime.service';

/** Socket.IO gateway, channel authorization, the realtime sender and the domain event bus. */
@Global()
@Module({
  imports: [AuthModule],
  controllers: [BroadcastingController],
  providers: [RealtimeGateway, RealtimeService, ChannelPolicies, DomainEvents],
  exports: [RealtimeService, ChannelPolicies, DomainEvents],
})
export class RealtimeModule {}
