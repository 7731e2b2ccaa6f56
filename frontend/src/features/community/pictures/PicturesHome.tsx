import CollectionsIcon from '@mui/icons-material/Collections';
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { PicturesService, type AlbumSummaryDto } from '@plaza/sdk';
import { Link } from 'react-router';
import { EmptyState } from '../../../ui/EmptyState';
import { ListBody } from '../shared/ListBody';
import { ListFilters } from '../shared/ListFilters';
import { contentImageUrl } from '../shared/media';
import { SectionHeader } from '../shared/SectionHeader';
import { useListFilters, useScrolledList } from '../shared/useContentList';
import { PictureGrid } from './PictureGrid';

const PAGE_SIZE = 30;

/** `/pictures`: every picture as a grid, or the albums (`?tab=albums`). */
export function PicturesHome() {
  const filters = useListFilters();
  const tab = filters.params.get('tab') === 'albums' ? 'albums' : 'pictures';
  return (
    <>
      <SectionHeader title="Pictures" create={{ label: 'Upload a picture', to: '/pictures/new' }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
          <Tabs value={tab} onChange={(_, value: string) => filters.set('tab', value === 'albums' ? 'albums' : '')}>
            <Tab value="pictures" label="Pictures" />
            <Tab value="albums" label="Albums" />
          </Tabs>
          <Button component={Link} to="/pictures/albums/new" variant="outlined" size="small" startIcon={<CollectionsIcon />}>
            New album
          </Button>
        </Stack>
        <ListFilters search={filters.search} onSearch={filters.onSearch} />
      </SectionHeader>
      {tab === 'albums' ? <AlbumList search={filters.search} /> : <AllPictures search={filters.search} />}
    </>
  );
}

function AllPictures({ search }: { search: string }) {
  const { query, items } = useScrolledList(['pictures', 'list', search], (page) => PicturesService.listPictures({ page, take: PAGE_SIZE, order: 'desc', search: search || undefined }));
  return (
    <ListBody query={query} count={items.length} empty={<EmptyState icon={PhotoLibraryIcon} title="No pictures yet" text="Upload the first one." />}>
      <PictureGrid pictures={items} />
    </ListBody>
  );
}

function AlbumList({ search }: { search: string }) {
  const { query, items } = useScrolledList(['pictures', 'albums', search], (page) => PicturesService.listAlbums({ page, take: 24, order: 'desc', search: search || undefined }));
  return (
    <ListBody query={query} count={items.length} empty={<EmptyState icon={CollectionsIcon} title="No albums yet" text="Create one and put your pictures in it." />}>
      <Box component="ul" aria-label="Albums" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}>
        {items.map((album) => (
          <li key={album.id}>
            <AlbumCard album={album} />
          </li>
        ))}
      </Box>
    </ListBody>
  );
}

function AlbumCard({ album }: { album: AlbumSummaryDto }) {
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
            {album.pictures_count} {album.pictures_count === 1 ? 'picture' : 'pictures'} · {album.user.first_name} {album.user.last_name}
          </Typography>
        </Box>
      </CardActionArea>
    </Card>
  );
}
