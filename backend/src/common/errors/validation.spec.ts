import 'reflect-metadata';
import { ValidationPipe, type ArgumentMetadata, type Type } from '@nestjs/common';
import { ChatMessagesQueryDto, ChatsQueryDto } from '../../modules/chats/dto/chat.input';
import { FriendListQueryDto, SearchMembersQueryDto } from '../../modules/friends/dto/friends.dto';
import { SuggestionsQueryDto } from '../../modules/friends/dto/suggestions.dto';
import { PageQueryDto } from '../paging/paging';
import { createValidationPipe, VALIDATION_OPTIONS } from './validation';

/** What a pipe makes of a query: the DTO (its class and fields), or the refusal (status and body). */
async function outcome(pipe: ValidationPipe, metatype: Type<unknown>, value: unknown): Promise<unknown> {
  const metadata: ArgumentMetadata = { type: 'query', metatype, data: undefined };
  try {
    const dto = (await pipe.transform(value, metadata)) as object;
    return { class: dto.constructor.name, fields: { ...dto } };
  } catch (error) {
    const e = error as { getStatus(): number; getResponse(): unknown };
    return { status: e.getStatus(), body: e.getResponse() };
  }
}

const pagingValues = {
  page: [undefined, '1', '2', '10000', '10001', '0', '-1', '01', '1.5', '1e2', ' 1', '', 'x', '999999', '1000000', ['1', '2']],
  take: [undefined, '1', '10', '100', '101', '0', '007', 'ten'],
  order: [undefined, 'asc', 'desc', 'ASC', ''],
};

function* queries(): Generator<Record<string, unknown>> {
  for (const page of pagingValues.page) {
    for (const take of pagingValues.take) {
      for (const order of pagingValues.order) {
        const q: Record<string, unknown> = {};
        for (const [key, value] of Object.entries({ page, take, order })) {
          if (value !== undefined) {
            q[key] = value;
          }
        }
        yield q;
      }
    }
  }
  yield { page: '1', search: 'ann' };
  yield { page: '1', extra: '1' };
  yield { take: '5', sort: 'name' };
  yield { after_id: '3' };
}

describe('global validation pipe: the short way for paging queries', () => {
  const plaza = createValidationPipe();
  const reference = new ValidationPipe(VALIDATION_OPTIONS);

  it.each([PageQueryDto, FriendListQueryDto, SearchMembersQueryDto, SuggestionsQueryDto])(
    'answers every query exactly as class-validator does (%p)',
    async (metatype) => {
      for (const query of queries()) {
        expect([query, await outcome(plaza, metatype, query)]).toEqual([query, await outcome(reference, metatype, query)]);
      }
    },
  );

  it.each([ChatsQueryDto, ChatMessagesQueryDto])('answers paging queries exactly as class-validator does (%p)', async (metatype) => {
    for (const query of queries()) {
      if (Object.keys(query).every((k) => ['page', 'take', 'order'].includes(k))) {
        expect([query, await outcome(plaza, metatype, query)]).toEqual([query, await outcome(reference, metatype, query)]);
      }
    }
  });

  it('gives a list route its numbers', async () => {
    const dto = await plaza.transform({ page: '3', take: '20', order: 'asc' }, { type: 'query', metatype: ChatsQueryDto, data: undefined });
    expect(dto).toBeInstanceOf(ChatsQueryDto);
    expect(dto).toEqual(Object.assign(new ChatsQueryDto(), { page: 3, take: 20, order: 'asc' }));
  });

  it('leaves class-validator out of a plainly valid paging query, and only of that', async () => {
    const full = jest.spyOn(ValidationPipe.prototype, 'transform');
    try {
      await plaza.transform({ page: '1', take: '10' }, { type: 'query', metatype: FriendListQueryDto, data: undefined });
      expect(full).not.toHaveBeenCalled();
      await plaza.transform({ page: '1', take: '10', sort: 'name' }, { type: 'query', metatype: FriendListQueryDto, data: undefined });
      expect(full).toHaveBeenCalledTimes(1);
    } finally {
      full.mockRestore();
    }
  });
});
