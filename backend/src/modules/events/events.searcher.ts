import { visibleTo } from '../../common/content/content-access';
import { EVENT } from '../../common/content/content-kinds';
import { tableSearcher } from '../../common/search/searcher';

/** Events in site search, as the event pages show them to the viewer. */
export const EventsSearcher = tableSearcher([
  {
    info: { type: 'events', label: 'Events' },
    source: {
      from: 'events x',
      visible: visibleTo(EVENT),
      title: 'x.title',
      excerpt: 'x.excerpt',
      image: "'/storage/events/thumbs/' || x.image",
      path: "'/events/' || x.id",
      detail: 'x.location',
      starts_at: 'x.starts_at',
    },
  },
]);
