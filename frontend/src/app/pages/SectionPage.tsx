import { ComingSoon } from '../../ui/ComingSoon';
import type { Section } from '../../lib/sections';

/** Stands in for every section whose feature has not shipped yet. */
export default function SectionPage({ section }: { section: Section }) {
  return <ComingSoon title={section.label} icon={section.icon} />;
}
