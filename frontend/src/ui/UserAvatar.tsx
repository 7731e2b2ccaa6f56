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

/** The thumbnails are 45×45 and 90×90: each sharp up to its size on a standard screen, 90 also at 45 px on a high-density one. */
const SMALL = 45;
const THUMB = 90;

/** The file and `srcset` for an avatar drawn at `size` px: the smallest stored copy that is sharp there. */
function sources(file: string, size: number): { src: string; srcSet?: string } {
  if (size <= SMALL) {
    return { src: avatarUrl(file, { small: true }), srcSet: `${avatarUrl(file, { small: true })} 1x, ${avatarUrl(file, { thumb: true })} 2x` };
  }
  return size <= THUMB ? { src: avatarUrl(file, { thumb: true }), srcSet: `${avatarUrl(file, { thumb: true })} 1x, ${avatarUrl(file)} 2x` } : { src: avatarUrl(file) };
}

/** A member's avatar, or the placeholder silhouette when they have none (spec §2). */
export function UserAvatar({ user, size = 45, presence, src, sx = [] }: Props) {
  useTranslation(); // the presence label follows the language
  const name = `${user.first_name} ${user.last_name}`;
  const image = src ? { src } : user.avatar ? sources(user.avatar, size) : { src: placeholder };
  const avatar = (
    <Avatar
      {...image}
      alt={name}
      slotProps={{ img: { width: size, height: size, loading: 'lazy', decoding: 'async' } }}
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
