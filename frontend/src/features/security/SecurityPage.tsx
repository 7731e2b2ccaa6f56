import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { usePageTitle } from '../../lib/usePageTitle';
import { DeleteAccountSection } from './DeleteAccountSection';
import { SessionsSection } from './SessionsSection';
import { YourDataSection } from './YourDataSection';

/**
 * `/settings/security`: how the member's account is protected, one card per section (SecurityCard).
 * Sign-in protection (two-factor, passkeys) goes above the sessions, the member's data below.
 */
export default function SecurityPage() {
  usePageTitle('Security');
  return (
    <Stack sx={{ gap: 3, maxWidth: 880, mx: 'auto' }}>
      <div>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
          Security
        </Typography>
        <Typography color="text.secondary">Where you're signed in, how your account is protected, and your data.</Typography>
      </div>
      <SessionsSection />
      <YourDataSection />
      <DeleteAccountSection />
    </Stack>
  );
}
