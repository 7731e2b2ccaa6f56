import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { DOMAIN_DESCRIPTORS } from '../../common/domain/domains.module';
import type { DomainDescriptor } from '../../common/domain/domain-descriptor';
import { ValidationFailedException } from '../../common/errors/validation';
import { resolveSiteSearch, searchTerms } from '../../common/search/search-query';
import type { Searcher, SearchTypeInfo } from '../../common/search/searcher';
import { SiteSearchQueryDto, toSearchGroupDto, type SearchTypeDto, type SiteSearchDto } from './dto/search.dto';

interface SearchedType extends SearchTypeInfo {
  searcher: Searcher;
}

/**
 * Site search: every domain's searcher (descriptor `search`), each answering its own types with
 * its own visibility rules; this only resolves the words once, asks the searchers in parallel
 * and puts their groups together.
 */
@Injectable()
export class SearchService {
  private resolved?: SearchedType[];

  constructor(
    @Inject(DOMAIN_DESCRIPTORS) private readonly descriptors: readonly DomainDescriptor[],
    private readonly modules: ModuleRef,
    private readonly em: EntityManager,
  ) {}

  /** Every type, in the registry's order. */
  private all(): SearchedType[] {
    this.resolved ??= this.descriptors.flatMap((d) => {
      if (!d.search) {
        return [];
      }
      const searcher = this.modules.get(d.search, { strict: false });
      return searcher.types.map((t) => ({ ...t, searcher }));
    });
    return this.resolved;
  }

  /** The types the viewer may search. */
  types(viewerId: number | null): SearchTypeDto[] {
    return this.all()
      .filter((t) => viewerId !== null || !t.membersOnly)
      .map((t) => ({ type: t.type, label: t.label }));
  }

  async search(viewerId: number | null, query: SiteSearchQueryDto): Promise<SiteSearchDto> {
    const available = this.all().filter((t) => viewerId !== null || !t.membersOnly);
    const unknown = (query.types ?? []).filter((t) => !available.some((a) => a.type === t));
    if (unknown.length) {
      throw ValidationFailedException.field('types', `Unknown search type: ${unknown.join(', ')}. The types are ${available.map((a) => a.type).join(', ')}`);
    }
    const chosen = query.types?.length ? available.filter((a) => query.types!.includes(a.type)) : available;
    const page = query.page ?? 1;
    const take = query.take ?? 5;
    const empty: SiteSearchDto = { q: query.q ?? '', total: 0, page, take, groups: chosen.map((t) => ({ type: t.type, label: t.label, total: 0, items: [] })) };
    const terms = searchTerms(query.q);
    const resolved = await resolveSiteSearch(this.em, terms);
    if (!resolved) {
      return empty;
    }
    const search = { viewerId, terms, ...resolved };
    const bySearcher = new Map<Searcher, string[]>();
    for (const t of chosen) {
      bySearcher.set(t.searcher, [...(bySearcher.get(t.searcher) ?? []), t.type]);
    }
    const answers = await Promise.all([...bySearcher].map(([searcher, types]) => searcher.search(search, types, take, (page - 1) * take)));
    const found = new Map(answers.flat().map((g) => [g.type, g]));
    const groups = chosen.map((t) => toSearchGroupDto(found.get(t.type) ?? { type: t.type, total: 0, items: [] }, t.label));
    // Types with results first, in the registry's order (a stable sort keeps it).
    groups.sort((a, b) => Number(b.total > 0) - Number(a.total > 0));
    return { q: query.q ?? '', total: groups.reduce((sum, g) => sum + g.total, 0), page, take, groups };
  }
}
