import type { NotificationType } from '@plaza/sdk';

/** How much of a comment the sentence quotes. */
export const QUOTE_MAX = 80;

function quote(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > QUOTE_MAX ? `${flat.slice(0, QUOTE_MAX - 1).trimEnd()}…` : flat;
}

/** What the actor did, after their name (spec §2 notification entries). */
export function notificationSentence({ type, description }: { type: NotificationType; description: string | null }): string {
  switch (type) {
    case 'FriendRequest':
      return 'sent you a friend request';
    case 'FriendAccept':
      return 'accepted your friend request';
    case 'LikedPost':
      return 'liked your post';
    case 'CommentedPost': {
      const text = description ? quote(description) : '';
      return text ? `commented on your post: "${text}"` : 'commented on your post';
    }
  }
}
