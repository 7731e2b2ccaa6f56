import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import CollectionsIcon from '@mui/icons-material/Collections';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PicturesService, type AlbumDto } from '@plaza/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { tk } from '../../../i18n/keys';
import { useToast } from '../../../lib/toastContext';
import { EmptyState } from '../../../ui/EmptyState';
import { callApi, errorMessage } from '../../../lib/api';
import type { ContentType, ReadingProps } from '../kit/contentType';
import { Byline } from '../shared/Byline';
import { optionalText, requiredText } from '../shared/rules';
import { PictureGrid } from './PictureGrid';
import '../words';

interface AlbumValues {
  name: string;
  description: string;
}

/** An album of my pictures: created empty (a name and a description), then filled; its pictures in the order added. */
export const album: ContentType<AlbumDto, AlbumValues> = {
  name: 'pictures',
  path: '/pictures/albums',
  home: '/pictures?tab=albums',
  itemKey: 'album',
  report: 'album',
  kind: 'album',
  words: { title: (a) => a.name, back: tk('community:albums.title'), notFound: tk('community:albums.all'), deleted: tk('community:albums.deleted') },
  calls: { get: (id) => PicturesService.getAlbum({ id }), remove: (id) => PicturesService.deleteAlbum({ id }) },
  reading: { parts: ['hidden', Heading, Pictures] },
  form: {
    create: { title: tk('community:albums.create'), submit: tk('community:albums.form.submit'), done: tk('community:albums.form.created') },
    fields: [
      { kind: 'text', name: 'name', label: tk('community:albums.form.name'), rules: requiredText(255), autoFocus: true },
      { kind: 'text', name: 'description', label: tk('community:fields.description'), rules: optionalText(2000), multiline: true, minRows: 2 },
    ],
    defaults: () => ({ name: '', description: '' }),
    send: (v) => PicturesService.createAlbum({ requestBody: { name: v.name, ...(v.description.trim() ? { description: v.description } : {}) } }),
  },
};

function Heading({ item: a, mine, actions }: ReadingProps<AlbumDto>) {
  const { t } = useTranslation();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ justifyContent: 'space-between', gap: 2, alignItems: { sm: 'flex-start' } }}>
      <Stack sx={{ gap: 1 }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
          {a.name}
        </Typography>
        {a.description && <Typography color="text.secondary">{a.description}</Typography>}
        <Byline user={a.user} date={a.updated_at} extra={` · ${t('community:albums.count', { count: a.pictures_count })}`} />
      </Stack>
      {mine ? (
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
          <Button component={Link} to={`/pictures/new?album=${a.id}`} variant="contained" startIcon={<AddPhotoAlternateIcon />}>
            {t('community:albums.add')}
          </Button>
          {actions}
        </Stack>
      ) : (
        actions
      )}
    </Stack>
  );
}

/** Its pictures in the grid and the lightbox, where its owner chooses the cover. */
function Pictures({ item: a, mine }: ReadingProps<AlbumDto>) {
  const { t } = useTranslation();
  return a.pictures.length ? (
    <PictureGrid pictures={a.pictures} label={t('community:albums.pictures', { name: a.name })} actions={mine ? (p) => <CoverButton album={a} pictureId={p.id} /> : undefined} />
  ) : (
    <Paper variant="outlined">
      <EmptyState icon={CollectionsIcon} title={t('community:albums.emptyAlbum.title')} text={mine ? t('community:albums.emptyAlbum.text') : undefined} />
    </Paper>
  );
}

/** The album owner's "Make it the cover" for the picture shown in the lightbox. */
function CoverButton({ album, pictureId }: { album: AlbumDto; pictureId: number }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const { t } = useTranslation();
  const choose = useMutation({
    mutationFn: () => callApi(() => PicturesService.updateAlbum({ id: album.id, requestBody: { cover_picture_id: pictureId } })),
    onSuccess: ({ data }) => {
      queryClient.setQueryData(['pictures', 'album', album.id], data);
      void queryClient.invalidateQueries({ queryKey: ['pictures', 'albums'] });
      toast.success(t('community:albums.coverChanged'));
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  if (album.cover?.id === pictureId) {
    return <Chip label={t('community:albums.cover')} size="small" sx={{ alignSelf: 'center', color: 'common.white', borderColor: 'rgba(255,255,255,0.5)' }} variant="outlined" />;
  }
  return (
    <Button onClick={() => choose.mutate()} loading={choose.isPending}>
      {t('community:albums.makeCover')}
    </Button>
  );
}
