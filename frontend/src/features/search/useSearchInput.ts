import { SearchService, type SearchGroupDto } from '@plaza/sdk';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { SEARCH_PATH } from './paths';

/** How long typing must pause before suggestions are asked for. */
const SUGGEST_DELAY_MS = 250;
/** Suggestions per type. */
const SUGGESTIONS_PER_TYPE = 3;

/** What is typed in the top bar's search, and its suggestions. */
export interface SearchInput {
  input: string;
  setInput: (input: string) => void;
  groups: SearchGroupDto[];
  loading: boolean;
}

/** Suggestions for what is typed, asked for once typing pauses; a newer answer replaces an older one. */
function useSuggestions(input: string) {
  const [answer, setAnswer] = useState<{ q: string; groups: SearchGroupDto[] }>({ q: '', groups: [] });
  const [loading, setLoading] = useState(false);
  const q = input.trim();
  useEffect(() => {
    if (q.length < 2) {
      return;
    }
    let live = true;
    const timer = setTimeout(() => {
      setLoading(true);
      SearchService.siteSearch({ q, take: SUGGESTIONS_PER_TYPE })
        .then((res) => live && setAnswer({ q, groups: res.data.groups.filter((g) => g.total > 0) }))
        .catch(() => live && setAnswer({ q, groups: [] }))
        .finally(() => live && setLoading(false));
    }, SUGGEST_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [q]);
  return { groups: q.length >= 2 && answer.q ? answer.groups : [], loading };
}

/**
 * The search's text and suggestions, kept by the top bar rather than by the field: the field is
 * another one on each side of the phone breakpoint (a window resized, a tablet turned), and the
 * text typed must survive the swap.
 */
export function useSearchInput(): SearchInput {
  const location = useLocation();
  const [input, setInput] = useState('');
  // On the results page the box shows the search the address holds (a shared link, Back).
  const shown = location.pathname === SEARCH_PATH ? (new URLSearchParams(location.search).get('q') ?? '') : null;
  const [seen, setSeen] = useState<string | null>(null);
  if (shown !== seen) {
    setSeen(shown);
    if (shown !== null) {
      setInput(shown);
    }
  }
  return { input, setInput, ...useSuggestions(input) };
}
