import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { avatarUrl } from '../lib/media';
import placeholder from './avatar-placeholder.svg';
import { PRESENCE_COLOR, PRESENCE_LABEL, type Presence } from '../lib/presence';

export interface AvatarUser {
  first_name: string;
  last_name: string;
  avatar?: string | null;
}

interface Props {
  user: AvatarUser;
  /** Width and height in pixels: 45 as the spec shows avatars in lists and menus. */
  size?: number;
  /** Shows a presence dot in that colour. */
  presence?: Presence;
  /** An image to show instead of the stored avatar: the preview of a file being chosen. */
  src?: string | null;
  sx?: SxProps<Theme>;
}

/** The thumbnail is 90×90: enough for up to 90 px on a high-density screen. */
const THUMB_MAX = 45;

/** A member's avatar, or the placeholder silhouette when they have none (spec §2). */
export function UserAvatar({ user, size = 45, presence, src, sx = [] }: Props) {
  useTranslation(); // the presence label follows the language
  const name = `${user.first_name} ${user.last_name}`;
  const image = src ?? (user.avatar ? avatarUrl(user.avatar, { thumb: size <= THUMB_MAX }) : placeholder);
  const avatar = (
    <Avatar
      src={image}
      alt={name}
      sx={[{ width: size, height: size, bgcolor: '#dfe6f5' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {/* Shown when the image cannot be loaded. */}
      <img src={placeholder} alt={name} width="100%" height="100%" />
    </Avatar>
  );
  if (!presence) {
    return avatar;
  }
  const dot = Math.max(10, Math.round(size / 4));
  return (
    <Badge
      overlap="circular"
      variant="dot"
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      slotProps={{
        badge: {
          role: 'img',
          'aria-hidden': false,
          'aria-label': PRESENCE_LABEL[presence],
          title: PRESENCE_LABEL[presence],
        },
      }}
      sx={{
        '& .MuiBadge-badge': {
          bgcolor: PRESENCE_COLOR[presence],
          width: dot,
          height: dot,
          minWidth: dot,
          borderRadius: '50%',
          border: 2,
          borderColor: 'background.paper',
          boxSizing: 'content-box',
        },
      }}
    >
      {avatar}
    </Badge>
  );
}
