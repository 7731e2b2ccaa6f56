import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../lib/usePageTitle';
import { MembersOnly } from '../../ui/MembersOnly';
import { BlockedMembers } from './BlockedMembers';
import { FriendRequests, useWaitingRequests } from './FriendRequests';
import { MemberSearch } from './MemberSearch';
import { MyFriends } from './MyFriends';
import { OnlineFriends } from './OnlineFriends';
import { PeopleYouMayKnow } from './PeopleYouMayKnow';
import { useDebouncedValue } from './useDebouncedValue';
import { useTranslation } from 'react-i18next';
import './words';

const TABS = ['friends', 'requests', 'blocked'] as const;
type FriendsTab = (typeof TABS)[number];

/** Fewer letters than this do not search (the server's trigram index needs a few). */
const MIN_SEARCH = 2;

function isTab(value: string | null): value is FriendsTab {
  return TABS.includes(value as FriendsTab);
}

/** `/friends`: find members, my friends, my requests, who I blocked; people I may know and who is online beside it. */
export default function FriendsRoute() {
  const { t } = useTranslation();
  return (
    <MembersOnly title={t('common:nav.friends')} text={t('friends:membersOnlyText')}>
      <FriendsPage />
    </MembersOnly>
  );
}

function FriendsPage() {
  const { t } = useTranslation();
  usePageTitle(t('common:nav.friends'));
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const tab: FriendsTab = isTab(tabParam) ? tabParam : 'friends';
  const [text, setText] = useState('');
  const words = useDebouncedValue(text.trim().replace(/\s+/g, ' '), 300);
  const searching = words.length >= MIN_SEARCH;
  const incoming = useWaitingRequests();

  const selectTab = (next: FriendsTab) => setParams(next === 'friends' ? {} : { tab: next }, { replace: true });

  return (
    <>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800, mb: 3 }}>
        {t('common:nav.friends')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 300px' }, alignItems: 'start' }}>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <TextField
            fullWidth
            type="search"
            // The field has its own Clear button; Chromium's built-in one would show beside it.
            sx={{ '& input::-webkit-search-cancel-button': { display: 'none' } }}
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={t('friends:search.placeholder')}
            slotProps={{
              htmlInput: { 'aria-label': t('friends:search.label') },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon />
                  </InputAdornment>
                ),
                endAdornment: text && (
                  <InputAdornment position="end">
                    <IconButton aria-label={t('friends:search.clear')} edge="end" onClick={() => setText('')}>
                      <ClearIcon />
                    </IconButton>
                  </InputAdornment>
                ),
              },
            }}
          />
          {searching ? (
            <Box component="section" aria-label={t('friends:search.results')} sx={{ mt: 2 }}>
              {/* A new search starts again at page 1. */}
              <MemberSearch key={words} words={words} />
            </Box>
          ) : (
            <>
              <Tabs
                value={tab}
                onChange={(_, next: FriendsTab) => selectTab(next)}
                variant="scrollable"
                allowScrollButtonsMobile
                sx={{ mt: 2, mb: 1, borderBottom: 1, borderColor: 'divider', '& .MuiTab-root': { minWidth: 0, px: { xs: 1.5, sm: 2 } } }}
              >
                <Tab value="friends" label={t('friends:tabs.friends')} />
                <Tab
                  value="requests"
                  label={
                    <Stack direction="row" component="span" sx={{ gap: 0.75, alignItems: 'center' }}>
                      {t('friends:tabs.requests')}
                      {incoming > 0 && (
                        <Box
                          component="span"
                          aria-label={t('friends:tabs.waiting', { count: incoming })}
                          sx={{
                            bgcolor: 'secondary.main',
                            color: 'common.white',
                            borderRadius: 9,
                            minWidth: 20,
                            px: 0.75,
                            fontSize: 12,
                            lineHeight: '20px',
                            fontWeight: 700,
                          }}
                        >
                          {incoming}
                        </Box>
                      )}
                    </Stack>
                  }
                />
                <Tab value="blocked" label={t('friends:tabs.blocked')} />
              </Tabs>
              {tab === 'friends' && <MyFriends />}
              {tab === 'requests' && <FriendRequests />}
              {tab === 'blocked' && <BlockedMembers />}
            </>
          )}
        </Paper>
        <Stack sx={{ gap: 3 }}>
          <PeopleYouMayKnow take={8} />
          <OnlineFriends />
        </Stack>
      </Box>
    </>
  );
}
