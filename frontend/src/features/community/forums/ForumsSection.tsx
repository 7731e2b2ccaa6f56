import ForumIcon from '@mui/icons-material/Forum';
import LockIcon from '@mui/icons-material/Lock';
import PushPinIcon from '@mui/icons-material/PushPin';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ForumsService, type ForumSummaryDto } from '@plaza/sdk';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { tk } from '../../../i18n/keys';
import { HiddenBadge } from '../../../ui/HiddenBadge';
import { RelativeTime } from '../../../ui/RelativeTime';
import { UserAvatar } from '../../../ui/UserAvatar';
import { cards, listView } from '../kit/ContentList';
import { ContentRoutes, section } from '../kit/ContentRoutes';
import { thread } from './thread';
import '../words';

const PAGE_SIZE = 20;

/** Forum threads: pinned first, then the latest activity; searchable and by category. */
const forums = section(thread, {
  words: { title: tk('community:forums.title'), create: tk('community:forums.create'), signIn: tk('community:forums.signIn') },
  view: listView('forums', {
    items: cards({ label: tk('community:forums.list'), gap: 1.5, card: (t: ForumSummaryDto) => <ThreadRow thread={t} /> }),
    key: ({ search, category }) => ['forums', 'list', search, category],
    fetch: (page, { search, category }) => ForumsService.listForums({ page, take: PAGE_SIZE, order: 'desc', search: search || undefined, category: category || undefined }),
    empty: () => ({ icon: ForumIcon, title: tk('community:forums.empty.title'), text: tk('community:forums.empty.text') }),
    skeletonHeight: 80,
  }),
});

/** `/forums`, `/forums/new`, `/forums/:id` (`?page=` of its replies), `/forums/:id/edit`. */
export default function ForumsSection() {
  return <ContentRoutes section={forums} />;
}

function ThreadRow({ thread }: { thread: ForumSummaryDto }) {
  const { t } = useTranslation();
  const last = thread.last_reply_user ?? thread.user;
  return (
    <Card variant="outlined" sx={{ borderColor: thread.pinned ? 'primary.light' : undefined }}>
      <CardActionArea component={Link} to={`/forums/${thread.id}`} sx={{ p: 2 }}>
        <Stack direction="row" sx={{ gap: 2, alignItems: 'center' }}>
          <UserAvatar user={thread.user} size={40} />
          <Stack sx={{ minWidth: 0, flexGrow: 1, gap: 0.5 }}>
            <Stack direction="row" sx={{ gap: 0.75, alignItems: 'center' }}>
              {thread.pinned && <PushPinIcon color="primary" sx={{ fontSize: 18 }} aria-label={t('community:forums.pinned')} />}
              {thread.locked && <LockIcon color="action" sx={{ fontSize: 18 }} aria-label={t('community:forums.locked')} />}
              <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, lineHeight: 1.3 }} noWrap>
                {thread.title}
              </Typography>
            </Stack>
            <Typography variant="body2" color="text.secondary" noWrap>
              {thread.excerpt}
            </Typography>
            <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <Chip label={thread.category.name} size="small" />
              {thread.hidden && <HiddenBadge />}
              <Typography variant="caption" color="text.secondary">
                {thread.user.first_name} {thread.user.last_name}
              </Typography>
            </Stack>
          </Stack>
          <Stack sx={{ alignItems: 'flex-end', flexShrink: 0, gap: 0.5, display: { xs: 'none', sm: 'flex' } }}>
            <Typography variant="body2" sx={{ fontWeight: 700 }}>
              {t('community:forums.replies', { count: thread.replies_count })}
            </Typography>
            <Stack direction="row" sx={{ gap: 0.75, alignItems: 'center' }}>
              <UserAvatar user={last} size={20} />
              <RelativeTime date={thread.last_activity_at} />
            </Stack>
          </Stack>
        </Stack>
      </CardActionArea>
    </Card>
  );
}
