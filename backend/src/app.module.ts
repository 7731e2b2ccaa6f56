import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_PIPE } from '@nestjs/core';
import { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { AllExceptionsFilter } from './common/errors/all-exceptions.filter';
import { createValidationPipe } from './common/errors/validation';
import { SpaFallback } from './common/http/spa-fallback';
import { HttpDrain } from './common/http/http-drain';
import { DatabaseModule } from './database/database.module';
import { HealthModule } from './health/health.module';
import { AuthModule } from './modules/auth/auth.module';
import { FriendsModule } from './modules/friends/friends.module';
import { PresenceModule } from './modules/presence/presence.module';
import { ChatsModule } from './modules/chats/chats.module';
import { AdminModule } from './modules/admin/admin.module';
import { UsersModule } from './modules/users/users.module';
import { PostsModule } from './modules/posts/posts.module';
import { NotificationsModule } from './modules/notifications/notifications.module';
import { ProfilesModule } from './modules/profiles/profiles.module';
import { ListingsModule } from './modules/listings/listings.module';
import { BlogsModule } from './modules/blogs/blogs.module';
import { EventsModule } from './modules/events/events.module';
import { ForumsModule } from './modules/forums/forums.module';
import { PicturesModule } from './modules/pictures/pictures.module';
import { VideosModule } from './modules/videos/videos.module';
import { StorageModule } from './modules/storage/storage.module';
import { BookmarksModule } from './modules/bookmarks/bookmarks.module';
import { MailModule } from './mail/mail.module';
import { QueueModule } from './queue/queue.module';
import { RealtimeModule } from './realtime/realtime.module';
import { RedisModule } from './redis/redis.module';

/** The application: infrastructure first, then one module per domain. */
@Module({})
export class AppModule {
  static register(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.register(config),
        DatabaseModule,
        RedisModule,
        QueueModule,
        MailModule,
        HealthModule,
        AuthModule,
        RealtimeModule,
        UsersModule,
        PostsModule,
        NotificationsModule,
        ProfilesModule,
        FriendsModule,
        PresenceModule,
        ChatsModule,
        ListingsModule,
        BlogsModule,
        EventsModule,
        ForumsModule,
        PicturesModule,
        VideosModule,
        StorageModule,
        BookmarksModule,
        AdminModule,
      ],
      providers: [
        SpaFallback,
        HttpDrain,
        { provide: APP_PIPE, useFactory: createValidationPipe },
        { provide: APP_FILTER, useClass: AllExceptionsFilter },
      ],
    };
  }
}
