import { AccountService, type MemberExportListDto } from '@plaza/sdk';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api';

export const EXPORTS_KEY = ['me', 'exports'] as const;

/** My data exports and when I may ask for the next one. */
export function useExports() {
  return useQuery<MemberExportListDto>({ queryKey: EXPORTS_KEY, queryFn: () => callApi(() => AccountService.listExports()) });
}

export function useRefreshExports(): () => Promise<void> {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: EXPORTS_KEY });
}
