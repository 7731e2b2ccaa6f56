import { BlogsService } from '@plaza/sdk';

export const BLOGS_PAGE_SIZE = 10;

export const blogKeys = {
  list: (search: string, category: number) => ['blogs', 'list', search, category] as const,
  item: (id: number) => ['blogs', 'item', id] as const,
};

export const listBlogs = (page: number, search: string, category: number) =>
  BlogsService.listBlogs({ page, take: BLOGS_PAGE_SIZE, order: 'desc', search: search || undefined, category: category || undefined });
