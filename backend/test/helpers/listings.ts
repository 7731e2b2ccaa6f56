import { listingSection, type ListingFieldSpec, type ListingSectionSlug, type ListingSectionSpec } from '../../src/modules/listings/sections';
import type { TestUser } from './factories';
import { form, png } from './forms';
import type { TestApp } from './test-app';

/** A valid form of the section: every field's declared example, with `overrides`. */
export function validFields(section: ListingSectionSpec, overrides: Record<string, string> = {}): Record<string, string> {
  return { ...Object.fromEntries((section.fields as readonly ListingFieldSpec[]).map((f) => [f.name, f.example])), ...overrides };
}

/** A listing of `slug` by `u` with `images` pictures, through the API; answers it. */
export async function newListing(t: TestApp, u: TestUser, slug: ListingSectionSlug, overrides: Record<string, string> = {}, images = 0): Promise<Record<string, any>> {
  const section = listingSection(slug);
  const files = await Promise.all(Array.from({ length: images }, async (_, i) => ({ data: await png(320 + i, 200), name: `p${i}.png`, type: 'image/png' })));
  const res = await t.request('POST', `/api/${section.slug}`, { token: u.access_token, body: form(validFields(section, overrides), { image: files }) });
  if (res.status !== 201) {
    throw new Error(`listing failed: ${res.status} ${JSON.stringify(res.body)}`);
  }
  return res.body.data;
}
