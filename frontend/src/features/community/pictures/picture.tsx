import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { PicturesService, type PictureDto, type Visibility } from '@plaza/sdk';
import { useQuery } from '@tanstack/react-query';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { tk } from '../../../i18n/keys';
import { FormTextField } from '../../../ui/FormTextField';
import { callApi } from '../../../lib/api';
import type { ContentType, ReadingProps } from '../kit/contentType';
import { DetailsRow, Reactions } from '../kit/ReadingPage';
import { Byline } from '../shared/Byline';
import { ImagePicker } from '../shared/ImagePicker';
import { ResponsiveImage } from '../../../ui/ResponsiveImage';
import type { ReactionsApi } from '../shared/reactions';
import { optionalText, requiredText } from '../shared/rules';
import '../words';

/** The caption: its API name, its label and its longest length (as the API allows). */
const CAPTION = { field: 'caption', label: tk('community:pictures.form.caption'), max: 2000 };

interface PictureValues {
  title: string;
  caption: string;
  album_id: number | '';
  visibility: Visibility;
}

/** Likes and comments on a picture (its page and the lightbox). */
export const pictureReactions: ReactionsApi = {
  toggle: (id, like) => (like ? PicturesService.likePicture({ id }) : PicturesService.unlikePicture({ id })),
  comments: (id, page, take) => PicturesService.listPictureComments({ id, page, take, order: 'desc' }),
  comment: (id, body) => PicturesService.createPictureComment({ id, requestBody: { body } }),
  deleteComment: (id, commentId) => PicturesService.deletePictureComment({ id, commentId }),
};

/**
 * A picture (its metadata is removed by the server), optionally in one of my albums (`/pictures/new?album=`);
 * its page is where notifications about it lead.
 */
export const picture: ContentType<PictureDto, PictureValues> = {
  name: 'pictures',
  report: 'picture',
  kind: 'picture',
  words: { title: (p) => p.title, back: tk('community:pictures.title'), notFound: tk('community:pictures.all'), deleted: tk('community:pictures.deleted') },
  calls: { get: (id) => PicturesService.getPicture({ id }), remove: (id) => PicturesService.deletePicture({ id }) },
  reading: { maxWidth: 960, parts: ['hidden', Photo, Details, (props) => <Reactions type={picture} item={props.item} />] },
  edit: { text: CAPTION, initial: (p) => ({ title: p.title, text: p.caption ?? '' }), save: (id, { title, text }) => PicturesService.updatePicture({ id, requestBody: { title, caption: text } }) },
  form: {
    create: { title: tk('community:pictures.create'), submit: tk('community:form.upload'), done: tk('community:pictures.form.uploaded') },
    media: { Picker: ImagePicker, label: tk('community:pictures.form.choose'), required: tk('community:pictures.form.required'), first: true },
    fields: [
      { kind: 'text', name: 'title', label: tk('community:fields.title'), rules: requiredText(255) },
      { kind: 'text', name: 'caption', label: CAPTION.label, rules: optionalText(CAPTION.max), multiline: true, minRows: 2 },
      { kind: 'custom', name: 'album_id', render: (control) => <AlbumSelect control={control} /> },
      { kind: 'visibility', name: 'visibility' },
    ],
    defaults: (_, params) => ({ title: '', caption: '', album_id: Number(params.get('album')) || '', visibility: 'members' }),
    send: (v, image) =>
      PicturesService.createPicture({
        formData: { title: v.title, ...(v.caption.trim() ? { caption: v.caption } : {}), ...(v.album_id ? { album_id: Number(v.album_id) } : {}), visibility: v.visibility, image: image! },
      }),
    next: (saved, params) => (params.get('album') ? `/pictures/albums/${params.get('album')}` : `/pictures/${saved.id}`),
  },
  reactions: pictureReactions,
};

/** One of my albums to put the picture in. */
function AlbumSelect({ control }: { control: Control<PictureValues> }) {
  const { t } = useTranslation();
  const albums = useQuery({ queryKey: ['pictures', 'my-albums'], queryFn: () => callApi(() => PicturesService.listMyAlbums()) });
  return (
    <FormTextField control={control} name="album_id" select label={t('community:pictures.form.album')}>
      <MenuItem value="">{t('community:pictures.form.noAlbum')}</MenuItem>
      {(albums.data?.data ?? []).map((album) => (
        <MenuItem key={album.id} value={album.id}>
          {album.name}
        </MenuItem>
      ))}
    </FormTextField>
  );
}

function Photo({ item: p }: ReadingProps<PictureDto>) {
  return (
    <Box sx={{ bgcolor: 'grey.900', borderRadius: 2, display: 'flex', justifyContent: 'center' }}>
      <ResponsiveImage kind="pictures" file={p.image} alt={p.title} sizes="(min-width: 1200px) 1100px, 100vw" width={p.width} height={p.height} placeholder={p.placeholder} priority fit="contain" sx={{ maxHeight: '70vh', width: 'auto' }} />
    </Box>
  );
}

function Details({ item: p, actions }: ReadingProps<PictureDto>) {
  return (
    <DetailsRow title={p.title} actions={actions}>
      {p.caption && <Typography sx={{ whiteSpace: 'pre-line' }}>{p.caption}</Typography>}
      <Byline user={p.user} date={p.created_at} />
    </DetailsRow>
  );
}
