import { Route, Routes } from 'react-router';
import { MembersOnly } from '../../../ui/MembersOnly';
import { ForumEditPage, ForumForm } from './ForumForm';
import { ForumList } from './ForumList';
import { ThreadPage } from './ThreadPage';

/** `/forums`, `/forums/new`, `/forums/:id` (`?page=` of its replies), `/forums/:id/edit`. */
export default function ForumsSection() {
  return (
    <MembersOnly title="Forums" text="Sign in to join the discussions.">
      <Routes>
        <Route index element={<ForumList />} />
        <Route path="new" element={<ForumForm />} />
        <Route path=":id" element={<ThreadPage />} />
        <Route path=":id/edit" element={<ForumEditPage />} />
      </Routes>
    </MembersOnly>
  );
}
