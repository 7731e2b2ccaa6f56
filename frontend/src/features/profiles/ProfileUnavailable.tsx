import PersonOffIcon from '@mui/icons-material/PersonOff';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { Link } from 'react-router';
import { EmptyState } from '../../ui/EmptyState';

/** GET /users/{name} answered 404: no such member, or one of us blocked the other. */
export function ProfileUnavailable() {
  return (
    <Paper variant="outlined" sx={{ maxWidth: 640, mx: 'auto' }}>
      <EmptyState
        icon={PersonOffIcon}
        title="This profile is not available"
        text="The member may have changed their username, or this profile cannot be shown to you."
        action={
          <Button component={Link} to="/friends" variant="outlined">
            Find friends
          </Button>
        }
      />
    </Paper>
  );
}
