import type { SearchGroupDto } from '@plaza/sdk';
import { useTranslation } from 'react-i18next';
import './words';

/** A result type's name in the member's language; a type newer than this page keeps the API's English label. */
export function useGroupLabel(): (group: Pick<SearchGroupDto, 'type' | 'label'>) => string {
  const { t } = useTranslation();
  return (group) => t(`search:types.${group.type}`, { defaultValue: group.label });
}
