/**
 * Demo stories (decisions: Demo data): text stories with the spec's backgrounds and fonts and image stories (scenes
 * drawn locally) from a few dozen demo members, spread over the last day — some expire within the hour — with
 * views, reactions and comments, and stories from the demo logins' matches so both logins see a lived-in strip.
 * Deterministic for a given random source.
 */
import { reactionTypes, STORY_LIFETIME_MS, storyDuplicateKey, storyFonts, storyGradients } from '@kindred/core';
import type pg from 'pg';
import { newId } from '../lib/ids';
import { processImage } from '../photos/storage';
import { demoScene } from '../seed/scene';
import { createStoryStorage } from './storage';

const TEXTS = [
  'Sunset walk on the promenade 🌅',
  'Best hummus in town, fight me',
  'Finally finished that book. Recommendations?',
  'Rainy Friday, jazz and coffee ☕',
  'Who else is going to the concert tonight?',
  'New plant, new me 🌿',
  'Morning run done. 10 km!',
  'Trying a new recipe: shakshuka with feta',
  'Beach day. No regrets.',
  'Road trip to the north this weekend 🚗',
  'Learning to dance salsa, send help',
  'Friday night market vibes',
];

const COMMENTS = [
  'Love this! 😍',
  'Where is this?',
  'So jealous right now',
  'Count me in next time',
  'Beautiful 🌸',
  'Haha same here',
  'Looks amazing',
];

interface Random {
  next(): number;
  int(min: number, max: number): number;
  pick<T>(list: readonly T[]): T;
}

export interface DemoStoryMember {
  id: string;
}

/**
 * Seeds stories from `authors` (the demo logins' matches first), viewed and reacted to by `audience`. Returns the
 * number of stories created.
 */
export async function seedDemoStories(
  pool: pg.Pool,
  dataDir: string,
  r: Random,
  authors: readonly DemoStoryMember[],
  audience: readonly DemoStoryMember[],
  now = Date.now(),
): Promise<number> {
  const storage = createStoryStorage(dataDir);
  const stories: { id: string; authorId: string; createdAt: Date; row: unknown[] }[] = [];
  for (const [i, author] of authors.entries()) {
    const perAuthor = i % 4 === 0 ? 2 : 1;
    for (let k = 0; k < perAuthor; k++) {
      // Posted between 1 minute and 23.5 hours ago; every fifth one expires within the hour.
      const ageMs = i % 5 === 0 && k === 0 ? STORY_LIFETIME_MS - r.int(10, 55) * 60_000 : r.int(1, 1_400) * 60_000;
      const createdAt = new Date(now - ageMs - k * 60_000);
      const expiresAt = new Date(createdAt.getTime() + STORY_LIFETIME_MS);
      const id = newId();
      // Every third author's latest story is a picture (portrait, as phones take them), stored as uploads are.
      let row: unknown[];
      if (i % 3 === 1 && k === 0) {
        const image = await processImage(await demoScene(r, 720, 1280));
        row = ['image', null, null, null, null, await storage.save({ kind: 'image', image })];
      } else {
        const content = r.pick(TEXTS);
        row = ['text', content, storyDuplicateKey(content), r.pick(storyGradients).id, r.pick(storyFonts).id, null];
      }
      stories.push({ id, authorId: author.id, createdAt, row: [id, author.id, ...row, createdAt, expiresAt] });
    }
  }
  await insertInBatches(
    pool,
    `INSERT INTO stories (id, user_id, media_type, content, dup_key, background_style, font_style, media_file,
       created_at, expires_at)`,
    stories.map((s) => s.row),
  );
  // The authors' last story time, so the FREE allowance and the 5 s gap hold for them too.
  await pool.query(
    `UPDATE users u SET last_story_at = s.latest FROM (SELECT user_id, max(created_at) AS latest FROM stories
       GROUP BY user_id) s WHERE s.user_id = u.id`,
  );

  // Views, reactions and a few comments from the audience (never the author), about a third of the stories each.
  const views: unknown[][] = [];
  const reactions: unknown[][] = [];
  const comments: unknown[][] = [];
  for (const story of stories) {
    for (const viewer of audience) {
      if (viewer.id === story.authorId || r.next() > 0.35) continue;
      views.push([story.id, viewer.id]);
      if (r.next() < 0.4) reactions.push([story.id, viewer.id, r.pick(reactionTypes)]);
      if (r.next() < 0.12) {
        const at = new Date(Math.min(now, story.createdAt.getTime() + r.int(1, 120) * 60_000));
        comments.push([newId(), story.id, viewer.id, r.pick(COMMENTS), at]);
      }
    }
  }
  await insertInBatches(pool, 'INSERT INTO story_comments (id, story_id, user_id, content, created_at)', comments);
  await insertInBatches(pool, 'INSERT INTO story_views (story_id, viewer_id)', views, 'ON CONFLICT DO NOTHING');
  await insertInBatches(
    pool,
    'INSERT INTO story_reactions (story_id, user_id, reaction_type)',
    reactions,
    'ON CONFLICT DO NOTHING',
  );
  return stories.length;
}

/** `insert` (the statement up to VALUES) for every row, 100 rows a statement; `tail` follows the values. */
async function insertInBatches(pool: pg.Pool, insert: string, rows: readonly unknown[][], tail = ''): Promise<void> {
  for (let start = 0; start < rows.length; start += 100) {
    const batch = rows.slice(start, start + 100);
    let n = 0;
    const values = batch.map((row) => `(${row.map(() => `$${++n}`).join(', ')})`);
    await pool.query(`${insert} VALUES ${values.join(', ')} ${tail}`, batch.flat());
  }
}
