import { Route, Routes } from 'react-router';
import { MembersOnly } from '../../../ui/MembersOnly';
import { AlbumPage } from './AlbumPage';
import { AlbumForm, PictureForm } from './PictureForm';
import { PicturePage } from './PicturePage';
import { PicturesHome } from './PicturesHome';

/** `/pictures` (`?tab=albums`), `/pictures/new`, `/pictures/:id`, `/pictures/albums/new`, `/pictures/albums/:id`. */
export default function PicturesSection() {
  return (
    <MembersOnly title="Pictures" text="Sign in to see the community's pictures and albums.">
      <Routes>
        <Route index element={<PicturesHome />} />
        <Route path="new" element={<PictureForm />} />
        <Route path="albums/new" element={<AlbumForm />} />
        <Route path="albums/:id" element={<AlbumPage />} />
        <Route path=":id" element={<PicturePage />} />
      </Routes>
    </MembersOnly>
  );
}
