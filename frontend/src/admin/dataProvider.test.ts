import { jest } from '@jest/globals';
import { AdminService } from '@plaza/sdk';
import { saveSession } from '../lib/api';
import { makeUser, sdkOk, TOKENS } from '../test/sdk';
import { paged } from '../test/social';
import { contentResource, dataProvider } from './dataProvider';

describe('the console’s data provider (react-admin on the SDK)', () => {
  beforeEach(() => saveSession(makeUser({ role: 'moderator' }), TOKENS));

  it('turns react-admin’s paging, sort and filters into the API’s query, and answers data and total', async () => {
    const list = jest
      .spyOn(AdminService, 'listReportCases')
      .mockReturnValue(sdkOk(paged([{ id: 4 }] as never, { total: 31 })));
    const result = await dataProvider.getList('reports', {
      pagination: { page: 2, perPage: 25 },
      sort: { field: 'weight', order: 'ASC' },
      filter: { status: 'open', reason: '', subject_type: 'post' },
    });
    expect(list).toHaveBeenCalledWith({
      page: 2,
      take: 25,
      sort: 'weight',
      order: 'asc',
      status: 'open',
      reason: undefined,
      subjectType: 'post',
    });
    expect(result).toEqual({ data: [{ id: 4 }], total: 31 });
  });

  it('lists a content section by its resource name', async () => {
    const list = jest.spyOn(AdminService, 'listContent').mockReturnValue(sdkOk(paged([] as never)));
    await dataProvider.getList(contentResource('comment'), {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'DESC' },
      filter: { q: 'rude', status: 'hidden' },
    });
    expect(list).toHaveBeenCalledWith(
      expect.objectContaining({
        type: 'comment',
        page: 1,
        take: 10,
        sort: undefined,
        order: 'desc',
        search: 'rude',
        status: 'hidden',
      }),
    );
  });

  it('runs moderation actions as updates and removals', async () => {
    const resolve = jest.spyOn(AdminService, 'resolveReportCase').mockReturnValue(sdkOk({ data: { id: 4 } }) as never);
    await dataProvider.update('reports', {
      id: 4,
      data: { action: 'suspend', reason: 'Cool down', until: '2030-01-01T00:00:00.000Z', status: 'resolved' },
      previousData: { id: 4 },
    });
    expect(resolve).toHaveBeenCalledWith({
      id: 4,
      requestBody: { action: 'suspend', reason: 'Cool down', until: '2030-01-01T00:00:00.000Z' },
    });

    const ban = jest.spyOn(AdminService, 'banUser').mockReturnValue(sdkOk({ data: { id: 9 } }) as never);
    await dataProvider.update('users', { id: 9, data: { action: 'ban', reason: '' }, previousData: { id: 9 } });
    expect(ban).toHaveBeenCalledWith({ id: 9, requestBody: { reason: undefined } });

    const erase = jest.spyOn(AdminService, 'deleteUser').mockReturnValue(sdkOk({ data: { id: 9 } }) as never);
    await dataProvider.update('users', { id: 9, data: { action: 'delete', reason: 'Spam account' }, previousData: { id: 9 } });
    expect(erase).toHaveBeenCalledWith({ id: 9, requestBody: { reason: 'Spam account' } });

    const hide = jest.spyOn(AdminService, 'hideContent').mockReturnValue(sdkOk({ data: { id: 3 } }) as never);
    await dataProvider.updateMany(contentResource('post'), { ids: [3], data: { action: 'hide' } });
    expect(hide).toHaveBeenCalledWith({ type: 'post', id: 3, requestBody: { reason: undefined } });

    const remove = jest.spyOn(AdminService, 'removeContent').mockReturnValue(sdkOk(undefined) as never);
    await dataProvider.delete(contentResource('chat_message'), { id: 5, previousData: { id: 5 } });
    expect(remove).toHaveBeenCalledWith({ type: 'chat_message', id: 5, requestBody: { reason: undefined } });
  });
});
