import SearchOffIcon from '@mui/icons-material/SearchOff';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { usePageTitle } from '../../lib/usePageTitle';

export default function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <Stack sx={{ alignItems: 'center', textAlign: 'center', gap: 2, py: 8 }}>
      <SearchOffIcon sx={{ fontSize: 72, color: 'text.disabled' }} />
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
        Page not found
      </Typography>
      <Typography color="text.secondary">
        There is nothing at this address. It may have moved, or never existed.
      </Typography>
      <Button component={Link} to="/" variant="contained">
        Go to the home page
      </Button>
    </Stack>
  );
}
