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
import { useTranslation } from 'react-i18next';
import { i18n } from '../../i18n';
import { mediaUrl } from '../../lib/api';
import { formatDateTime, intlLocale } from '../../lib/format';
import { reasonChoices, reasonLabel } from '../ui/labels';
import { sectionLabel, useSections, useSubjectLabel } from '../sections';
import { PersonCell } from '../ui/PersonCell';
import { scrollableList } from '../ui/scrollable';
import { BulkResolveButtons } from './BulkResolveButtons';
import { ResolveMenu } from './ResolveMenu';
import '../words';

const reportFilters = (sections: ContentSectionDto[]) => [
  <SelectInput
    key="status"
    source="status"
    label={i18n.t('admin:reports.status')}
    alwaysOn
    choices={[
      { id: 'open', name: i18n.t('admin:reports.open') },
      { id: 'resolved', name: i18n.t('admin:reports.resolved') },
    ]}
  />,
  <SelectInput key="reason" source="reason" label={i18n.t('admin:reports.reason')} choices={reasonChoices()} />,
  <SelectInput
    key="subject_type"
    source="subject_type"
    label={i18n.t('admin:reports.type')}
    choices={sections.map((s) => ({ id: s.type, name: sectionLabel(s) }))}
  />,
];

/** What a case's status chip says: open, or resolved with the decision taken. */
const caseStatus = (kase: ReportCaseDto) =>
  kase.status === 'open' ? i18n.t('admin:reports.open') : i18n.t('admin:reports.resolvedAction', { action: kase.action ? i18n.t(`admin:reports.actions.${kase.action}`) : '' });

/** What was reported: its text (or "deleted"), its image, its author, and whether it is hidden. */
function SubjectCell({ kase }: { kase: ReportCaseDto }) {
  const { t } = useTranslation();
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
          {subject.exists ? subject.preview : <em>{t('admin:reports.deleted')}</em>}
        </Typography>
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
          <Typography variant="caption" color="text.secondary">
            {subject.author && kase.subject_type !== 'user'
              ? t('admin:reports.by', { subject: subjectLabel(kase.subject_type), name: `${subject.author.first_name} ${subject.author.last_name}` })
              : subjectLabel(kase.subject_type)}
          </Typography>
          {subject.hidden && (
            <Chip
              size="small"
              color="warning"
              label={kase.auto_hidden_at && !kase.action ? t('admin:reports.hiddenPending') : t('admin:reports.hidden')}
            />
          )}
        </Stack>
      </Stack>
    </Stack>
  );
}

/** The individual reports of an entry: who, why, what they said. */
function ReportsPanel() {
  const { t } = useTranslation();
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
              <strong>{reasonLabel(r.reason)}</strong> · {t('admin:reports.weight', { weight: r.weight })} · {formatDateTime(r.created_at)}
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
          {t('admin:reports.resolvedBy', {
            action: t(`admin:reports.actions.${kase.action}`),
            name: kase.resolved_by ? `${kase.resolved_by.first_name} ${kase.resolved_by.last_name}` : t('admin:reports.formerModerator'),
          })}
          {kase.resolution_reason ? `: ${kase.resolution_reason}` : ''}
        </Typography>
      )}
    </Stack>
  );
}

/** On a wide screen: a table, each row expanding to its reports; several rows resolve at once. */
function ReportGrid() {
  const { t } = useTranslation();
  return (
    <Datagrid
      expand={<ReportsPanel />}
      rowClick="expand"
      bulkActionButtons={<BulkResolveButtons />}
      sx={{ '& .column-subject': { minWidth: 240 }, '& .column-author': { maxWidth: 200 } }}
    >
      <FunctionField
        label={t('admin:reports.reported')}
        source="subject"
        sortable={false}
        render={(kase: ReportCaseDto) => <SubjectCell kase={kase} />}
      />
      <FunctionField
        label={t('admin:reports.author')}
        cellClassName="column-author"
        render={(kase: ReportCaseDto) => <PersonCell person={kase.subject.author} fallback={t('admin:reports.deletedMember')} />}
      />
      <FunctionField
        label={t('admin:reports.reasons')}
        render={(kase: ReportCaseDto) => (
          <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
            {kase.reasons.map((r) => (
              <Chip key={r} size="small" label={reasonLabel(r)} />
            ))}
          </Stack>
        )}
      />
      <FunctionField
        label={t('admin:reports.reports')}
        source="reports_count"
        render={(kase: ReportCaseDto) => (
          <Stack>
            <Typography variant="body2">{kase.reports_count}</Typography>
            <Typography variant="caption" color="text.secondary" noWrap>
              {t('admin:reports.weight', { weight: kase.weight })}
            </Typography>
          </Stack>
        )}
      />
      <FunctionField
        label={t('admin:reports.status')}
        sortable={false}
        render={(kase: ReportCaseDto) => (
          <Chip
            size="small"
            color={kase.status === 'open' ? 'error' : 'default'}
            label={caseStatus(kase)}
          />
        )}
      />
      <DateField source="last_reported_at" label={t('admin:reports.lastReport')} showTime options={{ dateStyle: 'short', timeStyle: 'short' }} locales={intlLocale()} />
      <ResolveMenu />
    </Datagrid>
  );
}

/** On a phone: one card per entry, with its reports and the decision. */
function ReportCards() {
  const { t } = useTranslation();
  const { data } = useListContext<ReportCaseDto>();
  const subjectLabel = useSubjectLabel();
  return (
    <Stack sx={{ gap: 1.5, p: 1.5 }}>
      {data?.map((kase) => (
        <RecordContextProvider key={kase.id} value={kase}>
          <Card
            variant="outlined"
            component="article"
            aria-label={t('admin:reports.cardLabel', { subject: subjectLabel(kase.subject_type).toLocaleLowerCase(i18n.language), id: kase.subject_id })}
          >
            <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
              <SubjectCell kase={kase} />
              <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap', alignItems: 'center' }}>
                <Chip
                  size="small"
                  color={kase.status === 'open' ? 'error' : 'default'}
                  label={caseStatus(kase)}
                />
                {kase.reasons.map((r) => (
                  <Chip key={r} size="small" label={reasonLabel(r)} />
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
  const { t } = useTranslation();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const sections = useSections();
  return (
    <List
      filters={reportFilters(sections)}
      filterDefaultValues={{ status: 'open' }}
      sort={{ field: 'last_reported_at', order: 'DESC' }}
      perPage={25}
      title={t('admin:reports.title')}
      sx={scrollableList}
    >
      {phone ? <ReportCards /> : <ReportGrid />}
    </List>
  );
}
