import pg from 'pg';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { drizzle } from 'drizzle-orm/node-postgres';
const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/test' });
await admin.connect();
await admin.query('DROP DATABASE IF EXISTS kindred_rt_probe WITH (FORCE)');
await admin.query('CREATE DATABASE kindred_rt_probe');
const url = 'postgres://postgres@127.0.0.1:5432/kindred_rt_probe';
const pool = new pg.Pool({ connectionString: url, max: Number(process.env.POOL || 10) });
await migrate(drizzle(pool), { migrationsFolder: new URL('../drizzle', import.meta.url).pathname });
await pool.query(`INSERT INTO users (id, email, password_hash, nickname, base_tier, is_verified, date_of_birth, location, created_at)
  SELECT lpad(to_hex(i), 24, '0'), 'm' || i || '@x.test', 'x', 'member_' || i, 'FEMALE', true, '1990-01-01', 'Tel Aviv', now()
  FROM generate_series(1, 1000) AS i`);
const ids = (await pool.query('SELECT id FROM users ORDER BY id')).rows.map((r) => r.id);
let n = 0;
const hex = () => Math.random().toString(16).slice(2, 14).padEnd(12, '0');
const newId = () => (hex() + hex()).slice(0, 24);
async function run(name: string, fn: (i: number) => Promise<unknown>, ms = 4000) {
  n = 0;
  const end = Date.now() + ms;
  await Promise.all(Array.from({ length: Number(process.env.WORKERS || 20) }, async (_, w) => {
    while (Date.now() < end) { await fn(w * 100000 + n); n++; }
  }));
  console.log(name, Math.round(n / (ms / 1000)), '/s');
}
await run('select 1', () => pool.query({ name: 's1', text: 'SELECT 1' }));
await run('caller', (i) => pool.query({ name: 'c', text: 'SELECT * FROM users WHERE id = $1', values: [ids[i % 1000]] }));
await run('send', (i) => {
  const k = i % 500; const s = ids[2 * k], r = ids[2 * k + 1];
  return pool.query({ name: 'send', text: 'SELECT * FROM kindred_send_message($1,$2,$3,$4,$5,$6,$7,$8,$9,$10::jsonb,$11::jsonb,$12::double precision,$13)',
    values: [newId(), newId(), s, r, s, r, 'c' + i + '-' + Math.random(), 'text', 'hello', null, JSON.stringify({ sender: s }), 300000, newId()] });
});
await run('insert autocommit', (i) => pool.query({ name: 'ins', text: 'INSERT INTO analytics_probe_tmp VALUES ($1)', values: [i] }).catch(async () => { await pool.query('CREATE TABLE IF NOT EXISTS analytics_probe_tmp (i int)'); }));
await pool.end();
await admin.query('DROP DATABASE IF EXISTS kindred_rt_probe WITH (FORCE)');
await admin.end();
