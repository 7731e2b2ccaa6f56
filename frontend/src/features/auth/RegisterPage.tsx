import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { ComingSoon } from '../../app/components/ComingSoon';

export default function RegisterPage() {
  return <ComingSoon title="Sign up" icon={PersonAddIcon} />;
}
