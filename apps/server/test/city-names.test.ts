import { israeliCities } from '@kindred/core';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase, databaseKinds } from './harness';

/** Migration 0010: listed cities kept as typed by earlier members are stored under their English name. */
const sql = readFileSync(new URL('../drizzle/0010_listed_cities_by_english_name.sql', import.meta.url), 'utf8');
const hebrew = JSON.parse(
  readFileSync(new URL('../../../packages/core/locales/he/options.json', import.meta.url), 'utf8'),
) as { cities: Record<string, string> };
const kinds = await databaseKinds();

it('names every listed city with its Hebrew label', () => {
  for (const city of israeliCities) {
    expect(sql, city).toContain(`('${city.replace(/'/g, "''")}', '${hebrew.cities[city]}')`);
  }
});

describe.runIf(kinds.includes('postgres'))('on PostgreSQL', () => {
  let db: { url: string; drop(): Promise<void> };
  let pool: pg.Pool;
  beforeAll(async () => {
    db = await createPostgresDatabase();
    pool = new pg.Pool({ connectionString: db.url, max: 1 });
  });
  afterAll(async () => {
    await pool?.end();
    await db?.drop();
  });

  it('stores a listed city typed in Hebrew, in another case or with hyphens under its English name; keeps the rest', async () => {
    const typed = [
      'תל אביב',
      'tel-aviv',
      '  TEL AVIV ',
      'Tel Aviv',
      'ראשון לציון',
      'modiin',
      "Modi'in",
      'ra’anana',
      'Kibbutz Yagur',
      'תל אביב יפו',
    ];
    await pool.query('CREATE TABLE users (id serial PRIMARY KEY, location text NOT NULL)');
    for (const location of typed) await pool.query('INSERT INTO users (location) VALUES ($1)', [location]);
    await pool.query(sql);
    await pool.query(sql); // a second run changes nothing
    const { rows } = await pool.query<{ location: string }>('SELECT location FROM users ORDER BY id');
    expect(rows.map((r) => r.location)).toEqual([
      'Tel Aviv',
      'Tel Aviv',
      'Tel Aviv',
      'Tel Aviv',
      'Rishon LeZion',
      'modiin',
      "Modi'in",
      "Ra'anana",
      'Kibbutz Yagur',
      'תל אביב יפו',
    ]);
  });
});
