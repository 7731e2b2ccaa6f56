import { AdminService, type ContentType } from '@plaza/sdk';
import type { DataProvider, GetListParams, Identifier, RaRecord } from 'react-admin';
import { callApi } from '../lib/api';

/** Console resources of content sections are named `content-<type>` (e.g. content-post). */
export const CONTENT_PREFIX = 'content-';
export const contentResource = (type: string) => `${CONTENT_PREFIX}${type}`;
const contentType = (resource: string) => resource.slice(CONTENT_PREFIX.length) as ContentType;

/** What an update asks for: one of the moderation actions of the resource, with its fields. */
export interface ActionData {
  action: string;
  reason?: string;
  until?: string;
  role?: 'member' | 'moderator' | 'admin';
}

interface Paged<T> {
  data: T[];
  total: number;
}

/** react-admin's paging and sort as Plaza's query (page, take, sort, order). */
function paging({ pagination, sort }: GetListParams) {
  return {
    page: pagination?.page ?? 1,
    take: pagination?.perPage ?? 25,
    sort: sort?.field && sort.field !== 'id' ? sort.field : undefined,
    order: (sort?.order === 'ASC' ? 'asc' : 'desc') as 'asc' | 'desc',
  };
}

/** Filters minus the empty ones (react-admin keeps cleared inputs as ''). */
function filters(params: GetListParams): Record<string, never> {
  return Object.fromEntries(
    Object.entries(params.filter ?? {}).filter(([, v]) => v !== '' && v !== undefined && v !== null),
  ) as Record<string, never>;
}

const list = async <T extends RaRecord>(call: Promise<Paged<T>>) => {
  const page = await call;
  return { data: page.data, total: page.total };
};

async function getList(resource: string, params: GetListParams): Promise<Paged<RaRecord>> {
  const { sort, ...page } = paging(params);
  const f = filters(params) as Record<string, string | number | undefined>;
  switch (resource) {
    case 'reports':
      return list(
        callApi(() =>
          AdminService.listReportCases({
            ...page,
            sort: sort as never,
            status: f.status as never,
            reason: f.reason as never,
            subjectType: f.subject_type as never,
          }),
        ),
      );
    case 'users':
      return list(
        callApi(() =>
          AdminService.listAdminUsers({
            ...page,
            sort: sort as never,
            search: f.q as string,
            role: f.role as never,
            status: f.status as never,
          }),
        ),
      );
    case 'audit-log':
      return list(
        callApi(() =>
          AdminService.listAuditLog({
            ...page,
            action: f.action as never,
            actorId: f.actor_id as number,
            subjectType: f.subject_type as never,
            subjectId: f.subject_id as number,
          }),
        ),
      );
    default:
      return list(
        callApi(() =>
          AdminService.listContent({
            ...page,
            type: contentType(resource),
            sort: sort as never,
            search: f.q as string,
            status: f.status as never,
            authorId: f.author_id as number,
          }),
        ),
      );
  }
}

async function getOne(resource: string, id: Identifier): Promise<RaRecord> {
  const n = Number(id);
  switch (resource) {
    case 'reports':
      return (await callApi(() => AdminService.getReportCase({ id: n }))).data;
    case 'users':
      return (await callApi(() => AdminService.getAdminUser({ id: n }))).data;
    default:
      return (await callApi(() => AdminService.getContent({ type: contentType(resource), id: n }))).data;
  }
}

/** An update is a moderation action: resolve a report, act on a member, hide or restore content. */
async function act(resource: string, id: Identifier, data: ActionData): Promise<RaRecord> {
  const n = Number(id);
  const reason = data.reason || undefined;
  if (resource === 'reports') {
    return (
      await callApi(() =>
        AdminService.resolveReportCase({
          id: n,
          requestBody: { action: data.action as never, reason, until: data.until },
        }),
      )
    ).data;
  }
  if (resource === 'users') {
    const calls: Record<string, () => Promise<{ data: RaRecord }>> = {
      ban: () => AdminService.banUser({ id: n, requestBody: { reason } }),
      unban: () => AdminService.unbanUser({ id: n, requestBody: { reason } }),
      suspend: () => AdminService.suspendUser({ id: n, requestBody: { until: data.until ?? '', reason } }),
      warn: () => AdminService.warnUser({ id: n, requestBody: { reason: reason ?? '' } }),
      delete: () => AdminService.deleteUser({ id: n, requestBody: { reason: reason ?? '' } }),
      role: () => AdminService.setUserRole({ id: n, requestBody: { role: data.role ?? 'member' } }),
    };
    return (await callApi(calls[data.action])).data;
  }
  const type = contentType(resource);
  const call = data.action === 'restore' ? AdminService.restoreContent : AdminService.hideContent;
  return (await callApi(() => call({ type, id: n, requestBody: { reason } }))).data;
}

const unsupported = (what: string) => () => Promise.reject(new Error(`${what} is not part of the moderation console`));

/**
 * react-admin's data provider on the generated SDK: lists with page, take, sort, order and
 * filters; `update` runs a moderation action (`{ action, reason?, until?, role? }`); `delete`
 * removes content for good. Every call goes through `callApi` (refresh once on a 401).
 */
export const dataProvider: DataProvider = {
  getList: (resource, params) => getList(resource, params) as never,
  getOne: async (resource, params) => ({ data: await getOne(resource, params.id) }) as never,
  getMany: async (resource, params) =>
    ({ data: await Promise.all(params.ids.map((id) => getOne(resource, id))) }) as never,
  getManyReference: unsupported('getManyReference'),
  update: async (resource, params) => ({ data: await act(resource, params.id, params.data as ActionData) }) as never,
  updateMany: async (resource, params) => {
    await Promise.all(params.ids.map((id) => act(resource, id, params.data as ActionData)));
    return { data: params.ids };
  },
  create: unsupported('create'),
  delete: async (resource, params) => {
    const reason = (params.meta as { reason?: string } | undefined)?.reason;
    await callApi(() =>
      AdminService.removeContent({ type: contentType(resource), id: Number(params.id), requestBody: { reason } }),
    );
    return { data: params.previousData ?? { id: params.id } } as never;
  },
  deleteMany: async (resource, params) => {
    await Promise.all(
      params.ids.map((id) =>
        callApi(() => AdminService.removeContent({ type: contentType(resource), id: Number(id), requestBody: {} })),
      ),
    );
    return { data: params.ids };
  },
};
