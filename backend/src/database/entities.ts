import type { EntityClass } from '@mikro-orm/core';

/**
 * Every entity of the application, in one list: the ORM, the migration generator and the tests
 * all read it. A domain adds its entity classes here.
 */
export const ENTITIES: EntityClass<object>[] = [];
