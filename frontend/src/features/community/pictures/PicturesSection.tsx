import CollectionsIcon from '@mui/icons-material/Collections';
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PicturesService, type AlbumSummaryDto, type PictureDto } from '@plaza/sdk';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { tk } from '../../../i18n/keys';
import { cards, listView } from '../kit/ContentList';
import { ContentRoutes, routesOf, section } from '../kit/ContentRoutes';
import { contentImageUrl } from '../shared/media';
import { album } from './album';
import { picture } from './picture';
import { PictureGrid } from './PictureGrid';
import '../words';

const allPictures = listView('pictures', {
  items: (items: PictureDto[]) => <PictureGrid pictures={items} />,
  key: ({ search }) => ['pictures', 'list', search],
  fetch: (page, { search }) => PicturesService.listPictures({ page, take: 30, order: 'desc', search: search || undefined }),
  empty: () => ({ icon: PhotoLibraryIcon, title: tk('community:pictures.empty'), text: tk('community:list.uploadFirst') }),
});

const albums = listView('albums', {
  items: cards({ label: tk('community:albums.title'), grid: 220, card: (a: AlbumSummaryDto) => <AlbumCard album={a} /> }),
  key: ({ search }) => ['pictures', 'albums', search],
  fetch: (page, { search }) => PicturesService.listAlbums({ page, take: 24, order: 'desc', search: search || undefined }),
  empty: () => ({ icon: CollectionsIcon, title: tk('community:albums.empty.title'), text: tk('community:albums.empty.text') }),
});

/** Every picture as a grid, or the albums (`?tab=albums`). */
const pictures = section(picture, {
  words: { title: tk('community:pictures.title'), create: tk('community:pictures.create'), signIn: tk('community:pictures.signIn') },
  tabs: {
    param: 'tab',
    options: [
      { value: 'pictures', label: tk('community:pictures.title') },
      { value: 'albums', label: tk('community:albums.title') },
    ],
    aside: <NewAlbumButton />,
  },
  view: (state) => (state.tab === 'albums' ? albums(state) : allPictures(state)),
  more: [routesOf(album, 'albums/')],
});

/** `/pictures` (`?tab=albums`), `/pictures/new`, `/pictures/:id`, `/pictures/albums/new`, `/pictures/albums/:id`. */
export default function PicturesSection() {
  return <ContentRoutes section={pictures} />;
}

function NewAlbumButton() {
  const { t } = useTranslation();
  return (
    <Button component={Link} to="/pictures/albums/new" variant="outlined" size="small" startIcon={<CollectionsIcon />}>
      {t('community:albums.create')}
    </Button>
  );
}

function AlbumCard({ album }: { album: AlbumSummaryDto }) {
  const { t } = useTranslation();
  return (
    <Card variant="outlined">
      <CardActionArea component={Link} to={`/pictures/albums/${album.id}`}>
        {album.cover ? (
          <Box component="img" src={contentImageUrl('pictures', album.cover.image, { thumb: true })} alt="" sx={{ width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', display: 'block' }} />
        ) : (
          <Stack sx={{ aspectRatio: '4 / 3', alignItems: 'center', justifyContent: 'center', bgcolor: 'grey.100', color: 'text.disabled' }}>
            <CollectionsIcon fontSize="large" />
          </Stack>
        )}
        <Box sx={{ p: 1.5 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }} noWrap>
            {album.name}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {t('community:albums.count', { count: album.pictures_count })} · {album.user.first_name} {album.user.last_name}
          </Typography>
        </Box>
      </CardActionArea>
    </Card>
  );
}
