import FlagIcon from '@mui/icons-material/Flag';
import GroupIcon from '@mui/icons-material/Group';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { AdminService, type DayCountDto, type SectionCountDto } from '@plaza/sdk';
import { useQuery } from '@tanstack/react-query';
import { Fragment, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Title } from 'react-admin';
import { callApi } from '../lib/api';
import { i18n } from '../i18n';
import { CONTENT_GROUPS, sectionPlural, useSections } from './sections';
import './words';

const DAYS = 14;

function Count({
  icon: Icon,
  label,
  value,
  to,
}: {
  icon: ComponentType<{ color?: 'primary' }>;
  label: string;
  value: number | undefined;
  to?: string;
}) {
  const body = (
    <CardContent>
      <Stack direction="row" sx={{ gap: 2, alignItems: 'center' }}>
        <Icon color="primary" />
        <Box>
          <Typography variant="h5" sx={{ fontWeight: 800 }}>
            {value ?? '…'}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {label}
          </Typography>
        </Box>
      </Stack>
    </CardContent>
  );
  return (
    <Card sx={{ flex: '1 1 200px' }}>
      {to ? (
        <Box component={Link} to={to} sx={{ color: 'inherit', textDecoration: 'none', display: 'block' }}>
          {body}
        </Box>
      ) : (
        body
      )}
    </Card>
  );
}

/** The chart's series; what each is called is admin:dashboard.series.<key>. */
const SERIES = [{ key: 'content' }, { key: 'members' }, { key: 'reports' }] as const;
const seriesLabel = (key: (typeof SERIES)[number]['key']) => i18n.t(`admin:dashboard.series.${key}`);

/** Grouped bars per day: new content, new members and reports. */
function DailyChart({ days }: { days: DayCountDto[] }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const colors = [theme.palette.primary.main, theme.palette.success.main, theme.palette.error.main];
  const max = Math.max(1, ...days.flatMap((d) => SERIES.map((s) => d[s.key])));
  const width = 720;
  const height = 220;
  const slot = width / Math.max(1, days.length);
  const bar = Math.max(2, (slot - 8) / SERIES.length);
  return (
    <Box>
      <Box
        component="svg"
        viewBox={`0 0 ${width} ${height + 24}`}
        role="img"
        aria-label={t('admin:dashboard.activity', { days: days.length })}
        sx={{ width: '100%', height: 'auto' }}
      >
        {days.map((day, i) =>
          SERIES.map((s, j) => {
            const h = (day[s.key] / max) * height;
            return (
              <rect
                key={`${day.day}-${s.key}`}
                x={i * slot + 4 + j * bar}
                y={height - h}
                width={bar - 1}
                height={h}
                fill={colors[j]}
                rx={2}
              >
                <title>{`${day.day}: ${day[s.key]} ${seriesLabel(s.key).toLocaleLowerCase(i18n.language)}`}</title>
              </rect>
            );
          }),
        )}
        {days.map((day, i) =>
          i % 2 === days.length % 2 ? null : (
            <text
              key={day.day}
              x={i * slot + slot / 2}
              y={height + 16}
              textAnchor="middle"
              fontSize="11"
              fill={theme.palette.text.secondary}
            >
              {day.day.slice(5)}
            </text>
          ),
        )}
      </Box>
      <Stack direction="row" sx={{ gap: 2, justifyContent: 'center', mt: 1 }}>
        {SERIES.map((s, j) => (
          <Stack key={s.key} direction="row" sx={{ gap: 0.75, alignItems: 'center' }}>
            <Box sx={{ width: 12, height: 12, bgcolor: colors[j], borderRadius: 0.5 }} />
            <Typography variant="caption">{seriesLabel(s.key)}</Typography>
          </Stack>
        ))}
      </Stack>
    </Box>
  );
}

/** One line of the counts: a section (or a group's total), with how much of it is hidden. */
function CountLine({
  label,
  total,
  hidden,
  strong = false,
}: {
  label: string;
  total: number;
  hidden: number;
  strong?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Stack
      direction="row"
      sx={{ justifyContent: 'space-between', fontWeight: strong ? 700 : undefined, pl: strong ? 0 : 1.5, '&:not(:first-of-type)': { mt: strong ? 1.5 : 0.5 } }}
    >
      <Typography component="dt" sx={{ fontWeight: 'inherit' }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 'inherit' }}>
        {total}
        {hidden ? t('admin:dashboard.hiddenCount', { n: hidden }) : ''}
      </Typography>
    </Stack>
  );
}

/** The content per section under the menu's groups: each group's total, then its sections that have any. */
function ContentCounts({ content }: { content: SectionCountDto[] }) {
  const { t } = useTranslation();
  const sections = useSections();
  const groupOf = (type: string) => sections.find((s) => s.type === type)?.group;
  return (
    <>
      {CONTENT_GROUPS.map(({ group, label }) => {
        const counts = content.filter((c) => groupOf(c.type) === group);
        const sum = (key: 'total' | 'hidden') => counts.reduce((n, c) => n + c[key], 0);
        return (
          // Lines straight under the <dl> (a group wrapper would be a second level of div, which a dl may not hold).
          <Fragment key={group}>
            <CountLine label={t(label)} total={sum('total')} hidden={sum('hidden')} strong />
            {counts
              .filter((c) => c.total > 0)
              .map((c) => (
                <CountLine key={c.type} label={sectionPlural(c)} total={c.total} hidden={c.hidden} />
              ))}
          </Fragment>
        );
      })}
    </>
  );
}

/** The console's home: what needs attention and how the community grows. */
export function Dashboard() {
  const { t } = useTranslation();
  const { data: stats } = useQuery({
    queryKey: ['admin', 'stats', DAYS],
    queryFn: () => callApi(() => AdminService.getStats({ days: DAYS })),
  });
  return (
    <Stack sx={{ gap: 2, mt: 2 }}>
      <Title title={t('admin:title')} />
      <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap' }}>
        <Count icon={FlagIcon} label={t('admin:dashboard.openReports')} value={stats?.open_reports} to="/admin/reports" />
        <Count icon={VisibilityOffIcon} label={t('admin:dashboard.hiddenContent')} value={stats?.hidden_content} />
        <Count icon={GroupIcon} label={t('admin:dashboard.members')} value={stats?.members_total} to="/admin/users" />
        <Count icon={PersonAddIcon} label={t('admin:dashboard.newMembers')} value={stats?.new_members_7d} />
      </Stack>
      {/* Shares of a row only: in a column, flex 2 : 1 made the chart twice as tall as the counts. */}
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 2 }}>
        <Card sx={{ flex: { md: 2 } }}>
          <CardContent>
            <Typography variant="h6" gutterBottom>
              {t('admin:dashboard.lastDays', { days: DAYS })}
            </Typography>
            {/* Drawn empty while the counts load, so the card below does not jump when they arrive. */}
            <DailyChart days={stats?.per_day ?? []} />
          </CardContent>
        </Card>
        <Card sx={{ flex: { md: 1 } }}>
          <CardContent>
            <Typography variant="h6" gutterBottom>
              {t('admin:dashboard.perSection')}
            </Typography>
            <Stack component="dl" sx={{ m: 0 }}>
              {stats && <ContentCounts content={stats.content} />}
            </Stack>
            {stats && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
                {t('admin:dashboard.standing', { banned: stats.banned_members, suspended: stats.suspended_members })}
              </Typography>
            )}
          </CardContent>
        </Card>
      </Stack>
    </Stack>
  );
}
