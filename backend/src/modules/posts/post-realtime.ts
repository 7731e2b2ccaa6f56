import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { sqlOne } from '../../database/sql';
import { RealtimeService } from '../../realtime/realtime.service';
import type { ServerEvents } from '../../realtime/socket-events';
import type { PostDto } from './dto/post.dto';

/** A post's audience: its author and the author's friends (whose feeds show it), with its counts. */
interface Audience {
  user_id: number;
  likes_count: number;
  comments_count: number;
  friend_ids: number[];
}

/**
 * What the wall tells sockets, after the change is committed: a new post to its author's and
 * their friends' feeds, new counts to them and to whoever acted (who may be looking at the post
 * without being a friend), and a deletion. Nothing here is awaited by the request that caused
 * it; a failure is logged (the data is committed, a refetch shows it).
 */
@Injectable()
export class PostRealtime {
  private readonly logger = new Logger('PostRealtime');

  constructor(
    private readonly em: EntityManager,
    private readonly realtime: RealtimeService,
  ) {}

  created(post: PostDto): void {
    this.announce(post.id, (audience) => this.emit(audience, [], 'posts.created', { ...post, liked_by_me: false }));
  }

  /** The counts of `postId` changed because of `actorId`. */
  changed(postId: number, actorId: number): void {
    this.announce(postId, (audience) =>
      this.emit(audience, [actorId], 'posts.updated', { id: postId, likes_count: audience.likes_count, comments_count: audience.comments_count, actor_id: actorId }),
    );
  }

  /** Reads the audience of a post about to be deleted; the function returned announces the deletion. */
  async beforeDelete(postId: number): Promise<() => void> {
    const audience = await this.audience(postId).catch(() => undefined);
    return () => {
      if (audience) {
        this.emit(audience, [], 'posts.deleted', { id: postId });
      }
    };
  }

  private announce(postId: number, then: (audience: Audience) => void): void {
    this.audience(postId)
      .then((audience) => audience && then(audience))
      .catch((error: unknown) => this.logger.warn(`Could not announce a change of post ${postId}: ${String(error)}`));
  }

  private emit<K extends keyof ServerEvents>(audience: Audience, also: number[], event: K, payload: ServerEvents[K]): void {
    for (const id of new Set([audience.user_id, ...audience.friend_ids, ...also])) {
      this.realtime.toUser(id, event, payload);
    }
  }

  private audience(postId: number): Promise<Audience | undefined> {
    return sqlOne<Audience>(
      this.em.fork(),
      `select p.user_id, p.likes_count, p.comments_count,
              array(select case when f.requester_id = p.user_id then f.addressee_id else f.requester_id end
                      from friendships f
                     where f.status = 'accepted' and (f.requester_id = p.user_id or f.addressee_id = p.user_id)) as friend_ids
         from posts p where p.id = ?`,
      [postId],
    );
  }
}
