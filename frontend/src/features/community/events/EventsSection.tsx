import { Route, Routes } from 'react-router';
import { MembersOnly } from '../../../ui/MembersOnly';
import { EventEditPage, EventForm } from './EventForm';
import { EventList } from './EventList';
import { EventPage } from './EventPage';

/** `/events`, `/events/new`, `/events/:id`, `/events/:id/edit`. */
export default function EventsSection() {
  return (
    <MembersOnly title="Events" text="Sign in to see what is on, and say whether you are going.">
      <Routes>
        <Route index element={<EventList />} />
        <Route path="new" element={<EventForm />} />
        <Route path=":id" element={<EventPage />} />
        <Route path=":id/edit" element={<EventEditPage />} />
      </Routes>
    </MembersOnly>
  );
}
