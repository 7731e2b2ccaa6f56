import { resolve } from 'node:path';
import { MIGRATIONS } from '../database/migrations';
import { generateListingMigration, LISTING_SECTIONS } from '../modules/listings';

/**
 * `npm run migration:listings`: writes the migration from the last migrated state of the listing
 * sections (listing-schema.snapshot.json) to their declaration, with the new snapshot, into
 * src/database/migrations (from src/cli or dist/cli alike), or says there is nothing to migrate.
 */
function main(): void {
  const dir = resolve(__dirname, '..', '..', 'src', 'database', 'migrations');
  const generated = generateListingMigration({ sections: LISTING_SECTIONS, dir, after: MIGRATIONS.at(-1)?.name });
  if (!generated) {
    process.stdout.write('The listing sections match the last migration: nothing to generate.\n');
    return;
  }
  process.stdout.write(
    `${generated.file} written (${generated.summary.join('; ')}), with ${dir}/listing-schema.snapshot.json and index.ts.\n`,
  );
  for (const warning of generated.warnings) {
    process.stdout.write(`warning: ${warning}\n`);
  }
}

main();
