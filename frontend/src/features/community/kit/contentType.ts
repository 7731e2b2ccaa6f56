import type SvgIcon from '@mui/material/SvgIcon';
import type { TextFieldProps } from '@mui/material/TextField';
import type { CategoryDto, ReportSubjectType, UserSummaryDto } from '@plaza/sdk';
import type { ComponentType, ReactElement, ReactNode } from 'react';
import type { Control, FieldValues, Path, RegisterOptions } from 'react-hook-form';
import type { Paged } from '../../../lib/listCache';
import type { ChosenFile } from '../../../lib/useFilePreview';
import type { ContentKind } from '../shared/kinds';
import type { ReactionsApi } from '../shared/reactions';
import '../words';

/** A community section: its path root, the root of its cached queries and its media folder. */
export type ContentName = 'blogs' | 'events' | 'forums' | 'pictures' | 'videos';

/** What every content item has, whatever its type. */
export interface ContentItem {
  id: number;
  user: UserSummaryDto;
  hidden: boolean;
}

/**
 * One content type (a blog post, an event, a thread, a picture, an album, a video): its calls, its
 * words, where its pages are, its form and its reading page. The kit's form, list and reading page
 * are built from it; what only one type does is a part or a field it declares. Its words (labels,
 * titles, toasts) are translation keys (`tk` with a `community:` key), translated where they are shown.
 */
export interface ContentType<Item extends ContentItem, Values extends FieldValues = FieldValues> {
  name: ContentName;
  /** An item's page is `${path}/${id}`, its form `${path}/new` and `${path}/${id}/edit` (default: `/${name}`). */
  path?: string;
  /** Where its list is: the back button, and where a deleted item's page leaves for (default: its path). */
  home?: string;
  /** The cache key's second part for one item: `[name, itemKey, id]` (default: 'item'). */
  itemKey?: string;
  /** Its kind in a report. */
  report: ReportSubjectType;
  /** What one is: the words about one item (its noun, its menu, its dialogs). */
  kind: ContentKind;
  words: {
    /** The page title of an item (the item's own words). */
    title: (item: Item) => string;
    /** The back button's text ('Blogs') and the not-found page's way back ('All posts'). */
    back: string;
    notFound: string;
    /** The toast once deleted. */
    deleted: string;
  };
  /** The SDK calls; `categories` when it has some (the form's select and the list's filter). */
  calls: {
    get: (id: number) => Promise<{ data: Item }>;
    remove: (id: number) => Promise<unknown>;
    categories?: () => Promise<{ data: CategoryDto[] }>;
  };
  reading: ReadingSpec<Item>;
  /** Its likes and comments, when members react to it. */
  reactions?: ReactionsApi;
  /** The owner's Edit: the type's form on its own page, or a dialog over the reading page (none: Delete only). */
  edit?: 'page' | EditInPlace<Item>;
  form?: FormSpec<Item, Values>;
}

/** Where a type's item pages are, and its list. */
export const pathOf = (type: { name: ContentName; path?: string }) => type.path ?? `/${type.name}`;
export const homeOf = (type: { name: ContentName; path?: string; home?: string }) => type.home ?? pathOf(type);
export const itemKeyOf = (type: { name: ContentName; itemKey?: string }, id: number) => [type.name, type.itemKey ?? 'item', id] as const;

/** The owner's edit of a title and one optional text (a caption, a description) in a dialog. */
export interface EditInPlace<Item> {
  text: { label: string; field: string; max: number };
  initial: (item: Item) => { title: string; text: string };
  save: (id: number, values: { title: string; text: string }) => Promise<{ data: Item }>;
}

/** A field of a content form. */
export type FieldSpec<V extends FieldValues> =
  | TextFieldSpec<V>
  | { kind: 'category'; name: Path<V> }
  /** Who may read it: public, members or friends. */
  | { kind: 'visibility'; name: Path<V> }
  /** Side by side on wider screens (an event's start and end). */
  | { kind: 'row'; fields: readonly TextFieldSpec<V>[] }
  /** A field the type draws itself (a picture's album select). */
  | { kind: 'custom'; name: Path<V>; render: (control: Control<V>) => ReactNode };

