/**
 * Once per server-suite run: a migrated embedded database folder and a migrated PostgreSQL template database.
 * Every test server then starts from a copy (harness.ts) instead of running initdb in WebAssembly and every
 * migration again — on two cores that start-up was the largest single cost of the suite (decision 0235).
 * The migrations themselves are still run by each server (they find nothing to do), and the tests that check a
 * migration on an older schema create empty databases of their own (`createPostgresDatabase()`).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';
import { loadConfig } from '../src/config/config';
import { createPostgresDatabase, postgresReachable } from './harness';

const quiet = { warn: () => {}, info: () => {} };

async function migrate(env: Record<string, string>): Promise<void> {
  const config = loadConfig({ HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'silent', ...env }, { jwtSecret: 'template' });
  const database = await openDatabase(config, {
    log: quiet,
    onFatal: (error) => {
      throw error;
    },
  });
  await database.close();
}

export default async function setup(project: TestProject) {
  const folder = mkdtempSync(path.join(tmpdir(), 'kindred-template-'));
  await migrate({ KINDRED_DATA_DIR: folder });
  project.provide('pgliteTemplate', path.join(folder, 'pglite'));

  let template: Awaited<ReturnType<typeof createPostgresDatabase>> | null = null;
  if (await postgresReachable()) {
    template = await createPostgresDatabase({ name: `kindred_template_${randomBytes(4).toString('hex')}` });
    await migrate({ KINDRED_DATA_DIR: folder, DATABASE_URL: template.url });
    project.provide('postgresTemplate', new URL(template.url).pathname.slice(1));
  }

  return async () => {
    await template?.drop();
    rmSync(folder, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate?: string;
  }
}
