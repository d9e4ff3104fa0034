/**
 * `pnpm --filter @kindred/server seed`: seeds demo data into the configured database (PGlite under the data
 * folder, or DATABASE_URL) when it has no members yet. `--force` seeds even when members exist.
 */
import { loadConfig } from '../config/config';
import { openDatabase } from '../db/client';
import { demoLoginsText, isDatabaseEmpty, seedDemo } from '../seed/seed';

async function main() {
  const config = loadConfig();
  const database = await openDatabase(config, {
    log: { warn: (m) => console.warn(m), info: (m) => console.log(m) },
    onFatal: (error) => {
      console.error(error.message);
      process.exit(1);
    },
  });
  try {
    if (!(await isDatabaseEmpty(database.pool)) && !process.argv.includes('--force')) {
      console.log('The database already has members; nothing to do (use --force to add demo data anyway).');
    } else {
      const count = Number(process.env.SEED_COUNT) || 200;
      await seedDemo(database.pool, config.dataDir, { count, onProgress: (m) => console.log(m) });
    }
    console.log(`\n${demoLoginsText()}\n`);
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error('Seeding failed:', error);
  process.exit(1);
});