export type TextFieldSpec<V extends FieldValues> = Omit<TextFieldProps, 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur'> & {
  kind: 'text';
  name: Path<V>;
  rules?: RegisterOptions<FieldValues, string>;
};

/** The image or video a form sends, and how it is picked. */
export interface MediaSpec<Item> {
  /** A picker: the image picker, or a type's own (a video's). */
  Picker: ComponentType<MediaPickerProps>;
  label?: string;
  /** Its message when the form is sent without it (none: it is optional). */
  required?: string;
  /** Above the other fields (the default: below them). */
  first?: boolean;
  /** The file already stored, when editing. */
  current?: (item: Item) => string | null;
}

export interface MediaPickerProps {
  chosen: ChosenFile | null;
  choose: (file: File | null) => void;
  current?: string | null;
  label?: string;
  error?: string;
  /** Shows a problem with the file under the picker (undefined clears it). */
  setError: (message: string | undefined) => void;
}

/** Words that differ between writing a new item and editing one. */
interface FormWords {
  title: string;
  submit: string;
  /** The toast once saved. */
  done: string;
}

export interface FormSpec<Item, Values extends FieldValues> {
  create: FormWords;
  /** Edit on the form's page (with `edit: 'page'`). */
  update?: FormWords;
  fields: readonly FieldSpec<Values>[];
  media?: MediaSpec<Item>;
  /** The form's values: empty, or the item's (`params`: the page's address query). */
  defaults: (item: Item | undefined, params: URLSearchParams) => Values;
  /** The SDK call: create, or update `item` (the chosen file only when there is one). */
  send: (values: Values, file: File | undefined, item: Item | undefined) => Promise<{ data: ContentItem }>;
  /** The saved item goes into the item page's cache (when the answer is the item that page shows). */
  cachesItem?: boolean;
  /** Where to go once saved (default: the saved item's page). */
  next?: (saved: ContentItem, params: URLSearchParams) => string;
}

/** A part of a reading page, in order; `hidden` is the notice its author sees after moderators hid it. */
export type ReadingPart<Item> = 'hidden' | ComponentType<ReadingProps<Item>>;

export interface ReadingProps<Item> {
  item: Item;
  /** The owner's menu (Edit, Delete) or, for others, Report. */
  actions: ReactElement;
  mine: boolean;
  remove: () => Promise<void>;
}

export interface ReadingSpec<Item> {
  parts: readonly ReadingPart<Item>[];
  maxWidth?: number;
  gap?: number;
  /** An `<article>` (a blog post) rather than a plain column. */
  article?: boolean;
  /** Mounted with the page: a type's live updates (a video's processing). */
  Live?: ComponentType;
}

/** The list's state as the address keeps it. */
export interface ListState {
  search: string;
  category: number;
  /** The chosen tab's value (the first one's when none is chosen). */
  tab: string;
}

/** A list of one kind of item: its query and how its items are drawn. */
export interface ListViewSpec<T extends { id: number }> {
  key: (state: ListState) => readonly unknown[];
  fetch: (page: number, state: ListState) => Promise<Paged<T>>;
  empty: (state: ListState) => { icon: typeof SvgIcon; title: string; text?: string };
  skeletonHeight?: number;
  items: (items: T[]) => ReactNode;
}

/** A content section: its list page, then its types' pages. */
export interface SectionSpec {
  name: ContentName;
  words: {
    /** The list's heading, and the sign-in page's. */
    title: string;
    /** Why a visitor should sign in, on the sign-in page. */
    signIn: string;
    /** The "new" button's text. */
    create: string;
  };
  /** Where the "new" button leads. */
  createTo: string;
  categories?: () => Promise<{ data: CategoryDto[] }>;
  /** Tabs kept in the address as `?${param}=` (the first option is the default, not written). */
  tabs?: { param: string; label?: string; options: readonly { value: string; label: string }[]; aside?: ReactNode };
  view: (state: ListState) => ReactElement;
  /** Mounted with the list: a type's live updates. */
  Live?: ComponentType;
  types: readonly TypeRoutes[];
}

export interface TypeRoutes {
  /** Below the section's path: '' or 'albums/'. */
  prefix: string;
  reading: ReactElement;
  create?: ReactElement;
  edit?: ReactElement;
}
