import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BlogsService, type BlogDto } from '@plaza/sdk';
import { useTranslation } from 'react-i18next';
import { tk } from '../../../i18n/keys';
import { articleForm, type ArticleValues } from '../kit/articleForm';
import type { ContentType, ReadingProps } from '../kit/contentType';
import { Reactions } from '../kit/ReadingPage';
import { Byline } from '../shared/Byline';
import { contentImageUrl } from '../shared/media';
import { RenderedMarkdown } from '../shared/RenderedMarkdown';
import '../words';

export const BLOG_BODY_MAX = 100_000;

/** A blog post: title, category, Markdown body and a cover image; members like it and comment on it. */
export const blog: ContentType<BlogDto, ArticleValues> = {
  name: 'blogs',
  report: 'blog',
  kind: 'blog',
  words: { title: (post) => post.title, back: tk('community:blogs.title'), notFound: tk('community:blogs.all'), deleted: tk('community:blogs.deleted') },
  calls: { get: (id) => BlogsService.getBlog({ id }), remove: (id) => BlogsService.deleteBlog({ id }), categories: () => BlogsService.listBlogCategories() },
  reading: { article: true, gap: 2.5, maxWidth: 760, parts: ['hidden', Heading, Body, (props) => <Reactions type={blog} item={props.item} />] },
  edit: 'page',
  form: articleForm('blogs', {
    create: { title: tk('community:blogs.form.createTitle'), submit: tk('community:blogs.form.publish'), done: tk('community:blogs.form.published') },
    update: { title: tk('community:blogs.form.editTitle'), submit: tk('community:actions.save'), done: tk('community:blogs.form.updated') },
    body: { label: tk('community:blogs.form.body'), max: BLOG_BODY_MAX, minRows: 10, helperText: tk('community:blogs.form.bodyHelp') },
    imageLabel: tk('community:blogs.form.image'),
    send: { create: (formData) => BlogsService.createBlog({ formData }), update: (id, formData) => BlogsService.updateBlog({ id, formData }) },
  }),
  reactions: {
    toggle: (id, like) => (like ? BlogsService.likeBlog({ id }) : BlogsService.unlikeBlog({ id })),
    comments: (id, page, take) => BlogsService.listBlogComments({ id, page, take, order: 'desc' }),
    comment: (id, body) => BlogsService.createBlogComment({ id, requestBody: { body } }),
    deleteComment: (id, commentId) => BlogsService.deleteBlogComment({ id, commentId }),
  },
};

function Heading({ item: post, actions }: ReadingProps<BlogDto>) {
  return (
    <>
      <Chip label={post.category.name} size="small" sx={{ alignSelf: 'flex-start' }} />
      <Typography variant="h3" component="h1" sx={{ fontWeight: 800, fontSize: { xs: '1.9rem', sm: '2.4rem' }, lineHeight: 1.2 }}>
        {post.title}
      </Typography>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
        <Byline user={post.user} date={post.created_at} size={40} />
        {actions}
      </Stack>
    </>
  );
}

function Body({ item: post }: ReadingProps<BlogDto>) {
  const { t } = useTranslation();
  return (
    <>
      {post.image && <Box component="img" src={contentImageUrl('blogs', post.image)} alt="" sx={{ width: '100%', borderRadius: 2, maxHeight: 480, objectFit: 'cover' }} />}
      <RenderedMarkdown html={post.body_html} label={t('community:blogs.post')} />
      <Divider />
    </>
  );
}
