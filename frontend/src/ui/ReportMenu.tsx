import FlagIcon from '@mui/icons-material/OutlinedFlag';
import MoreHorizIcon from '@mui/icons-material/MoreHoriz';
import ListItemIcon from '@mui/material/ListItemIcon';
import MenuItem from '@mui/material/MenuItem';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionMenu } from './ActionMenu';
import { ReportDialog, type ReportSubject } from './ReportDialog';

interface Props {
  subject: ReportSubject;
  /** Accessible name of the ⋯ button ('Post actions'). */
  label: string;
  icon?: ReactNode;
  size?: 'small' | 'medium';
}

/** The ⋯ menu of something another member wrote: Report, which asks why. */
export function ReportMenu({ subject, label, icon = <MoreHorizIcon fontSize="inherit" />, size = 'small' }: Props) {
  const [reporting, setReporting] = useState(false);
  return (
    <>
      <ActionMenu label={label} icon={icon} size={size}>
        {(close) => (
          <ReportMenuItem
            noun={subject.noun}
            onClick={() => {
              close();
              setReporting(true);
            }}
          />
        )}
      </ActionMenu>
      {/* Mounted only while reporting: a long chat has a menu per message. */}
      {reporting && <ReportDialog subject={subject} onClose={() => setReporting(false)} />}
    </>
  );
}

/** The "Report …" entry of a menu (the dialog lives outside the menu, which closes first). */
export function ReportMenuItem({ noun, onClick }: { noun: string; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <MenuItem onClick={onClick}>
      <ListItemIcon>
        <FlagIcon fontSize="small" />
      </ListItemIcon>
      {t('common:report.menuItem', { noun })}
    </MenuItem>
  );
}
