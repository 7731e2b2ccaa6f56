import '../words';
/** A kind of content item: the words about one (its noun, its menu, its dialogs) are under `community:kinds.<kind>`. */
export type ContentKind = 'blog' | 'event' | 'thread' | 'picture' | 'album' | 'video';
