import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { languageOf, translate } from '../../../common/i18n/translate';
import { DomainEvents, type DomainEventMap } from '../../../common/outbox/domain-events';
import { AppConfig } from '../../../config/app-config';
import { sqlOne } from '../../../database/sql';
import { JobQueue } from '../../../queue/job-queue';
import { RealtimeService } from '../../../realtime/realtime.service';
import { notificationPath, notificationText, type PushedNotification } from './push-texts';
import { PushSubscriptionsRepository } from './push-subscriptions.repository';

/** A chat message's text as pushed. */
const MESSAGE_PREVIEW = 140;

/**
 * Decides what is pushed: a written notification, a chat message to a member who is not looking
 * (no socket, or every tab hidden for PUSH_HIDDEN_AFTER_SECONDS), and the withdrawal of what was
 * read elsewhere. Members without a device are skipped here; preferences and quiet hours are
 * checked when the `push.send` job runs (so a held push sees the choice as it is then).
 */
@Injectable()
export class PushNotifier implements OnModuleInit {
  private readonly logger = new Logger('PushNotifier');

  constructor(
    private readonly em: EntityManager,
    private readonly events: DomainEvents,
    private readonly queue: JobQueue,
    private readonly realtime: RealtimeService,
    private readonly config: AppConfig,
    private readonly subscriptions: PushSubscriptionsRepository,
  ) {}

  onModuleInit(): void {
    this.events.on('chat.message_sent', (event) => this.chatMessage(event));
    this.events.on('chat.read', ({ userId, chatId }) => this.withdraw(userId, chatId === null ? { tagPrefix: 'chat-' } : { tag: `chat-${chatId}` }));
  }

  /** The notification `id` was just written: push it to its member's devices. */
  async notification(userId: number, id: number): Promise<void> {
    if (!(await this.subscriptions.idsOf(userId)).length) {
      return;
    }
    const row = await sqlOne<PushedNotification & { avatar: string | null; language: string | null }>(
      this.em.fork(),
      `select n.type, n.subject_type, n.subject_id, n.description, concat_ws(' ', u.first_name, u.last_name) as actor_name,
              u.username as actor_username, u.avatar, me.language
         from notifications n join users u on u.id = n.actor_id join users me on me.id = n.user_id where n.id = ?`,
      [id],
    );
    if (!row) {
      return;
    }
    await this.queue.add(
      'push.send',
      {
        userId,
        about: row.type,
        message: { ...notificationText(row, languageOf(row.language)), icon: this.avatarUrl(row.avatar), url: this.url(notificationPath(row)), tag: `n-${id}` },
        urgency: row.type === 'FriendRequest' ? 'high' : 'normal',
        topic: `n-${id}`,
      },
      { jobId: `push-n-${id}` },
    );
  }

  /** The member read their notifications in the app: the pushed ones are closed on every device (in the background). */
  notificationsRead(userId: number): void {
    this.withdraw(userId, { tagPrefix: 'n-' }).catch((error: unknown) => this.logger.warn(`Could not withdraw the pushes of user ${userId}: ${String(error)}`));
  }

  /** The notification `id` no longer holds (a withdrawn friend request): closed where it was pushed (in the background). */
  notificationGone(userId: number, id: number): void {
    this.withdraw(userId, { tag: `n-${id}` }).catch((error: unknown) => this.logger.warn(`Could not withdraw push n-${id}: ${String(error)}`));
  }

  private async chatMessage(event: DomainEventMap['chat.message_sent']): Promise<void> {
    if (!(await this.subscriptions.idsOf(event.recipientId)).length || (await this.looking(event.recipientId))) {
      return;
    }
    const [sender, recipient] = await Promise.all([
      sqlOne<{ name: string; avatar: string | null }>(
        this.em.fork(),
        "select concat_ws(' ', first_name, last_name) as name, avatar from users where id = ?",
        [event.senderId],
      ),
      sqlOne<{ language: string | null }>(this.em.fork(), 'select language from users where id = ?', [event.recipientId]),
    ]);
    const text = event.text.replace(/\s+/g, ' ').trim();
    await this.queue.add(
      'push.send',
      {
        userId: event.recipientId,
        about: 'ChatMessage',
        message: {
          title: sender?.name ?? translate(languageOf(recipient?.language), 'push.newMessage'),
          body: text.length > MESSAGE_PREVIEW ? `${text.slice(0, MESSAGE_PREVIEW - 1)}…` : text,
          icon: this.avatarUrl(sender?.avatar ?? null),
          url: this.url(`/show_chat/${event.chatId}`),
          tag: `chat-${event.chatId}`,
        },
        urgency: 'high',
        topic: `chat-${event.chatId}`,
      },
      { jobId: `push-m-${event.messageId}` },
    );
  }

  /** Whether the member has Plaza open and in view (a worker without sockets asks the database). */
  private async looking(userId: number): Promise<boolean> {
    try {
      const attentive = await this.realtime.attentive(userId, this.config.push.hiddenAfterSeconds * 1000);
      if (attentive !== undefined) {
        return attentive;
      }
    } catch (error) {
      this.logger.warn(`Could not tell whether user ${userId} is looking: ${String(error)}`);
    }
    const row = await sqlOne<{ is_online: boolean }>(this.em.fork(), 'select is_online from users where id = ?', [userId]);
    return row?.is_online ?? false;
  }

  private async withdraw(userId: number, which: { tag?: string; tagPrefix?: string }): Promise<void> {
    if ((await this.subscriptions.idsOf(userId, true)).length) {
      await this.queue.add('push.withdraw', { userId, ...which });
    }
  }

  private url(path: string): string {
    return `${this.config.publicUrl}${path}`;
  }

  private avatarUrl(avatar: string | null): string | null {
    return avatar ? this.url(`/storage/avatars/thumbs/${encodeURIComponent(avatar)}`) : null;
  }
}
