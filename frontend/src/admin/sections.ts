import type { ContentSectionDto, ModerationGroup } from '@plaza/sdk';
import { createContext, useContext } from 'react';

/** What can be reported and moderated, section by section, as the API declares it (loaded once by AdminApp). */
export const SectionsContext = createContext<ContentSectionDto[]>([]);

export const useSections = () => useContext(SectionsContext);

/** A subject type as people say it ('Post', 'Item in Marketplace'), from the API's declaration. */
export function useSubjectLabel(): (type: string) => string {
  const sections = useSections();
  return (type) =>
    sections.find((s) => s.type === type)?.label ?? type.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());
}

/** The content sections' groups, as the menu and the dashboard show them, in this order. */
export const CONTENT_GROUPS: { group: ModerationGroup; label: string }[] = [
  { group: 'social', label: 'Social' },
  { group: 'community', label: 'Community' },
  { group: 'listings', label: 'Listings' },
];
