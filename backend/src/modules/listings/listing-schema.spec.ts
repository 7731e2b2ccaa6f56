import { SECTION_STATEMENTS } from '../../database/migrations/Migration20261123010000_listings';
import { sectionsDdl } from './listing-schema';
import { LISTING_SECTION_SLUGS, LISTING_SECTIONS } from './sections';

describe('the listing sections declaration', () => {
  it('matches the committed migration: a changed declaration needs a new migration', () => {
    expect(sectionsDdl()).toEqual(SECTION_STATEMENTS);
  });

  it('gives every section one title field, a description, unique field names and declared sort keys', () => {
    expect(LISTING_SECTIONS.map((s) => s.slug)).toEqual([...LISTING_SECTION_SLUGS]);
    for (const section of LISTING_SECTIONS) {
      const fields = section.fields as readonly { name: string; core?: string; kind: string; choices?: readonly string[] }[];
      expect(fields.filter((f) => f.core === 'title')).toHaveLength(1);
      expect(fields.filter((f) => f.core === 'description')).toHaveLength(1);
      expect(new Set(fields.map((f) => f.name)).size).toBe(fields.length);
      for (const column of ['category', 'location', 'price']) {
        expect(fields.filter((f) => f.core === column).length).toBeLessThanOrEqual(1);
      }
      expect(fields.filter((f) => f.kind === 'choice').every((f) => (f.choices?.length ?? 0) > 0)).toBe(true);
      expect((section.sorts as readonly string[]).includes('price')).toBe(fields.some((f) => f.core === 'price'));
      for (const key of section.summary) {
        expect(fields.map((f) => f.name)).toContain(key);
      }
    }
  });
});
