import ListItemIcon from '@mui/material/ListItemIcon';
import MenuItem from '@mui/material/MenuItem';
import type { SxProps, Theme } from '@mui/material/styles';
import { useState, type ReactNode } from 'react';
import { ActionMenu } from './ActionMenu';
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
      <ActionMenu label={label} icon={icon} size={buttonSize} sx={buttonSx} extraItems={extraItems}>
        {(close) => (
          <MenuItem
            onClick={() => {
              close();
              setConfirming(true);
            }}
            sx={{ color: 'error.main' }}
          >
            <ListItemIcon sx={{ color: 'inherit' }}>{itemIcon}</ListItemIcon>
            {itemLabel}
          </MenuItem>
        )}
      </ActionMenu>
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
