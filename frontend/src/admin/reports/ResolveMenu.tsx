import GavelIcon from '@mui/icons-material/Gavel';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { ReportCaseDto, ResolveAction } from '@plaza/sdk';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../i18n';
import { ReasonDialog } from '../ui/ReasonDialog';
import { useModerate } from '../ui/useModerate';
import '../words';

/** Each decision; what the menu, the dialog and the notification say is under admin:reports.decisions.<action>. */
export const DECISIONS: {
  action: ResolveAction;
  content?: boolean;
  ask?: 'reason' | 'duration';
}[] = [
  { action: 'dismiss' },
  { action: 'hide', content: true },
  { action: 'remove', content: true },
  { action: 'warn', ask: 'reason' },
  { action: 'suspend', ask: 'duration' },
  { action: 'ban', ask: 'reason' },
];

const said = (action: string, what: 'label' | 'done' | 'title' | 'confirm') => i18n.t(`admin:reports.decisions.${action}.${what}`);

/** The decision on one entry of the queue: every report on the subject is resolved with it. */
export function ResolveMenu() {
  const { t } = useTranslation();
  const { run, isPending, record } = useModerate(t('admin:reports.resolvedDone'));
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [asking, setAsking] = useState<(typeof DECISIONS)[number] | null>(null);
  const kase = record as ReportCaseDto | undefined;
  if (!kase || kase.status !== 'open') {
    return null;
  }
  const decide = (decision: (typeof DECISIONS)[number], reason?: string, until?: string) =>
    run({ action: decision.action, reason, until, status: 'resolved' }, said(decision.action, 'done'));
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
        {t('admin:reports.resolve')}
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
            {said(decision.action, 'label')}
          </MenuItem>
        ))}
      </Menu>
      <ReasonDialog
        open={asking !== null}
        title={asking ? said(asking.action, 'title') : ''}
        confirmLabel={asking ? said(asking.action === 'suspend' || asking.action === 'ban' ? asking.action : 'warn', 'confirm') : ''}
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
