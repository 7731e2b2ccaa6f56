import type SvgIcon from '@mui/material/SvgIcon';
import type { TextFieldProps } from '@mui/material/TextField';
import type { CategoryDto, ReportSubjectType, UserSummaryDto } from '@plaza/sdk';
import type { ComponentType, ReactElement, ReactNode } from 'react';
import type { Control, FieldValues, Path, RegisterOptions } from 'react-hook-form';
import type { Paged } from '../../../lib/listCache';
import type { ChosenFile } from '../../../lib/useFilePreview';

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
 * are built from it; what only one type does is a part or a field it declares.
 */
export interface ContentType<Item extends ContentItem, Values extends FieldValues = FieldValues> {
  name: ContentName;
  /** An item's page is `${path}/${id}`; its form `${path}/new` and `${path}/${id}/edit`. */
  path: string;
  /** Where its list is: the back button and where a deleted item's page leaves for. */
  home: string;
  /** The back button's text ('Blogs') and the not-found page's way back ('All posts'). */
  back: { label: string; notFound: string };
  /** What one is, as a sentence says it: 'blog post'. */
  noun: string;
  /** Its kind in a report. */
  report: ReportSubjectType;
  /** The cache key's second part for one item: `[name, itemKey, id]` ('item' unless told). */
  itemKey?: string;
  /** The page title of an item. */
  label: (item: Item) => string;
  get: (id: number) => Promise<{ data: Item }>;
  remove: (id: number) => Promise<unknown>;
  /** The toast once deleted. */
  deleted: string;
  /** Its categories, when it has some (the form's select and the list's filter). */
  categories?: () => Promise<{ data: CategoryDto[] }>;
  /** The owner's Edit: the type's form on its own page, or a dialog over the reading page. */
  edit?: 'page' | EditInPlace<Item>;
  form?: FormSpec<Item, Values>;
  reading: ReadingSpec<Item>;
}

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
  /** Remounts the list when another view takes its place (another tab). */
  id: string;
  key: (state: ListState) => readonly unknown[];
  fetch: (page: number, state: ListState) => Promise<Paged<T>>;
  empty: (state: ListState) => { icon: typeof SvgIcon; title: string; text?: string };
  skeletonHeight?: number;
  items: (items: T[]) => ReactNode;
}

/** A content section's list page. */
export interface ListSpec {
  title: string;
  create: { label: string; to: string };
  categories?: () => Promise<{ data: CategoryDto[] }>;
  /** Tabs kept in the address as `?${param}=` (the first option is the default, not written). */
  tabs?: { param: string; label?: string; options: readonly { value: string; label: string }[]; aside?: ReactNode };
  view: (state: ListState) => ReactElement;
  Live?: ComponentType;
}

/** A content section: one route tree of its list and its types' pages. */
export interface SectionSpec {
  name: ContentName;
  title: string;
  /** Why a visitor should sign in, on the sign-in page. */
  signIn: string;
  list: ListSpec;
  /** Each type's pages, from `routesOf(type)`. */
  types: readonly TypeRoutes[];
}

export interface TypeRoutes {
  /** Below the section's path: '' or 'albums/'. */
  prefix: string;
  reading: ReactElement;
  create?: ReactElement;
  edit?: ReactElement;
}
