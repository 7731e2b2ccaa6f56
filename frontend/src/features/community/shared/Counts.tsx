import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** Likes and comments, small, for cards. */
export function Counts({ likes, comments }: { likes: number; comments: number }) {
  return (
    <Stack direction="row" sx={{ gap: 1.5, color: 'text.secondary', flexShrink: 0 }} aria-label={`${likes} likes, ${comments} comments`}>
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
