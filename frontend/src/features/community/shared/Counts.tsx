import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import '../words';

/** Likes and comments, small, for cards. */
export function Counts({ likes, comments }: { likes: number; comments: number }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" sx={{ gap: 1.5, color: 'text.secondary', flexShrink: 0 }} aria-label={t('community:counts', { likes, comments })}>
      <Stack direction="row" sx={{ gap: 0.5, alignItems: 'center' }}>
        <FavoriteBorderIcon sx={{ fontSize: 16 }} />
        <Typography variant="caption">{likes}</Typography>
      </Stack>
      <Stack direction="row" sx={{ gap: 0.5, alignItems: 'center' }}>
        <ChatBubbleOutlineIcon sx={{ fontSize: 16 }} />
        <Typography variant="caption">{comments}</Typography>
      </Stack>
    </Stack>
  );
}
