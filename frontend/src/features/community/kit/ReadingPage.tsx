import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactionStateDto } from '@plaza/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { Fragment, useState, type ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HiddenNotice } from '../../../ui/HiddenNotice';
import { ReportMenu } from '../../../ui/ReportMenu';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useAuth } from '../../../lib/auth/authContext';
import { ContentComments } from '../shared/ContentComments';
import { EditDetailsDialog } from '../shared/EditDetailsDialog';
import { ItemState } from '../shared/ItemState';
import { LikeButton } from '../shared/LikeButton';
import { OwnerMenu } from '../shared/OwnerMenu';
import { useDeleteItem } from '../shared/useDeleteItem';
import { useItem, useItemId } from '../shared/useItem';
import { homeOf, itemKeyOf, pathOf, type ContentItem, type ContentType, type EditInPlace } from './contentType';
import '../words';

interface TypeProps<Item extends ContentItem, V extends FieldValues> {
  type: ContentType<Item, V>;
}

/** The item of the page's `:id`, cached under `[name, 'item', id]`, with its loading and not-found states. */
export function ItemLoader<Item extends ContentItem, V extends FieldValues>({ type, children }: TypeProps<Item, V> & { children: (item: Item) => ReactNode }) {
  const query = useItem([type.name, type.itemKey ?? 'item'], useItemId(), type.calls.get);
  return (
    <ItemState query={query} back={{ to: homeOf(type), label: type.words.notFound }}>
      {children}
    </ItemState>
  );
}

/** `${path}/:id`: the reading page of any content type, its parts in the order the type declares them. */
export function ReadingPage<Item extends ContentItem, V extends FieldValues>({ type }: TypeProps<Item, V>) {
  const Live = type.reading.Live;
  return (
    <>
      {Live && <Live />}
      <ItemLoader type={type}>{(item) => <Reading type={type} item={item} />}</ItemLoader>
    </>
  );
}

function Reading<Item extends ContentItem, V extends FieldValues>({ type, item }: TypeProps<Item, V> & { item: Item }) {
  const { t } = useTranslation();
  usePageTitle(type.words.title(item));
  const { user } = useAuth();
  const mine = user?.id === item.user.id;
  const remove = useDeleteItem(type.name, type.words.deleted, homeOf(type), () => type.calls.remove(item.id));
  const { parts, maxWidth, gap = 2, article = false } = type.reading;
  const actions = <ItemActions type={type} item={item} mine={mine} remove={remove} />;
  return (
    <Stack component={article ? 'article' : 'div'} sx={{ gap, ...(maxWidth ? { maxWidth, mx: 'auto' } : {}) }}>
      <Button component={Link} to={homeOf(type)} startIcon={<ArrowBackIcon />} sx={{ alignSelf: 'flex-start' }}>
        {t(type.words.back)}
      </Button>
      {parts.map((Part, i) => (
        <Fragment key={i}>{Part === 'hidden' ? item.hidden && <HiddenNotice noun={t(`community:kinds.${type.kind}.noun`)} /> : <Part item={item} actions={actions} mine={mine} remove={remove} />}</Fragment>
      ))}
    </Stack>
  );
}

/** The owner's Edit and Delete (Edit on the form's page, or in a dialog); Report for other members; nothing for a visitor. */
function ItemActions<Item extends ContentItem, V extends FieldValues>({ type, item, mine, remove }: TypeProps<Item, V> & { item: Item; mine: boolean; remove: () => Promise<void> }) {
  const { kind } = type;
  const { t } = useTranslation();
  const { isLoggedIn } = useAuth();
  if (!isLoggedIn) {
    return null;
  }
  if (!mine) {
    return <ReportMenu label={t(`community:kinds.${kind}.actions`)} subject={{ type: type.report, id: item.id, noun: t(`community:kinds.${kind}.noun`) }} />;
  }
  if (type.edit && type.edit !== 'page') {
    return <EditInPlaceMenu type={type} edit={type.edit} item={item} remove={remove} />;
  }
  return <OwnerMenu kind={kind} editTo={type.edit === 'page' ? `${pathOf(type)}/${item.id}/edit` : undefined} onDelete={remove} />;
}

function EditInPlaceMenu<Item extends ContentItem, V extends FieldValues>({ type, edit, item, remove }: TypeProps<Item, V> & { edit: EditInPlace<Item>; item: Item; remove: () => Promise<void> }) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  return (
    <>
      <OwnerMenu kind={type.kind} onEdit={() => setEditing(true)} onDelete={remove} />
      <EditDetailsDialog
        open={editing}
        onClose={() => setEditing(false)}
        kind={type.kind}
        initial={edit.initial(item)}
        text={edit.text}
        save={(values) => edit.save(item.id, values)}
        onSaved={(saved) => {
          queryClient.setQueryData(itemKeyOf(type, item.id), saved);
          void queryClient.invalidateQueries({ queryKey: [type.name], predicate: (q) => q.queryKey[1] !== 'item' });
        }}
      />
    </>
  );
}

/** Likes and comments under an item of a type members react to. */
export function Reactions<Item extends ContentItem & ReactionStateDto & { comments_count: number }, V extends FieldValues>({ type, item }: TypeProps<Item, V> & { item: Item }) {
  const api = type.reactions;
  return (
    api && (
      <>
        <Box>
          <LikeButton section={type.name} api={api} item={item} />
        </Box>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <ContentComments section={type.name} api={api} item={item} />
        </Paper>
      </>
    )
  );
}

/** The title of a picture or a video beside its owner's actions, with its byline and text below. */
export function DetailsRow({ title, actions, children }: { title: string; actions: ReactNode; children: ReactNode }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
      <Stack sx={{ gap: 1 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 800 }}>
          {title}
        </Typography>
        {children}
      </Stack>
      {actions}
    </Stack>
  );
}
