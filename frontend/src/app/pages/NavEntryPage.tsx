import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../ui/ComingSoon';
import type { NavEntry } from '../../lib/navigation';

/** Stands in for every section whose feature has not shipped yet. */
export default function NavEntryPage({ section }: { section: NavEntry }) {
  const { t } = useTranslation();
  return <ComingSoon title={t(section.label)} icon={section.icon} />;
}
