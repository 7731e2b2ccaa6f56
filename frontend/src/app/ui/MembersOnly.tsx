import LockIcon from '@mui/icons-material/Lock';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { usePageTitle } from '../usePageTitle';
import { useAuth } from '../../features/auth/authContext';
import { EmptyState } from './EmptyState';

interface Props {
  title: string;
  text: string;
  children: ReactNode;
}

/** A section page for members: a visitor sees its title and the way in instead. */
export function MembersOnly({ title, text, children }: Props) {
  const { isLoggedIn } = useAuth();
  if (isLoggedIn) {
    return <>{children}</>;
  }
  return <SignInPrompt title={title} text={text} />;
}

function SignInPrompt({ title, text }: { title: string; text: string }) {
  usePageTitle(title);
  const location = useLocation();
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800, mb: 3 }}>
        {title}
      </Typography>
      <Paper variant="outlined">
        <EmptyState
          icon={LockIcon}
          title="Sign in to continue"
          text={text}
          action={
            <Stack direction="row" sx={{ gap: 1 }}>
              <Button component={Link} to="/login" state={{ from: location.pathname }} variant="contained">
                Sign in
              </Button>
              <Button component={Link} to="/register" variant="outlined">
                Sign up
              </Button>
            </Stack>
          }
        />
      </Paper>
    </>
  );
}
