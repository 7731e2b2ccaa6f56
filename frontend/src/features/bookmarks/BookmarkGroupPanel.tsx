import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import GroupsIcon from '@mui/icons-material/Groups';
import LanguageIcon from '@mui/icons-material/Language';
import MailIcon from '@mui/icons-material/Mail';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import Avatar from '@mui/material/Avatar';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import type { BookmarkDto, BookmarkGroup } from '@plaza/sdk';
import { useState } from 'react';
import { EmptyState } from '../../ui/EmptyState';
import { PagedList } from '../../ui/PagedList';
import { mediaUrl } from '../../lib/api';
import { hostOf, useBookmarks } from './api';
import { useTranslation } from 'react-i18next';
import './words';

export const GROUP_ICONS: Record<BookmarkGroup, typeof SvgIcon> = { bank: AccountBalanceIcon, mail: MailIcon, social: GroupsIcon };

export interface BookmarkActions {
  add: (group: BookmarkGroup) => void;
  edit: (bookmark: BookmarkDto) => void;
  remove: (bookmark: BookmarkDto) => void;
  /** Swaps two neighbours: `first` ends up above `second`. */
  swap: (group: BookmarkGroup, first: BookmarkDto, second: BookmarkDto) => void;
}

function BookmarkRow({ bookmark, above, below, actions }: { bookmark: BookmarkDto; above?: BookmarkDto; below?: BookmarkDto; actions: BookmarkActions }) {
  const { t } = useTranslation();
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const close = (fn: () => void) => () => {
    setMenu(null);
    fn();
  };
  return (
    <ListItem
      disableGutters
      secondaryAction={
        <IconButton edge="end" aria-label={t('bookmarks:row.actions', { title: bookmark.title })} onClick={(event) => setMenu(event.currentTarget)}>
          <MoreVertIcon />
        </IconButton>
      }
    >
      <ListItemAvatar sx={{ minWidth: 44 }}>
        <Avatar variant="rounded" src={bookmark.favicon_url ? mediaUrl(bookmark.favicon_url) : undefined} alt="" sx={{ width: 28, height: 28, bgcolor: 'grey.200', color: 'text.secondary' }}>
          <LanguageIcon fontSize="small" />
        </Avatar>
      </ListItemAvatar>
      <ListItemText
        sx={{ pr: 4 }}
        primary={
          <Link href={bookmark.url} target="_blank" rel="noopener noreferrer" underline="hover" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {bookmark.title}
          </Link>
        }
        secondary={
          <>
            <Typography component="span" variant="caption" sx={{ display: 'block' }}>
              {hostOf(bookmark.url)}
            </Typography>
            {bookmark.description}
          </>
        }
      />
      <Menu anchorEl={menu} open={menu !== null} onClose={() => setMenu(null)}>
        <MenuItem onClick={close(() => actions.edit(bookmark))}>
          <ListItemIcon>
            <EditIcon fontSize="small" />
          </ListItemIcon>
          {t('bookmarks:row.edit')}
        </MenuItem>
        <MenuItem disabled={!above} onClick={close(() => actions.swap(bookmark.group, bookmark, above!))}>
          <ListItemIcon>
            <ArrowUpwardIcon fontSize="small" />
          </ListItemIcon>
          {t('bookmarks:row.moveUp')}
        </MenuItem>
        <MenuItem disabled={!below} onClick={close(() => actions.swap(bookmark.group, below!, bookmark))}>
          <ListItemIcon>
            <ArrowDownwardIcon fontSize="small" />
          </ListItemIcon>
          {t('bookmarks:row.moveDown')}
        </MenuItem>
        <MenuItem onClick={close(() => actions.remove(bookmark))} sx={{ color: 'error.main' }}>
          <ListItemIcon>
            <DeleteIcon fontSize="small" color="error" />
          </ListItemIcon>
          {t('bookmarks:row.delete')}
        </MenuItem>
      </Menu>
    </ListItem>
  );
}

/** One group (`label` is its name, already translated): its bookmarks top first, with their icon, and the way to add one. */
export function BookmarkGroupPanel({ group, label, actions }: { group: BookmarkGroup; label: string; actions: BookmarkActions }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useBookmarks(group, page);
  const Icon = GROUP_ICONS[group];
  const items = query.data?.data ?? [];
  return (
    <Paper variant="outlined" component="section" aria-label={label} sx={{ p: 2, minWidth: 0 }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 1 }}>
        <Icon color="primary" />
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700, flexGrow: 1 }}>
          {label}
        </Typography>
        <IconButton aria-label={t('bookmarks:panel.add', { group: label })} onClick={() => actions.add(group)}>
          <AddIcon />
        </IconButton>
      </Stack>
      <PagedList
        query={query}
        label={label}
        page={page}
        onPage={setPage}
        empty={<EmptyState dense icon={Icon} title={t('bookmarks:panel.emptyTitle')} text={t(`bookmarks:groupEmpty.${group}`)} />}
        renderItem={(bookmark) => {
          const i = items.indexOf(bookmark);
          return <BookmarkRow key={bookmark.id} bookmark={bookmark} above={items[i - 1]} below={items[i + 1]} actions={actions} />;
        }}
      />
    </Paper>
  );
}
