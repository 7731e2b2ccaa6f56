import { ComingSoon } from '../../ui/ComingSoon';
import type { NavEntry } from '../../lib/navigation';

/** Stands in for every section whose feature has not shipped yet. */
export default function NavEntryPage({ section }: { section: NavEntry }) {
  return <ComingSoon title={section.label} icon={section.icon} />;
}
