import { Route, Routes } from 'react-router';
import { MembersOnly } from '../../../ui/MembersOnly';
import { VideoForm } from './VideoForm';
import { VideoList } from './VideoList';
import { VideoPage } from './VideoPage';

/** `/videos`, `/videos/new`, `/videos/:id`. */
export default function VideosSection() {
  return (
    <MembersOnly title="Videos" text="Sign in to watch the community's videos and share yours.">
      <Routes>
        <Route index element={<VideoList />} />
        <Route path="new" element={<VideoForm />} />
        <Route path=":id" element={<VideoPage />} />
      </Routes>
    </MembersOnly>
  );
}
