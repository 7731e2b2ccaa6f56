import type * as PgModule from 'pg';
import { ormPg, readTimeoutOptions, timedClientWorks } from './timed-pg-client';

describe('the read timeout’s Client', () => {
  it('finds in the ORM’s pg the internals it drives (a pg release that renames them fails here)', () => {
    expect(timedClientWorks(ormPg)).toBe(true);
    const options = readTimeoutOptions(250);
    expect('Client' in options && options.Client.name).toBe('TimedClient');
  });

  it('falls back to pg’s own query_timeout on a pg without them', () => {
    class BareClient {}
    class BareQuery {}
    const pg = { ...ormPg, Client: BareClient, Query: BareQuery } as unknown as typeof PgModule;
    expect(timedClientWorks(pg)).toBe(false);
    expect(readTimeoutOptions(250, pg)).toEqual({ query_timeout: 250 });
  });
});
