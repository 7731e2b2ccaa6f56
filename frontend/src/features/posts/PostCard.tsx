import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import FavoriteIcon from '@mui/icons-material/Favorite';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PostDto } from '@plaza/sdk';
import { memo, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useAuth } from '../../lib/auth/authContext';
import { profilePath } from '../../lib/paths';
import { presenceOf } from '../../lib/presence';
import { RelativeTime } from '../../ui/RelativeTime';
import { UserAvatar } from '../../ui/UserAvatar';
import { ResponsiveImage } from '../../ui/ResponsiveImage';
import { postPath } from './api';
import { Comments } from './Comments';
import { LikeButton } from './LikeButton';
import { PostMenu } from './PostMenu';
import { HiddenBadge } from '../../ui/HiddenBadge';
import { ReportMenu } from '../../ui/ReportMenu';
import './words';


interface Props {
  post: PostDto;
  /** Show the comments from the start (the post's own page). */
  commentsOpen?: boolean;
}

/**
 * A post: author, time (a link to the post's own page), text, image, likes and comments
 * (expandable, with a comment box). Memoised: a like redraws its own post, not the feed (the
 * query cache keeps the other posts' objects as they were).
 */
export const PostCard = memo(function PostCard({ post, commentsOpen = false }: Props) {
  const { user: me } = useAuth();
  const { t } = useTranslation();
  const [open, setOpen] = useState(commentsOpen);
  const [focusBox, setFocusBox] = useState(false);
  const commentsId = useId();
  const author = post.user;
  const name = `${author.first_name} ${author.last_name}`;
  const mine = author.id === me?.id;
  const to = mine ? '/profile' : profilePath(author.username);

  const showComments = (focus: boolean) => {
    setFocusBox(focus);
    setOpen((was) => (focus ? true : !was));
  };

  return (
    <Paper variant="outlined" component="article" aria-label={t('posts:card.label', { name })} id={`post-${post.id}`}>
      <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center', px: 2, pt: 2 }}>
        <UserAvatar user={author} presence={presenceOf(author)} />
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Link component={RouterLink} to={to} underline="hover" color="text.primary" sx={{ fontWeight: 700, display: 'block' }} noWrap>
            {name}
          </Link>
          {/* 24 px tall at least: a touch target right under the name link (Lighthouse's target-size). */}
          <Link component={RouterLink} to={postPath(post.id)} underline="hover" color="text.secondary" sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 24 }}>
            <RelativeTime date={post.created_at} />
          </Link>
        </Box>
        {post.hidden && <HiddenBadge />}
        {mine ? <PostMenu post={post} /> : <ReportMenu label={t('posts:card.actions')} subject={{ type: 'post', id: post.id, noun: t('posts:card.noun') }} />}
      </Stack>
      {/* A member's words keep their own direction (an English post in the Arabic interface). */}
      <Typography dir="auto" sx={{ px: 2, pt: 1.5, pb: post.image ? 1.5 : 1, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {post.body}
      </Typography>
      {post.image && (
        <ResponsiveImage
          kind="posts"
          file={post.image}
          alt={t('posts:card.image', { name })}
          sizes="(min-width: 700px) 640px, 100vw"
          width={post.image_preview?.width ?? 1280}
          height={post.image_preview?.height ?? 960}
          placeholder={post.image_preview?.placeholder}
          sx={{ width: '100%', maxHeight: 560, bgcolor: 'grey.100' }}
        />
      )}
      <Stack direction="row" sx={{ px: 2, py: 1, gap: 2, alignItems: 'center', color: 'text.secondary' }}>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5 }}>
          {post.likes_count > 0 && <FavoriteIcon sx={{ fontSize: 16, color: 'error.main' }} />}
          <Typography variant="body2" data-testid="likes-count">
            {t('posts:card.likes', { count: post.likes_count })}
          </Typography>
        </Stack>
        <Box sx={{ flexGrow: 1 }} />
        <Link
          component="button"
          type="button"
          variant="body2"
          color="text.secondary"
          underline="hover"
          aria-expanded={open}
          aria-controls={commentsId}
          onClick={() => showComments(false)}
        >
          {t('posts:card.comments', { count: post.comments_count })}
        </Link>
      </Stack>
      <Divider sx={{ mx: 2 }} />
      <Stack direction="row" sx={{ px: 1, py: 0.5, gap: 1 }}>
        <LikeButton post={post} />
        <Button
          color="inherit"
          startIcon={<ChatBubbleOutlineIcon />}
          onClick={() => showComments(true)}
          sx={{ flex: 1, color: 'text.secondary' }}
        >
          {t('posts:card.comment')}
        </Button>
      </Stack>
      <Box id={commentsId}>{open && <Comments post={post} autoFocus={focusBox} />}</Box>
    </Paper>
  );
});
