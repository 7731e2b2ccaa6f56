import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ContentSectionDto, ReportCaseDto } from '@plaza/sdk';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  Datagrid,
  DateField,
  FunctionField,
  List,
  RecordContextProvider,
  SelectInput,
  useListContext,
  useRecordContext,
} from 'react-admin';
import { mediaUrl } from '../../lib/api';
import { REASON_CHOICES, REASON_LABELS } from '../ui/labels';
import { useSections, useSubjectLabel } from '../sections';
import { PersonCell } from '../ui/PersonCell';
import { scrollableList } from '../ui/scrollable';
import { BulkResolveButtons } from './BulkResolveButtons';
import { ResolveMenu } from './ResolveMenu';

const reportFilters = (sections: ContentSectionDto[]) => [
  <SelectInput
    key="status"
    source="status"
    alwaysOn
    choices={[
      { id: 'open', name: 'Open' },
      { id: 'resolved', name: 'Resolved' },
    ]}
  />,
  <SelectInput key="reason" source="reason" choices={REASON_CHOICES} />,
  <SelectInput
    key="subject_type"
    source="subject_type"
    label="Type"
    choices={sections.map((s) => ({ id: s.type, name: s.label }))}
  />,
];

/** What was reported: its text (or "deleted"), its image, its author, and whether it is hidden. */
function SubjectCell({ kase }: { kase: ReportCaseDto }) {
  const { subject } = kase;
  const subjectLabel = useSubjectLabel();
  return (
    <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center', maxWidth: 460 }}>
      {subject.media && (
        <Box
          component="img"
          src={mediaUrl(subject.media)}
          alt=""
          sx={{ width: 48, height: 48, objectFit: 'cover', borderRadius: 1 }}
        />
      )}
      <Stack sx={{ minWidth: 0, gap: 0.5 }}>
        <Typography
          variant="body2"
          sx={{ overflow: 'hidden', display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical' }}
        >
          {subject.exists ? subject.preview : <em>Deleted</em>}
        </Typography>
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
          <Typography variant="caption" color="text.secondary">
            {subjectLabel(kase.subject_type)}
            {subject.author && kase.subject_type !== 'user'
              ? ` by ${subject.author.first_name} ${subject.author.last_name}`
              : ''}
          </Typography>
          {subject.hidden && (
            <Chip
              size="small"
              color="warning"
              label={kase.auto_hidden_at && !kase.action ? 'Hidden pending review' : 'Hidden'}
            />
          )}
        </Stack>
      </Stack>
    </Stack>
  );
}

/** The individual reports of an entry: who, why, what they said. */
function ReportsPanel() {
  const kase = useRecordContext<ReportCaseDto>();
  if (!kase) {
    return null;
  }
  return (
    <Stack sx={{ gap: 1.5, py: 1 }}>
      {kase.reports.map((r) => (
        <Stack
          key={r.id}
          direction={{ xs: 'column', md: 'row' }}
          sx={{ gap: { xs: 0.5, md: 2 }, alignItems: 'flex-start' }}
        >
          <Box sx={{ width: { md: 220 }, flexShrink: 0 }}>
            <PersonCell person={r.reporter} />
          </Box>
          <Stack sx={{ gap: 0.5 }}>
            <Typography variant="body2">
              <strong>{REASON_LABELS[r.reason]}</strong> · weight {r.weight} · {new Date(r.created_at).toLocaleString()}
            </Typography>
            {r.details && (
              <Typography variant="body2" color="text.secondary">
                “{r.details}”
              </Typography>
            )}
          </Stack>
        </Stack>
      ))}
      {kase.action && (
        <Typography variant="body2" color="text.secondary">
          Resolved ({kase.action}) by{' '}
          {kase.resolved_by ? `${kase.resolved_by.first_name} ${kase.resolved_by.last_name}` : 'a former moderator'}
          {kase.resolution_reason ? `: ${kase.resolution_reason}` : ''}
        </Typography>
      )}
    </Stack>
  );
}

/** On a wide screen: a table, each row expanding to its reports; several rows resolve at once. */
function ReportGrid() {
  return (
    <Datagrid
      expand={<ReportsPanel />}
      rowClick="expand"
      bulkActionButtons={<BulkResolveButtons />}
      sx={{ '& .column-subject': { minWidth: 240 }, '& .column-author': { maxWidth: 200 } }}
    >
      <FunctionField
        label="Reported"
        source="subject"
        sortable={false}
        render={(kase: ReportCaseDto) => <SubjectCell kase={kase} />}
      />
      <FunctionField
        label="Author"
        cellClassName="column-author"
        render={(kase: ReportCaseDto) => <PersonCell person={kase.subject.author} fallback="Deleted member" />}
      />
      <FunctionField
        label="Reasons"
        render={(kase: ReportCaseDto) => (
          <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
            {kase.reasons.map((r) => (
              <Chip key={r} size="small" label={REASON_LABELS[r]} />
            ))}
          </Stack>
        )}
      />
      <FunctionField
        label="Reports"
        source="reports_count"
        render={(kase: ReportCaseDto) => (
          <Stack>
            <Typography variant="body2">{kase.reports_count}</Typography>
            <Typography variant="caption" color="text.secondary" noWrap>
              weight {kase.weight}
            </Typography>
          </Stack>
        )}
      />
      <FunctionField
        label="Status"
        sortable={false}
        render={(kase: ReportCaseDto) => (
          <Chip
            size="small"
            color={kase.status === 'open' ? 'error' : 'default'}
            label={kase.status === 'open' ? 'Open' : `Resolved: ${kase.action}`}
          />
        )}
      />
      <DateField source="last_reported_at" label="Last report" showTime options={{ dateStyle: 'short', timeStyle: 'short' }} />
      <ResolveMenu />
    </Datagrid>
  );
}

/** On a phone: one card per entry, with its reports and the decision. */
function ReportCards() {
  const { data } = useListContext<ReportCaseDto>();
  const subjectLabel = useSubjectLabel();
  return (
    <Stack sx={{ gap: 1.5, p: 1.5 }}>
      {data?.map((kase) => (
        <RecordContextProvider key={kase.id} value={kase}>
          <Card
            variant="outlined"
            component="article"
            aria-label={`Report on ${subjectLabel(kase.subject_type).toLowerCase()} #${kase.subject_id}`}
          >
            <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
              <SubjectCell kase={kase} />
              <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap', alignItems: 'center' }}>
                <Chip
                  size="small"
                  color={kase.status === 'open' ? 'error' : 'default'}
                  label={kase.status === 'open' ? 'Open' : `Resolved: ${kase.action}`}
                />
                {kase.reasons.map((r) => (
                  <Chip key={r} size="small" label={REASON_LABELS[r]} />
                ))}
              </Stack>
              <ReportsPanel />
              <Box>
                <ResolveMenu />
              </Box>
            </CardContent>
          </Card>
        </RecordContextProvider>
      ))}
    </Stack>
  );
}

/** The reports queue: one entry per reported subject, most recently reported first. */
export function ReportList() {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const sections = useSections();
  return (
    <List
      filters={reportFilters(sections)}
      filterDefaultValues={{ status: 'open' }}
      sort={{ field: 'last_reported_at', order: 'DESC' }}
      perPage={25}
      title="Reports"
      sx={scrollableList}
    >
      {phone ? <ReportCards /> : <ReportGrid />}
    </List>
  );
}
