import { buildApp } from './app';
import { loadConfig } from './config/config';
import { demoLoginsText, isDatabaseEmpty, seedDemo } from './seed/seed';

/** `npm start`: the server with the embedded database (or DATABASE_URL), the API and the web app on one port. */
async function main() {
  const config = loadConfig();
  const app = await buildApp(config);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    try {
      await app.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  const { pool } = app.kindred.database;
  if (config.seedDemo && (await isDatabaseEmpty(pool))) {
    console.log('Empty database: seeding demo data (SEED_DEMO)…');
    await seedDemo(pool, config.dataDir, { onProgress: (m) => console.log(`  ${m}`) });
  }
  await app.listen({ host: config.host, port: config.port });
  const url = config.publicUrl;
  const dbLabel =
    app.kindred.database.kind === 'pglite' ? `embedded PGlite (${config.dataDir}/pglite)` : 'PostgreSQL (DATABASE_URL)';
  console.log(
    `\n  Kindred is running at ${url}\n  Database: ${dbLabel}\n  Web app: ${config.webDist ?? 'not built (API only)'}\n`,
  );
  if (config.seedDemo) console.log(`${demoLoginsText()}\n`);
}

main().catch((error) => {
  console.error('Kindred failed to start:', error);
  process.exit(1);
});
