/**
 * Demo stories (decisions: Demo data): text stories with the spec's backgrounds and fonts from a few dozen demo
 * members, spread over the last day — some expire within the hour — with views and reactions, and stories from
 * the demo logins' matches so both logins see a lived-in strip. Deterministic for a given random source.
 */
import { reactionTypes, STORY_LIFETIME_MS, storyDuplicateKey, storyFonts, storyGradients } from '@kindred/core';
import type pg from 'pg';
import { newId } from '../lib/ids';

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
  r: Random,
  authors: readonly DemoStoryMember[],
  audience: readonly DemoStoryMember[],
  now = Date.now(),
): Promise<number> {
  const rows: unknown[][] = [];
  authors.forEach((author, i) => {
    const perAuthor = i % 4 === 0 ? 2 : 1;
    for (let k = 0; k < perAuthor; k++) {
      // Posted between 1 minute and 23.5 hours ago; every fifth one expires within the hour.
      const ageMs = i % 5 === 0 && k === 0 ? STORY_LIFETIME_MS - r.int(10, 55) * 60_000 : r.int(1, 1_400) * 60_000;
      const createdAt = new Date(now - ageMs - k * 60_000);
      const content = r.pick(TEXTS);
      rows.push([
        newId(),
        author.id,
        content,
        storyDuplicateKey(content),
        r.pick(storyGradients).id,
        r.pick(storyFonts).id,
        createdAt,
        new Date(createdAt.getTime() + STORY_LIFETIME_MS),
      ]);
    }
  });
  for (let start = 0; start < rows.length; start += 100) {
    const batch = rows.slice(start, start + 100);
    const values = batch.map((_, j) => {
      const b = j * 8;
      return `($${b + 1}, $${b + 2}, 'text', $${b + 3}, $${b + 4}, $${b + 5}, $${b + 6}, $${b + 7}, $${b + 8})`;
    });
    await pool.query(
      `INSERT INTO stories (id, user_id, media_type, content, dup_key, background_style, font_style, created_at,
         expires_at) VALUES ${values.join(', ')}`,
      batch.flat(),
    );
  }
  // The authors' last story time, so the FREE allowance and the 5 s gap hold for them too.
  await pool.query(
    `UPDATE users u SET last_story_at = s.latest FROM (SELECT user_id, max(created_at) AS latest FROM stories
       GROUP BY user_id) s WHERE s.user_id = u.id`,
  );

  // Views and reactions from the audience (never the author), about a third of the stories each.
  const views: [string, string][] = [];
  const reactions: [string, string, string][] = [];
  for (const [storyId, authorId] of rows.map((row) => [row[0], row[1]] as [string, string])) {
    for (const viewer of audience) {
      if (viewer.id === authorId || r.next() > 0.35) continue;
      views.push([storyId, viewer.id]);
      if (r.next() < 0.4) reactions.push([storyId, viewer.id, r.pick(reactionTypes)]);
    }
  }
  for (let start = 0; start < views.length; start += 200) {
    const batch = views.slice(start, start + 200);
    await pool.query(
      `INSERT INTO story_views (story_id, viewer_id) VALUES ${batch.map((_, j) => `($${j * 2 + 1}, $${j * 2 + 2})`).join(', ')}
       ON CONFLICT DO NOTHING`,
      batch.flat(),
    );
  }
  for (let start = 0; start < reactions.length; start += 200) {
    const batch = reactions.slice(start, start + 200);
    await pool.query(
      `INSERT INTO story_reactions (story_id, user_id, reaction_type)
       VALUES ${batch.map((_, j) => `($${j * 3 + 1}, $${j * 3 + 2}, $${j * 3 + 3})`).join(', ')} ON CONFLICT DO NOTHING`,
      batch.flat(),
    );
  }
  return rows.length;
}
