import GavelIcon from '@mui/icons-material/Gavel';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { ReportCaseDto, ResolveAction } from '@plaza/sdk';
import { useState } from 'react';
import { ReasonDialog } from '../ui/ReasonDialog';
import { useModerate } from '../ui/useModerate';

/** Each decision, what the menu says and what the notification says after it. */
export const DECISIONS: {
  action: ResolveAction;
  label: string;
  done: string;
  content?: boolean;
  ask?: 'reason' | 'duration';
}[] = [
  { action: 'dismiss', label: 'Dismiss (no rule broken)', done: 'Reports dismissed' },
  { action: 'hide', label: 'Hide', done: 'Hidden', content: true },
  { action: 'remove', label: 'Remove for good', done: 'Removed', content: true },
  { action: 'warn', label: 'Warn the author…', done: 'Author warned', ask: 'reason' },
  { action: 'suspend', label: 'Suspend the author…', done: 'Author suspended', ask: 'duration' },
  { action: 'ban', label: 'Ban the author…', done: 'Author banned', ask: 'reason' },
];

/** The decision on one entry of the queue: every report on the subject is resolved with it. */
export function ResolveMenu() {
  const { run, isPending, record } = useModerate('Resolved');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [asking, setAsking] = useState<(typeof DECISIONS)[number] | null>(null);
  const kase = record as ReportCaseDto | undefined;
  if (!kase || kase.status !== 'open') {
    return null;
  }
  const decide = (decision: (typeof DECISIONS)[number], reason?: string, until?: string) =>
    run({ action: decision.action, reason, until, status: 'resolved' }, decision.done);
  const isMember = kase.subject_type === 'user';
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        startIcon={<GavelIcon />}
        disabled={isPending}
        onClick={(e) => {
          e.stopPropagation();
          setAnchor(e.currentTarget);
        }}
      >
        Resolve
      </Button>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        onClick={(e) => e.stopPropagation()}
      >
        {DECISIONS.filter((d) => !(d.content && isMember)).map((decision) => (
          <MenuItem
            key={decision.action}
            onClick={() => {
              setAnchor(null);
              if (decision.ask) {
                setAsking(decision);
              } else {
                decide(decision);
              }
            }}
          >
            {decision.label}
          </MenuItem>
        ))}
      </Menu>
      <ReasonDialog
        open={asking !== null}
        title={asking?.label.replace('…', '') ?? ''}
        confirmLabel={asking?.action === 'suspend' ? 'Suspend' : asking?.action === 'ban' ? 'Ban' : 'Warn'}
        reasonRequired={asking?.action === 'warn'}
        askDuration={asking?.ask === 'duration'}
        onClose={() => setAsking(null)}
        onConfirm={({ reason, until }) => {
          if (asking) {
            decide(asking, reason, until);
          }
          setAsking(null);
        }}
      />
    </>
  );
}
