import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { avatarUrl } from '../../lib/media';

interface Person {
  first_name: string;
  last_name: string;
  username?: string;
  avatar?: string | null;
  email?: string;
}

/** A member in a console row: small avatar, name, @username (and the email where the row has it). */
export function PersonCell({ person, fallback = '—' }: { person: Person | null | undefined; fallback?: string }) {
  if (!person) {
    return (
      <Typography variant="body2" color="text.secondary">
        {fallback}
      </Typography>
    );
  }
  const name = `${person.first_name} ${person.last_name}`;
  return (
    <Stack direction="row" sx={{ gap: 1, alignItems: 'center', minWidth: 0 }}>
      <Avatar
        src={person.avatar ? avatarUrl(person.avatar, { thumb: true }) : undefined}
        alt={name}
        sx={{ width: 28, height: 28, fontSize: 14 }}
      >
        {person.first_name.charAt(0)}
      </Avatar>
      <Stack sx={{ minWidth: 0 }}>
        <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
          {name}
        </Typography>
        {person.username && (
          <Typography variant="caption" color="text.secondary" noWrap>
            @{person.username}
          </Typography>
        )}
        {person.email && (
          <Typography variant="caption" color="text.secondary" noWrap>
            {person.email}
          </Typography>
        )}
      </Stack>
    </Stack>
  );
}
