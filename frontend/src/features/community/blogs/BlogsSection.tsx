import { Route, Routes } from 'react-router';
import { MembersOnly } from '../../../ui/MembersOnly';
import { BlogEditPage, BlogForm } from './BlogForm';
import { BlogList } from './BlogList';
import { BlogPage } from './BlogPage';

/** `/blogs`, `/blogs/new`, `/blogs/:id`, `/blogs/:id/edit`. */
export default function BlogsSection() {
  return (
    <MembersOnly title="Blogs" text="Sign in to read the community's blog posts and write your own.">
      <Routes>
        <Route index element={<BlogList />} />
        <Route path="new" element={<BlogForm />} />
        <Route path=":id" element={<BlogPage />} />
        <Route path=":id/edit" element={<BlogEditPage />} />
      </Routes>
    </MembersOnly>
  );
}
