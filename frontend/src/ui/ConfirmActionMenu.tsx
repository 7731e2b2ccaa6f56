import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { SxProps, Theme } from '@mui/material/styles';
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from './ConfirmDialog';

interface Props {
  /** Accessible name of the button that opens the menu ('Post actions'). */
  label: string;
  /** Icon of that button. */
  icon: ReactNode;
  buttonSx?: SxProps<Theme>;
  buttonSize?: 'small' | 'medium';
  /** The one destructive entry: its icon and text ('Delete post'). */
  itemIcon: ReactNode;
  itemLabel: string;
  /** What the confirmation asks. */
  title: string;
  text: ReactNode;
  confirmLabel: string;
  /**
   * Does the action; the dialog stays open (busy) until it settles and closes when it succeeded.
   * A failure is for the caller to report (e.g. a toast in the mutation's onError).
   */
  onConfirm: () => Promise<unknown>;
  /** Other entries before the destructive one (e.g. Report); `close` closes the menu. */
  extraItems?: (close: () => void) => ReactNode;
}

/** A ⋯ menu with one destructive entry that asks for confirmation first (delete a post, block). */
export function ConfirmActionMenu({
  label,
  icon,
  buttonSx,
  buttonSize,
  itemIcon,
  itemLabel,
  title,
  text,
  confirmLabel,
  onConfirm,
  extraItems,
}: Props) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = () => {
    setBusy(true);
    onConfirm()
      .then(
        () => setConfirming(false),
        () => undefined,
      )
      .finally(() => setBusy(false));
  };
  return (
    <>
      <IconButton
        aria-label={label}
        onClick={(event) => setAnchor(event.currentTarget)}
        size={buttonSize}
        sx={buttonSx}
      >
        {icon}
      </IconButton>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {extraItems?.(() => setAnchor(null))}
        <MenuItem
          onClick={() => {
            setAnchor(null);
            setConfirming(true);
          }}
          sx={{ color: 'error.main' }}
        >
          <ListItemIcon sx={{ color: 'inherit' }}>{itemIcon}</ListItemIcon>
          {itemLabel}
        </MenuItem>
      </Menu>
      <ConfirmDialog
        open={confirming}
        title={title}
        text={text}
        confirmLabel={confirmLabel}
        busy={busy}
        onConfirm={confirm}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
