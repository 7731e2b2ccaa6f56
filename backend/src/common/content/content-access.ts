import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { found, owned } from '../access/ownership';
import { ME_CTE, notBlocked } from '../sql/fragments';
import { contentVisible } from '../sql/moderation';
import { COMMUNITY_MSG } from '../validation/messages';
import { sqlOne } from '../../database/sql';
import type { ContentKind } from './content-kinds';

/** What access checks need of an item the viewer may see. */
export interface VisibleItem {
  id: number;
  user_id: number;
  /** Its title (or an album's name), for notifications. */
  title: string;
}

/**
 * SQL over alias `x` and `me`: the item exists for the viewer (not hidden by a block, nor by a
 * moderator unless it is theirs, nor by the kind's own rule).
 */
export const visibleTo = (kind: ContentKind, x = 'x') =>
  `${notBlocked('me.id', `${x}.user_id`)} and ${contentVisible(x, 'me.id')}${kind.visible ? ` and ${kind.visible.replaceAll('x.', `${x}.`)}` : ''}`;

/**
 * Who may do what on community content, in one place for every kind: an item exists for every
 * member except those it is hidden from (a block either way, a video not ready yet: 404); only
 * its author changes or deletes it (403).
 */
@Injectable()
export class ContentAccess {
  constructor(private readonly em: EntityManager) {}

  async visible(kind: ContentKind, viewerId: number, id: number): Promise<VisibleItem> {
    const row = await sqlOne<VisibleItem>(
      this.em,
      `with ${ME_CTE} select x.id, x.user_id, ${kind.title} as title from ${kind.table} x cross join me where x.id = ? and ${visibleTo(kind)}`,
      [viewerId, id],
    );
    return found(row, kind.notFound);
  }

  /** The item when the viewer wrote it (403 otherwise, 404 when it does not exist for them). */
  async owned(kind: ContentKind, viewerId: number, id: number, message: string = COMMUNITY_MSG.notAuthor): Promise<VisibleItem> {
    return owned(await this.visible(kind, viewerId, id), viewerId, message);
  }
}
