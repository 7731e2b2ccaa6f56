import { EVENT } from '../../common/content/content-kinds';
import { contentSharer } from '../../common/content/content-sharer';

/** Public events, as shared links preview them (with their date). */
export const EventsSharer = contentSharer([
  { kind: EVENT, prefix: '/events/', title: 'x.title', description: "x.location || ' · ' || x.excerpt", image: "'/storage/events/' || x.image", starts_at: 'x.starts_at' },
]);
