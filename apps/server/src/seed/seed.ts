/**
 * Demo data (decisions: Demo data, 0088): ~200 generated members with 2–4 illustrated portraits each (DiceBear's
 * CC0 styles drawn locally — never photos of real people), likes and matches, private photos and access requests,
 * and two documented logins (FREE and premium) whose neighbourhood — ages, cities, interests — gives them varied
 * compatibility scores. Deterministic for a given seed number.
 */
import type pg from 'pg';
import {
  defaultSettings,
  interests as interestOptions,
  intoTagOptions,
  israeliCities,
  lookingForOptions,
  maritalStatusOptions,
  turnOnOptions,
} from '@kindred/core';
import { hashPassword } from '../auth/passwords';
import { newId } from '../lib/ids';
import { createPhotoStorage } from '../photos/storage';
import { portraitSpec, portraitSvg, PORTRAIT_SIZE, renderPortrait } from './portraits';
import { seedDemoConversations, seedDemoNotifications } from '../messages/seed';
import { seedDemoStories } from '../stories/seed';
import { nextPeriodEnd } from '../subscription/provider';

export const DEMO_PASSWORD = 'Demo1234!';
export const DEMO_LOGINS = {
  free: { email: 'demo.free@kindred.local', password: DEMO_PASSWORD, tier: 'FREE' },
  premium: { email: 'demo.premium@kindred.local', password: DEMO_PASSWORD, tier: 'PAID (yearly)' },
} as const;

const FIRST = [
  'Noa',
  'Maya',
  'Tamar',
  'Yael',
  'Shira',
  'Avigail',
  'Lior',
  'Roni',
  'Dana',
  'Michal',
  'Hila',
  'Gal',
  'Eden',
  'Adi',
  'Neta',
  'Inbar',
  'Sarah',
  'Emma',
  'Olivia',
  'Mia',
  'Daniel',
  'Itai',
  'Omer',
  'Yonatan',
  'Eitan',
  'Ariel',
  'Noam',
  'Amit',
  'Tomer',
  'Yossi',
  'Avi',
  'Ben',
  'Liam',
  'Ethan',
  'Oren',
  'Guy',
  'Nadav',
  'Ido',
  'Alon',
  'Ron',
];
const COUPLES = ['Dana_and_Ori', 'Maya_and_Tom', 'Noa_and_Eli', 'Shir_and_Adam', 'Lia_and_Ben', 'Tal_and_Gil'];
const BIOS = [
  'Coffee first, adventures second.',
  'Weekend hikes, weekday sushi.',
  'Looking for someone to share sunsets and playlists with.',
  'Bookworm with a soft spot for street food.',
  'Dancing badly but with enthusiasm.',
  'Ask me about my last trip.',
  'Photographer by hobby, cook by necessity.',
  'Here for good conversation and honest people.',
];

/** A small deterministic PRNG (mulberry32) so the demo data is the same on every machine. */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[int(0, list.length - 1)]!;
  const some = <T>(list: readonly T[], min: number, max: number): T[] => {
    const copy = [...list];
    const out: T[] = [];
    const n = Math.min(int(min, max), copy.length);
    while (out.length < n) out.push(copy.splice(int(0, copy.length - 1), 1)[0]!);
    return out;
  };
  return { next, int, pick, some };
}

/**
 * The demo logins' own profiles: set, not drawn, so the members around them (below) can be their neighbourhood —
 * the same city, near ages and shared interests for many — and their compatibility scores spread from 5 % to 100 %.
 */
const LOGIN_PROFILES = [
  { age: 34, city: 'Tel Aviv', interests: ['Travel', 'Music', 'Food', 'Photography', 'Dancing', 'Outdoors'] },
  { age: 38, city: 'Haifa', interests: ['Movies', 'Cooking', 'Fitness', 'Reading', 'Art', 'Travel'] },
] as const;
const NEAR_CITIES = ['Tel Aviv', 'Tel Aviv', 'Tel Aviv', 'Haifa', 'Haifa', 'Ramat Gan'];
const LOGIN_INTERESTS = [...new Set(LOGIN_PROFILES.flatMap((p) => p.interests))];

