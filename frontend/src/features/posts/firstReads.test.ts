import { PostsService } from '@plaza/sdk';
import { firstReadsOf } from '../../lib/firstReads';
import { askedBySdk } from '../../test/firstReads';
import { POSTS_PAGE_SIZE } from './api';

describe("a member's first read of their feed (started from the HTML)", () => {
  it("asks for the very URL the feed's first page asks for (Feed.tsx through PostList)", async () => {
    const feed = await askedBySdk(() => PostsService.listFeed({ page: 1, take: POSTS_PAGE_SIZE }), { data: [] });
    expect(firstReadsOf('/', '', true).map((r) => r.url)).toEqual([feed[0]!.url]);
  });

  it("starts nothing for a visitor's landing page", () => {
    expect(firstReadsOf('/', '', false)).toEqual([]);
  });
});
