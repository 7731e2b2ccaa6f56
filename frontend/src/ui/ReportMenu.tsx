import FlagIcon from '@mui/icons-material/OutlinedFlag';
import MoreHorizIcon from '@mui/icons-material/MoreHoriz';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState, type ReactNode } from 'react';
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
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [reporting, setReporting] = useState(false);
  return (
    <>
      <IconButton aria-label={label} size={size} onClick={(event) => setAnchor(event.currentTarget)}>
        {icon}
      </IconButton>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <ReportMenuItem
          noun={subject.noun}
          onClick={() => {
            setAnchor(null);
            setReporting(true);
          }}
        />
      </Menu>
      {/* Mounted only while reporting: a long chat has a menu per message. */}
      {reporting && <ReportDialog subject={subject} onClose={() => setReporting(false)} />}
    </>
  );
}

/** The "Report …" entry of a menu (the dialog lives outside the menu, which closes first). */
export function ReportMenuItem({ noun, onClick }: { noun: string; onClick: () => void }) {
  return (
    <MenuItem onClick={onClick}>
      <ListItemIcon>
        <FlagIcon fontSize="small" />
      </ListItemIcon>
      Report {noun}
    </MenuItem>
  );
}
