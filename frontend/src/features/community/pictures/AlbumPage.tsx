import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CollectionsIcon from '@mui/icons-material/Collections';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PicturesService, type AlbumDto } from '@plaza/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useToast } from '../../../lib/toastContext';
import { EmptyState } from '../../../ui/EmptyState';
import { usePageTitle } from '../../../lib/usePageTitle';
import { callApi, errorMessage } from '../../../lib/api';
import { useAuth } from '../../../lib/auth/authContext';
import { Byline } from '../shared/Byline';
import { ItemState } from '../shared/ItemState';
import { OwnerMenu } from '../shared/OwnerMenu';
import { useDeleteItem } from '../shared/useDeleteItem';
import { useItem, useItemId } from '../shared/useItem';
import { PictureGrid } from './PictureGrid';
import { HiddenNotice } from '../../../ui/HiddenNotice';
import { ReportMenu } from '../../../ui/ReportMenu';

/** An album: its pictures in the order added, in the grid and the lightbox. */
export function AlbumPage() {
  const query = useItem(['pictures', 'album'], useItemId(), (id) => PicturesService.getAlbum({ id }));
  return (
    <ItemState query={query} back={{ to: '/pictures?tab=albums', label: 'All albums' }}>
      {(album) => <Album album={album} />}
    </ItemState>
  );
}

function Album({ album }: { album: AlbumDto }) {
  usePageTitle(album.name);
  const { user } = useAuth();
  const mine = user?.id === album.user.id;
  const remove = useDeleteItem('pictures', 'Album deleted; its pictures stay.', '/pictures?tab=albums', () => PicturesService.deleteAlbum({ id: album.id }));
  return (
    <Stack sx={{ gap: 2 }}>
      <Button component={Link} to="/pictures?tab=albums" startIcon={<ArrowBackIcon />} sx={{ alignSelf: 'flex-start' }}>
        Albums
      </Button>
      {album.hidden && <HiddenNotice noun="album" />}
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ justifyContent: 'space-between', gap: 2, alignItems: { sm: 'flex-start' } }}>
        <Stack sx={{ gap: 1 }}>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
            {album.name}
          </Typography>
          {album.description && <Typography color="text.secondary">{album.description}</Typography>}
          <Byline user={album.user} date={album.updated_at} extra={` · ${album.pictures_count} ${album.pictures_count === 1 ? 'picture' : 'pictures'}`} />
        </Stack>
        {mine && (
          <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
            <Button component={Link} to={`/pictures/new?album=${album.id}`} variant="contained" startIcon={<AddPhotoAlternateIcon />}>
              Add a picture
            </Button>
            <OwnerMenu noun="album" onDelete={remove} />
          </Stack>
        )}
        {!mine && <ReportMenu label="Actions on this album" subject={{ type: 'album', id: album.id, noun: 'album' }} />}
      </Stack>
      {album.pictures.length ? (
        <PictureGrid pictures={album.pictures} label={`Pictures in ${album.name}`} actions={mine ? (picture) => <CoverButton album={album} pictureId={picture.id} /> : undefined} />
      ) : (
        <Paper variant="outlined">
          <EmptyState icon={CollectionsIcon} title="This album is empty" text={mine ? 'Add your pictures to it.' : undefined} />
        </Paper>
      )}
    </Stack>
  );
}

/** The album owner's "Make it the cover" for the picture shown in the lightbox. */
function CoverButton({ album, pictureId }: { album: AlbumDto; pictureId: number }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const choose = useMutation({
    mutationFn: () => callApi(() => PicturesService.updateAlbum({ id: album.id, requestBody: { cover_picture_id: pictureId } })),
    onSuccess: ({ data }) => {
      queryClient.setQueryData(['pictures', 'album', album.id], data);
      void queryClient.invalidateQueries({ queryKey: ['pictures', 'albums'] });
      toast.success('Album cover changed.');
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  if (album.cover?.id === pictureId) {
    return <Chip label="Album cover" size="small" sx={{ alignSelf: 'center', color: 'common.white', borderColor: 'rgba(255,255,255,0.5)' }} variant="outlined" />;
  }
  return (
    <Button onClick={() => choose.mutate()} loading={choose.isPending}>
      Make it the cover
    </Button>
  );
}
