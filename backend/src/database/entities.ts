import type { EntityClass } from '@mikro-orm/core';
import { PasswordReset } from '../modules/auth/entities/password-reset.entity';
import { RefreshToken } from '../modules/auth/entities/refresh-token.entity';
import { Session } from '../modules/auth/entities/session.entity';
import { Chat } from '../modules/chats/entities/chat.entity';
import { Message } from '../modules/chats/entities/message.entity';
import { Notification } from '../modules/notifications/entities/notification.entity';
import { Post } from '../modules/posts/entities/post.entity';
import { PostComment } from '../modules/posts/entities/post-comment.entity';
import { PostLike } from '../modules/posts/entities/post-like.entity';
import { Block } from '../modules/friends/entities/block.entity';
import { Friendship } from '../modules/friends/entities/friendship.entity';
import { User } from '../modules/users/entities/user.entity';

/**
 * Every entity of the application, in one list: the ORM, the migration generator and the tests
 * all read it. A domain adds its entity classes here.
 */
export const ENTITIES: EntityClass<object>[] = [User, Session, RefreshToken, PasswordReset, Post, PostLike, PostComment, Notification, Chat, Message, Friendship, Block];
