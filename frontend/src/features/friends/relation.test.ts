import { QueryClient, QueryObserver } from '@tanstack/react-query';
import type { FriendListItemDto, PageMetaDto } from '@plaza/sdk';
import { makeFriendItem, paged, relation } from '../../test/social';
import { applyRelation } from './relation';

type Page = PageMetaDto & { data: FriendListItemDto[] };

/** An answer the test gives when it chooses. */
function later() {
  let resolve!: (page: Page) => void;
  const promise = new Promise<Page>((r) => (resolve = r));
  return { promise, resolve };
}

describe('applyRelation', () => {
  it('asks again for a list read before the change, rather than let its answer offer an accepted request again', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const offered = () => paged([makeFriendItem({ id: 12, friendship_state: 'request_received' })]);
    const answers = [later(), later(), later()];
    let calls = 0;
    const requests = new QueryObserver<Page>(client, { queryKey: ['friends', 'requests', 'incoming', 1], queryFn: () => answers[calls++]!.promise });
    const stop = requests.subscribe(() => undefined);
    answers[0]!.resolve(offered());
    await new Promise((resolve) => setTimeout(resolve, 0));

    // Read again (as once the page's socket has joined) when Accept succeeds: that answer was read before it.
    void requests.refetch();
    applyRelation(client, relation(12, 'friends', false).data, 'request_received', 1);
    answers[1]!.resolve(offered());
    answers[2]!.resolve(paged<FriendListItemDto>([]));
    await new Promise((resolve) => setTimeout(resolve, 0));

    expect(calls).toBe(3);
    expect(requests.getCurrentResult().data?.data).toEqual([]);
    stop();
  });
});
