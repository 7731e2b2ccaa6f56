import ArticleIcon from '@mui/icons-material/Article';
import ChatIcon from '@mui/icons-material/Chat';
import CommentIcon from '@mui/icons-material/Comment';
import FlagIcon from '@mui/icons-material/Flag';
import FolderSharedIcon from '@mui/icons-material/FolderShared';
import HistoryIcon from '@mui/icons-material/History';
import PeopleIcon from '@mui/icons-material/People';
import { AdminService, type ContentSectionDto } from '@plaza/sdk';
import { useQuery } from '@tanstack/react-query';
import { Admin, Resource } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { callApi } from '../lib/api';
import { theme } from '../ui/theme';
import { sectionIcon } from '../ui/sectionIcon';
import { AuditLog } from './audit/AuditLog';
import { authProvider } from './authProvider';
import { ContentList } from './content/ContentList';
import { ConsoleLayout } from './ConsoleLayout';
import { Dashboard } from './Dashboard';
import { contentResource, dataProvider } from './dataProvider';
import { i18nProvider } from './i18nProvider';
import { ReportList } from './reports/ReportList';
import { SectionsContext, sectionPlural } from './sections';
import { UserList } from './users/UserList';
import './words';

/** Icons of the sections the console knows; a listing section has its own, one added later the generic one. */
const ICONS: Record<string, typeof ArticleIcon> = {
  post: ArticleIcon,
  comment: CommentIcon,
  chat_message: ChatIcon,
  storage: FolderSharedIcon,
};
const iconOf = (s: ContentSectionDto) => ICONS[s.type] ?? (s.group === 'listings' ? sectionIcon(s.type) : ArticleIcon);

/**
 * The moderation console (react-admin), at /admin in the same build: the dashboard, the reports
 * queue, members, one list per content section (as the API declares them), and the audit log.
 */
export default function AdminApp() {
  // The console speaks the member app's language; <Admin> is keyed by it so react-admin's own words follow a change.
  const { t, i18n } = useTranslation();
  const { data: sections } = useQuery({
    queryKey: ['admin', 'sections'],
    queryFn: () => callApi(() => AdminService.listContentSections()),
    staleTime: Infinity,
  });
  if (!sections) {
    return null;
  }
  return (
    <SectionsContext.Provider value={sections.data}>
      <Admin
        key={i18n.language}
        basename="/admin"
        title={t('admin:title')}
        i18nProvider={i18nProvider}
        dataProvider={dataProvider}
        authProvider={authProvider}
        dashboard={Dashboard}
        layout={ConsoleLayout}
        theme={theme}
        requireAuth
        disableTelemetry
      >
        <Resource name="reports" list={ReportList} icon={FlagIcon} options={{ label: t('admin:resources.reports') }} />
        <Resource name="users" list={UserList} icon={PeopleIcon} options={{ label: t('admin:resources.users') }} />
        {sections.data
          .filter((s) => s.content)
          .map((s) => (
            <Resource
              key={s.type}
              name={contentResource(s.type)}
              list={ContentList}
              icon={iconOf(s)}
              options={{ label: sectionPlural(s) }}
            />
          ))}
        <Resource name="audit-log" list={AuditLog} icon={HistoryIcon} options={{ label: t('admin:resources.auditLog') }} />
      </Admin>
    </SectionsContext.Provider>
  );
}
