import LoginIcon from '@mui/icons-material/Login';
import { ComingSoon } from '../../app/components/ComingSoon';

export default function LoginPage() {
  return <ComingSoon title="Sign in" icon={LoginIcon} />;
}
