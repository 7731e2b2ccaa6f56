import type { DomainDescriptor } from '../../common/domain/domain-descriptor';
import { LinkPreviewModule } from './link-preview.module';

// The link-preview domain's front door: other domains import it only from here.
export { LinkPreviewModule } from './link-preview.module';

/** The OpenAPI tags of its routes, each with what it covers. */
const API_TAGS = { 'link-preview': 'Previews of links sent in chats: Plaza pages as the member may see them, other sites fetched through the SSRF guard' };

/** What the link-preview domain tells the registry (modules/registry.ts): it reads the others' `sharing`. */
export const linkPreviewDomain: DomainDescriptor = { name: 'link-preview', module: LinkPreviewModule, apiTags: API_TAGS };
