import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { applyPresence } from './livePresence';

interface Member {
  id: number;
  first_name: string;
  is_online: boolean;
  status: 'online' | 'offline';
}

const ben = (online: boolean): Member => ({ id: 8, first_name: 'Ben', is_online: online, status: online ? 'online' : 'offline' });

/** Answers to Ben's profile, each released by the test, in the order they were asked. */
function profileServer() {
  const pending: ((member: Member) => void)[] = [];
  return {
    fetch: () => new Promise<Member>((resolve) => pending.push(resolve)),
    answer: (index: number, member: Member) => pending[index](member),
    asked: () => pending.length,
  };
}

describe('applyPresence', () => {
  it('turns every cached copy of the member to the new presence', () => {
    const client = new QueryClient();
    client.setQueryData(['profiles', 'ben'], ben(true));
    client.setQueryData(['posts', 'feed'], { data: [{ id: 1, user: ben(true) }] });
    applyPresence(client, { user_id: 8, is_online: false, status: 'offline' } as never);
    expect(client.getQueryData(['profiles', 'ben'])).toEqual(ben(false));
    expect(client.getQueryData(['posts', 'feed'])).toEqual({ data: [{ id: 1, user: ben(false) }] });
  });

  it('is not undone by a profile read before the change that lands after it', async () => {
    const client = new QueryClient();
    const server = profileServer();
    client.setQueryData(['profiles', 'ben'], ben(true));
    // The profile page asks again for Ben (its channel was just joined); Ben leaves meanwhile.
    const page = new QueryObserver(client, { queryKey: ['profiles', 'ben'], queryFn: server.fetch, staleTime: 0 });
    const unsubscribe = page.subscribe(() => undefined);
    expect(server.asked()).toBe(1);
    applyPresence(client, { user_id: 8, is_online: false, status: 'offline' } as never);
    expect(client.getQueryData(['profiles', 'ben'])).toEqual(ben(false));
    // The answer read before Ben left lands: it is not taken; the one asked after the change is.
    await settle();
    server.answer(0, ben(true));
    await settle();
    expect(client.getQueryData(['profiles', 'ben'])).toEqual(ben(false));
    expect(server.asked()).toBe(2);
    server.answer(1, ben(false));
    await settle();
    expect(client.getQueryData(['profiles', 'ben'])).toEqual(ben(false));
    unsubscribe();
  });
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
