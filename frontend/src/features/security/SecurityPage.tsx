import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { usePageTitle } from '../../lib/usePageTitle';
import { DeleteAccountSection } from './DeleteAccountSection';
import { YourDataSection } from './YourDataSection';

/** `/settings/security`: the account's security and privacy, one section each. */
export default function SecurityPage() {
  usePageTitle('Security');
  return (
    <Stack sx={{ gap: 3, maxWidth: 800 }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
        Security
      </Typography>
      <YourDataSection />
      <DeleteAccountSection />
    </Stack>
  );
}
