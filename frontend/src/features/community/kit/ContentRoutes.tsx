import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router';
import { MembersOnly } from '../../../ui/MembersOnly';
import { ContentEditPage, ContentForm } from './ContentForm';
import { ContentList } from './ContentList';
import { pathOf, type ContentItem, type ContentType, type SectionSpec, type TypeRoutes } from './contentType';
import { ReadingPage } from './ReadingPage';

/** A section's pages: its list at the root, then each type's new, reading and edit pages. */
export function ContentRoutes({ section }: { section: SectionSpec }) {
  const { t } = useTranslation();
  const members = (page: ReactNode) => (
    <MembersOnly title={t(section.words.title)} text={t(section.words.signIn)}>
      {page}
    </MembersOnly>
  );
  // The list and the reading pages are open to visitors (the API answers them what is public);
  // writing asks them to sign in.
  return (
    <Routes>
      <Route index element={<ContentList section={section} />} />
      {section.types.flatMap(({ prefix, reading, create, edit }) => [
        create && <Route key={`${prefix}new`} path={`${prefix}new`} element={members(create)} />,
        <Route key={`${prefix}:id`} path={`${prefix}:id`} element={reading} />,
        edit && <Route key={`${prefix}:id/edit`} path={`${prefix}:id/edit`} element={members(edit)} />,
      ])}
    </Routes>
  );
}

/** A type's pages for its section's routes: `prefix` is its path below the section's ('albums/'). */
export function routesOf<Item extends ContentItem, V extends FieldValues>(type: ContentType<Item, V>, prefix = ''): TypeRoutes {
  return {
    prefix,
    reading: <ReadingPage type={type} />,
    create: type.form && <ContentForm type={type} />,
    edit: type.form && type.edit === 'page' ? <ContentEditPage type={type} /> : undefined,
  };
}

type SectionOptions = Omit<SectionSpec, 'name' | 'createTo' | 'categories' | 'types'> & { more?: readonly TypeRoutes[] };

/** The section of a main type (its list, its categories, its "new" page), with the pages of any other (`more`). */
export function section<Item extends ContentItem, V extends FieldValues>(type: ContentType<Item, V>, { more = [], ...options }: SectionOptions): SectionSpec {
  return { ...options, name: type.name, createTo: `${pathOf(type)}/new`, categories: type.calls.categories, types: [routesOf(type), ...more] };
}
