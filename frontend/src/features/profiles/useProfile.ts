import { UsersService, type UserProfileDto } from '@plaza/sdk';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/api';
import { profileKey } from '../../lib/paths';

/** `GET /users/{name}`: the member, my relation with them and their counts. */
export function useProfile(username: string | undefined) {
  return useQuery<UserProfileDto>({
    queryKey: profileKey(username ?? ''),
    queryFn: async () => (await callApi(() => UsersService.getUserProfile({ name: username ?? '' }))).data,
    enabled: Boolean(username),
  });
}
