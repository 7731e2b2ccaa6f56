import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppConfig } from '../../config/app-config';
import { SessionActivity, TOUCH_EVERY_MS } from './session-activity';

describe('SessionActivity.due: a session\'s last use is written at most once per TOUCH_EVERY_MS', () => {
  afterEach(() => jest.restoreAllMocks());

  it('answers yes once per session, then no until the interval has passed', () => {
    let now = 1_000_000;
    jest.spyOn(Date, 'now').mockImplementation(() => now);
    const activity = new SessionActivity({} as EntityManager, { sessionCacheSize: 10 } as AppConfig);
    expect([activity.due('a'), activity.due('a'), activity.due('b'), activity.due('a')]).toEqual([true, false, true, false]);
    now += TOUCH_EVERY_MS - 1;
    expect(activity.due('a')).toBe(false);
    now += 1;
    expect([activity.due('a'), activity.due('a'), activity.due('b')]).toEqual([true, false, true]);
  });

  it('remembers a bounded number of sessions (the oldest are forgotten, so asked again)', () => {
    const activity = new SessionActivity({} as EntityManager, { sessionCacheSize: 0 } as AppConfig);
    for (let i = 0; i <= 1000; i++) {
      expect(activity.due(`s${i}`)).toBe(true);
    }
    expect(activity.due('s1000')).toBe(false);
    expect(activity.due('s0')).toBe(true);
  });
});
