import { foundFor } from '../access/ownership';
import type { AuthUser } from '../auth/auth-user';
import { pageParams, type Page, type PageQueryDto } from '../paging/paging';
import { ContentAccess, type VisibleItem } from './content-access';
import type { ContentKind } from './content-kinds';
import type { ItemReads } from './content-reads';
import { ContentWriter, type FormValues, type WrittenKind } from './content-writer';

/** What a content type's controller calls (contentControllers): the list, one item, and its writes. */
export interface ContentTypeService<Item, Summary, Query, Create, Update> {
  /** `me` undefined: a visitor, who reads the public items. */
  list(me: AuthUser | undefined, query: Query): Promise<Page<Summary>>;
  get(me: AuthUser | undefined, id: number): Promise<Item>;
  /** `file`: the form's file, when one was sent. */
  create(me: AuthUser, dto: Create, file?: Buffer): Promise<Item>;
  update(me: AuthUser, id: number, dto: Update, file?: Buffer): Promise<Item>;
  remove(me: AuthUser, id: number): Promise<void>;
}

/** The reads of a content type as the viewer sees them: its list, and one item (404 when it does not exist for them). */
export abstract class ContentService<Item, Summary, Query extends PageQueryDto> {
  protected constructor(
    private readonly reads: ItemReads<Item, Summary, Query>,
    private readonly kind: ContentKind,
    protected readonly access: ContentAccess,
  ) {}

  list(me: AuthUser | undefined, query: Query): Promise<Page<Summary>> {
    return this.reads.list(me?.id ?? null, query, pageParams(query));
  }

  async get(me: AuthUser | undefined, id: number): Promise<Item> {
    return foundFor(me, await this.reads.find(me?.id ?? null, id), this.kind.notFound);
  }

  /** Runs `change` on my item (403 when it is not mine, 404 when it does not exist for me); answers the item changed. */
  protected async changeOwn(me: AuthUser, id: number, change: (item: VisibleItem) => Promise<unknown>): Promise<Item> {
    const item = await this.access.owned(this.kind, me.id, id);
    await change(item);
    return this.get(me, item.id);
  }
}

/**
 * A content type written through ContentWriter (blogs, events, forums): a form with a category,
 * a Markdown text and an optional image; only its author edits or deletes an item.
 */
export abstract class WrittenContentService<Item, Summary, Query extends PageQueryDto, Create extends object, Update extends object>
  extends ContentService<Item, Summary, Query>
  implements ContentTypeService<Item, Summary, Query, Create, Update>
{
  protected constructor(
    reads: ItemReads<Item, Summary, Query>,
    protected readonly written: WrittenKind,
    access: ContentAccess,
    protected readonly writer: ContentWriter,
  ) {
    super(reads, written.kind, access);
  }

  /** A type's own checks of a form beyond its DTO (item `id` when it is an edit); throws to refuse it. */
  protected async check(_dto: Create | Update, _id?: number): Promise<void> {}

  async create(me: AuthUser, dto: Create, image?: Buffer): Promise<Item> {
    await this.check(dto);
    return this.get(me, await this.writer.create(this.written, me, formValues(dto), image));
  }

  update(me: AuthUser, id: number, dto: Update, image?: Buffer): Promise<Item> {
    return this.changeOwn(me, id, async (item) => {
      await this.check(dto, item.id);
      await this.writer.update(this.written, item.id, formValues(dto), image);
    });
  }

  /** Deletes the item with its likes, comments, answers and notifications, then its image. */
  async remove(me: AuthUser, id: number): Promise<void> {
    await this.writer.remove(this.written, (await this.access.owned(this.written.kind, me.id, id)).id);
  }
}

/** A validated form as the writer takes it: its fields by column. */
const formValues = (dto: object): FormValues => ({ ...dto });