export interface SeedOptions {
  count?: number;
  seed?: number;
  onProgress?: (message: string) => void;
}

export async function isDatabaseEmpty(pool: pg.Pool): Promise<boolean> {
  const { rows } = await pool.query('SELECT EXISTS (SELECT 1 FROM users) AS any');
  return !rows[0].any;
}

/** Seeds demo members into an empty database. Returns the number of members created. */
export async function seedDemo(pool: pg.Pool, dataDir: string, options: SeedOptions = {}): Promise<number> {
  const count = options.count ?? 200;
  const log = options.onProgress ?? (() => {});
  const r = prng(options.seed ?? 20261121);
  const storage = createPhotoStorage(dataDir);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = Date.now();
  const year = new Date(now).getUTCFullYear();

  interface Demo {
    id: string;
    email: string;
    nickname: string;
    baseTier: string;
    iAm: string;
  }
  const members: Demo[] = [];
  const used = new Set<string>();
  // A second Noa is Noa_K (a last initial, as people write it), then Noa_K2…; never a long number.
  const initials = 'ABDEGHKLMNRSTYZ';
  const uniqueNick = (base: string) => {
    let nick = base;
    for (let tries = 0; used.has(nick.toLowerCase()); tries++) {
      const initial = initials[r.int(0, initials.length - 1)];
      nick = tries < 8 ? `${base}_${initial}` : `${base}_${initial}${r.int(2, 9)}`;
    }
    used.add(nick.toLowerCase());
    return nick;
  };
  members.push({
    id: newId(),
    email: DEMO_LOGINS.free.email,
    nickname: uniqueNick('Demo_Free'),
    baseTier: 'FREE',
    iAm: 'man',
  });
  members.push({
    id: newId(),
    email: DEMO_LOGINS.premium.email,
    nickname: uniqueNick('Demo_Premium'),
    baseTier: 'FREE',
    iAm: 'man',
  });
  // The demo logins' three matches (members 2–4) are one of each: a woman and a couple (premium by their base tier,
  // so their side of the chat is text) and a man (FREE: winks only).
  const matchKinds = ['woman', 'couple', 'man'];
  for (let i = members.length; i < count; i++) {
    const roll = r.next();
    const iAm = matchKinds[i - 2] ?? (roll < 0.45 ? 'woman' : roll < 0.85 ? 'man' : 'couple');
    const first =
      iAm === 'couple' ? r.pick(COUPLES) : r.pick(FIRST.slice(iAm === 'woman' ? 0 : 20, iAm === 'woman' ? 20 : 40));
    const nickname = uniqueNick(first);
    members.push({
      id: newId(),
      email: `demo${String(i).padStart(3, '0')}@kindred.local`,
      nickname,
      baseTier: iAm === 'woman' ? 'FEMALE' : iAm === 'couple' ? 'COUPLE' : 'FREE',
      iAm,
    });
  }

  // Members, in batches of 50 (one statement per call).
  log(`Creating ${members.length} demo members…`);
  for (let start = 0; start < members.length; start += 50) {
    const batch = members.slice(start, start + 50);
    const params: unknown[] = [];
    const values = batch.map((m, j) => {
      const idx = start + j;
      const login = LOGIN_PROFILES[idx];
      // Most members are of the logins' generation and many live in their cities; interests lean to theirs.
      const age = login?.age ?? (r.next() < 0.6 ? r.int(26, 44) : r.int(21, 62));
      const city = login?.city ?? (r.next() < 0.5 ? r.pick(NEAR_CITIES) : r.pick(israeliCities));
      const memberInterests: string[] = login
        ? [...login.interests]
        : [
            ...new Set(
              Array.from({ length: r.int(2, 7) }, () =>
                r.next() < 0.55 ? r.pick(LOGIN_INTERESTS) : r.pick(interestOptions),
              ),
            ),
          ];
      const dob = `${year - age - 1}-${String(r.int(1, 12)).padStart(2, '0')}-${String(r.int(1, 28)).padStart(2, '0')}`;
      const details = {
        gender: m.iAm === 'woman' ? 'female' : m.iAm === 'man' ? 'male' : 'other',
        iAm: m.iAm,
        bio: r.pick(BIOS),
        lookingFor: r.some(lookingForOptions, 1, 2),
        intoTags: r.some(intoTagOptions, 0, 4),
        turnOns: r.some(turnOnOptions, 0, 4),
        maritalStatus: r.pick(maritalStatusOptions),
      };
      const online = idx > 1 && r.next() < 0.15;
      const lastActive = new Date(now - (online ? r.int(0, 600) : r.int(600, 14 * 86_400)) * 1000);
      const premium = idx === 1;
      const row = [
        m.id,
        m.email,
        passwordHash,
        m.nickname,
        m.baseTier,
        m.iAm === 'couple',
        idx < 2 || r.next() < 0.8,
        dob,
        city,
        memberInterests,
        JSON.stringify(details),
        JSON.stringify(defaultSettings()),
        online,
        lastActive,
        premium ? 'yearly' : null,
        premium ? nextPeriodEnd('yearly', new Date(now)) : null,
      ];
      const base = params.length;
      params.push(...row);
      return `(${row.map((_, k) => `$${base + k + 1}${k === 9 ? '::text[]' : k === 10 || k === 11 ? '::jsonb' : ''}`).join(', ')})`;
    });
    await pool.query(
      `INSERT INTO users (id, email, password_hash, nickname, base_tier, is_couple, is_verified, date_of_birth, location,
         interests, details, settings, is_online, last_active, plan, paid_until) VALUES ${values.join(', ')}`,
      params,
    );
  }

  // Portraits: 2–4 public pictures of each member (the first is the profile photo) and a private one for about a
  // fifth of them. Drawn a few at a time (sharp works on its own threads); cached by picture (portraits.ts).
  log('Drawing portraits…');
  interface Shot {
    photoId: string;
    userId: string;
    fileName: string;
    isPrivate: boolean;
    svg: string;
    order: number;
  }
  const shots: Shot[] = [];
  const profilePhotoIds: string[] = [];
  for (const [i, m] of members.entries()) {
    const roll = r.next();
    const publicCount = roll < 0.45 ? 2 : roll < 0.8 ? 3 : 4;
    const withPrivate = i < 2 || r.next() < 0.2;
    const spec = portraitSpec(
      r,
      m.iAm === 'couple' ? 'couple' : m.iAm === 'woman' ? 'woman' : 'man',
      `demo-${i}`,
      publicCount + 1,
    );
    for (let k = 0; k < publicCount + (withPrivate ? 1 : 0); k++) {
      const shot = {
        photoId: newId(),
        userId: m.id,
        fileName: storage.newName(),
        isPrivate: k === publicCount,
        svg: portraitSvg(spec, k),
        order: k,
      };
      if (k === 0) profilePhotoIds.push(shot.photoId);
      shots.push(shot);
    }
  }
  let drawn = 0;
  const drawNext = async (): Promise<void> => {
    for (let shot = shots[drawn++]; shot; shot = shots[drawn++]) {
      await storage.save(shot.fileName, shot.isPrivate, await renderPortrait(shot.svg));
      if (drawn % 150 === 0) log(`  portraits ${drawn}/${shots.length}`);
    }
  };
  await Promise.all(Array.from({ length: 6 }, drawNext));
  log(`  portraits ${shots.length}/${shots.length}`);
  for (let start = 0; start < shots.length; start += 100) {
    const batch = shots.slice(start, start + 100);
    const params = batch.flatMap((p) => [p.photoId, p.userId, p.fileName, p.isPrivate, p.order]);
    // A member's pictures in the order drawn: the first (the profile photo) is the oldest.
    const values = batch.map(
      (_, j) =>
        `($${j * 5 + 1}, $${j * 5 + 2}, $${j * 5 + 3}, $${j * 5 + 4}, ${PORTRAIT_SIZE}, ${PORTRAIT_SIZE}, now() - make_interval(mins => 60 - $${j * 5 + 5}::int))`,
    );
    await pool.query(
      `INSERT INTO photos (id, user_id, file_name, is_private, width, height, created_at) VALUES ${values.join(', ')}`,
      params,
    );
  }

  await pool.query(
    `UPDATE users u SET profile_photo_id = p.id, photo_count = (SELECT count(*) FROM photos q WHERE q.user_id = u.id)
     FROM photos p WHERE p.user_id = u.id AND p.id = ANY($1::text[])`,
    [profilePhotoIds],
  );

  // Likes (some mutual = matches), including likes and a match for both demo logins.
  log('Creating likes and matches…');
  const likes = new Set<string>();
  const addLike = (a: Demo, b: Demo) => {
    if (a.id !== b.id) likes.add(`${a.id}:${b.id}`);
  };
  for (let k = 0; k < count * 3; k++) addLike(r.pick(members), r.pick(members));
  for (const demo of members.slice(0, 2)) {
    for (let k = 0; k < 8; k++) addLike(members[r.int(2, members.length - 1)]!, demo);
    for (let k = 2; k < 5; k++) {
      addLike(demo, members[k]!);
      addLike(members[k]!, demo);
    }
  }
  const likeList = [...likes].map((l) => l.split(':'));
  for (let start = 0; start < likeList.length; start += 200) {
    const batch = likeList.slice(start, start + 200);
    const values = batch.map(
      (_, j) => `($${j * 2 + 1}, $${j * 2 + 2}, now() - make_interval(mins => ${r.int(1, 20000)}))`,
    );
    await pool.query(
      `INSERT INTO likes (liker_id, liked_id, created_at) VALUES ${values.join(', ')} ON CONFLICT DO NOTHING`,
      batch.flat(),
    );
  }

  // Private-photo access requests: pending and approved, including some to the demo logins.
  log('Creating private-photo requests…');
  const access = new Map<string, string>();
  for (let k = 0; k < count / 2; k++) {
    const owner = r.pick(members);
    const requester = r.pick(members);
    if (owner.id !== requester.id) access.set(`${owner.id}:${requester.id}`, r.next() < 0.6 ? 'pending' : 'approved');
  }
  for (const demo of members.slice(0, 2)) {
    for (let k = 5; k < 8; k++) access.set(`${demo.id}:${members[k]!.id}`, 'pending');
  }
  const accessList = [...access].map(([key, status]) => [newId(), ...key.split(':'), status]);
  for (let start = 0; start < accessList.length; start += 100) {
    const batch = accessList.slice(start, start + 100);
    const values = batch.map((_, j) => `($${j * 4 + 1}, $${j * 4 + 2}, $${j * 4 + 3}, $${j * 4 + 4})`);
    await pool.query(
      `INSERT INTO photo_access (id, owner_id, requester_id, status) VALUES ${values.join(', ')} ON CONFLICT DO NOTHING`,
      batch.flat(),
    );
  }
  // Stories: the demo logins' matches first, then a few dozen others; the demo logins keep theirs to post.
  log('Creating stories…');
  const storyAuthors = [...members.slice(2, 5), ...members.slice(5).filter(() => r.next() < 0.15)];
  const storyCount = await seedDemoStories(pool, dataDir, r, storyAuthors, members.slice(0, 60), now);
  // Conversations of the demo logins with their matches, and their notifications.
  log('Creating conversations and notifications…');
  const chatMember = (m: Demo, i: number) => ({ id: m.id, free: i === 0 || (i > 1 && m.baseTier === 'FREE') });
  await seedDemoConversations(
    pool,
    dataDir,
    r,
    members.slice(0, 2).map((login, i) => ({
      login: chatMember(login, i),
      matches: members.slice(2, 5).map((m, k) => chatMember(m, k + 2)),
    })),
    now,
  );
  await seedDemoNotifications(
    pool,
    members.slice(0, 2).map((m) => m.id),
  );
  log(
    `Demo data ready: ${members.length} members, ${shots.length} portraits, ${likes.size} likes, ${access.size} photo requests, ${storyCount} stories.`,
  );
  return members.length;
}

export function demoLoginsText(): string {
  return [
    'Demo logins:',
    `  FREE    ${DEMO_LOGINS.free.email} / ${DEMO_LOGINS.free.password}`,
    `  Premium ${DEMO_LOGINS.premium.email} / ${DEMO_LOGINS.premium.password}`,
  ].join('\n');
}
