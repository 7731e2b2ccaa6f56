import VisibilityOffIcon from '@mui/icons-material/VisibilityOffOutlined';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';

/** On what its author still sees after moderators (or enough reports) hid it from everyone else. */
export function HiddenBadge() {
  const { t } = useTranslation();
  return (
    <Tooltip title={t('common:hidden.badgeHint')}>
      <Chip size="small" color="warning" variant="outlined" icon={<VisibilityOffIcon />} label={t('common:hidden.badge')} />
    </Tooltip>
  );
}
