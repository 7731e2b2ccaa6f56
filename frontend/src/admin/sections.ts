import type { ContentSectionDto, ModerationGroup } from '@plaza/sdk';
import { createContext, useContext } from 'react';
import { i18n } from '../i18n';
import { tk } from '../i18n/keys';
import './words';

/** What can be reported and moderated, section by section, as the API declares it (loaded once by AdminApp). */
export const SectionsContext = createContext<ContentSectionDto[]>([]);

export const useSections = () => useContext(SectionsContext);

/** A section's name in the console's language; one it has no words for keeps the API's (English) name. */
export const sectionLabel = (section: Pick<ContentSectionDto, 'type' | 'label'>) => i18n.t(`admin:subjects.${section.type}.label`, { defaultValue: section.label });
export const sectionPlural = (section: Pick<ContentSectionDto, 'type' | 'plural'>) => i18n.t(`admin:subjects.${section.type}.plural`, { defaultValue: section.plural });

/** A subject type as people say it ('Post', 'Item in Marketplace'), from the API's declaration. */
export function useSubjectLabel(): (type: string) => string {
  const sections = useSections();
  return (type) => {
    const section = sections.find((s) => s.type === type);
    return section ? sectionLabel(section) : type.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());
  };
}

/** The content sections' groups, as the menu and the dashboard show them, in this order. */
export const CONTENT_GROUPS: { group: ModerationGroup; label: string }[] = [
  { group: 'social', label: tk('admin:groups.social') },
  { group: 'community', label: tk('admin:groups.community') },
  { group: 'listings', label: tk('admin:groups.listings') },
];
