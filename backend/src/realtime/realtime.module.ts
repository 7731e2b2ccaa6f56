import { Global, Module } from '@nestjs/common';
import { DomainEvents } from '../common/outbox/domain-events';
import { OutboxDrainer } from '../common/outbox/outbox-drainer';
import { BroadcastingController } from './broadcasting.controller';
import { BroadcastingService } from './broadcasting.service';
import { ChannelPolicies } from './channel-policies';
import { PusherHttpApi } from './pusher/http-api';
import { PusherHub } from './pusher/pusher-hub';
import { PusherState } from './pusher/pusher-state';
import { PusherServer } from './pusher/pusher.server';
import { RealtimeGateway } from './realtime.gateway';
import { RealtimeService } from './realtime.service';
import { SessionConnections } from './session-connections';

/**
 * Realtime: the Socket.IO gateway and the Pusher protocol server on the same channels, channel
 * authorization, the one realtime sender, and the domain event bus with its outbox.
 */
@Global()
@Module({
  controllers: [BroadcastingController],
  providers: [
    RealtimeGateway,
    RealtimeService,
    ChannelPolicies,
    DomainEvents,
    OutboxDrainer,
    SessionConnections,
    BroadcastingService,
    PusherHub,
    PusherState,
    PusherServer,
    PusherHttpApi,
  ],
  exports: [RealtimeService, ChannelPolicies, DomainEvents, SessionConnections],
})
export class RealtimeModule {}
