import { ReportMenu } from '../../../ui/ReportMenu';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PicturesService, type PictureDto } from '@plaza/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useAuth } from '../../../lib/auth/authContext';
import { Byline } from '../shared/Byline';
import { ContentComments } from '../shared/ContentComments';
import { EditDetailsDialog } from '../shared/EditDetailsDialog';
import { ItemState } from '../shared/ItemState';
import { LikeButton } from '../shared/LikeButton';
import { contentImageUrl } from '../shared/media';
import { OwnerMenu } from '../shared/OwnerMenu';
import { useDeleteItem } from '../shared/useDeleteItem';
import { useItem, useItemId } from '../shared/useItem';
import { HiddenNotice } from '../../../ui/HiddenNotice';

/** The longest caption, as the API allows. */
const CAPTION_MAX = 2000;

/** One picture with its caption, likes and comments (where notifications about it lead). */
export function PicturePage() {
  const query = useItem(['pictures', 'item'], useItemId(), (id) => PicturesService.getPicture({ id }));
  return (
    <ItemState query={query} back={{ to: '/pictures', label: 'All pictures' }}>
      {(picture) => <Picture picture={picture} />}
    </ItemState>
  );
}

function Picture({ picture }: { picture: PictureDto }) {
  usePageTitle(picture.title);
  const { user } = useAuth();
  const remove = useDeleteItem('pictures', 'Picture deleted.', '/pictures', () => PicturesService.deletePicture({ id: picture.id }));
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  return (
    <Stack sx={{ gap: 2, maxWidth: 960, mx: 'auto' }}>
      <Button component={Link} to="/pictures" startIcon={<ArrowBackIcon />} sx={{ alignSelf: 'flex-start' }}>
        Pictures
      </Button>
      {picture.hidden && <HiddenNotice noun="picture" />}
      <Box sx={{ bgcolor: 'grey.900', borderRadius: 2, display: 'flex', justifyContent: 'center' }}>
        <Box component="img" src={contentImageUrl('pictures', picture.image)} alt={picture.title} sx={{ maxWidth: '100%', maxHeight: '70vh', objectFit: 'contain' }} />
      </Box>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
        <Stack sx={{ gap: 1 }}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 800 }}>
            {picture.title}
          </Typography>
          {picture.caption && <Typography sx={{ whiteSpace: 'pre-line' }}>{picture.caption}</Typography>}
          <Byline user={picture.user} date={picture.created_at} />
        </Stack>
        {user?.id === picture.user.id ? (
          <>
            <OwnerMenu noun="picture" onEdit={() => setEditing(true)} onDelete={remove} />
            <EditDetailsDialog
              open={editing}
              onClose={() => setEditing(false)}
              noun="picture"
              initial={{ title: picture.title, text: picture.caption ?? '' }}
              text={{ label: 'Caption (optional)', field: 'caption', max: CAPTION_MAX }}
              save={({ title, text }) => PicturesService.updatePicture({ id: picture.id, requestBody: { title, caption: text } })}
              onSaved={(saved) => {
                queryClient.setQueryData(['pictures', 'item', picture.id], saved);
                void queryClient.invalidateQueries({ queryKey: ['pictures'], predicate: (q) => q.queryKey[1] !== 'item' });
              }}
            />
          </>
        ) : (
          <ReportMenu label="Actions on this picture" subject={{ type: 'picture', id: picture.id, noun: 'picture' }} />
        )}
      </Stack>
      <Box>
        <LikeButton section="pictures" item={picture} />
      </Box>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <ContentComments section="pictures" item={picture} />
      </Paper>
    </Stack>
  );
}
