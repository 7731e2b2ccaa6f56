/** `/u/:username`: another member's profile. */
export function profilePath(username: string): string {
  return `/u/${encodeURIComponent(username)}`;
}

/** `/u/:username/friends`: another member's friends. */
export function profileFriendsPath(username: string): string {
  return `${profilePath(username)}/friends`;
}

/** The cache key of a profile: usernames are matched in any case. */
export function profileKey(username: string) {
  return ['profiles', username.toLowerCase()] as const;
}
