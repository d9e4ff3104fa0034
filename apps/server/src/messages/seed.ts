/**
 * Demo conversations and notifications (decisions: Demo data; issue 11): each demo login talks with its three
 * matches — texts, winks and, in the premium login's first conversation, a photo it sent (a gradient rendered
 * locally, stored as an attachment) — with the latest messages unread; and the notifications those members and the earlier
 * seed steps would have caused (likes, matches, photo requests, messages merged with a count, a match's story).
 * Written directly (no pushes: nobody is connected while seeding). Deterministic for a given random source.
 */
import { WINK_EMOJI } from '@kindred/core';
import { mkdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';
import { newId, newSecret } from '../lib/ids';
import { demoScene } from '../seed/scene';
import { ATTACHMENT_PREFIX, attachmentsDir } from './attachments';

interface Random {
  int(min: number, max: number): number;
  pick<T>(list: readonly T[]): T;
}

export interface DemoChatMember {
  id: string;
  /** FREE members send winks only. */
  free: boolean;
}

type Line = { from: 0 | 1; text: string } | { from: 0 | 1; wink: true } | { from: 0 | 1; photo: true };

/** Conversation scripts: `from` 0 = the demo login, 1 = the match. */
const PREMIUM_SCRIPTS: Line[][] = [
  [
    { from: 1, text: 'Hey! I loved your photo from the beach 🌊' },
    { from: 0, text: 'Thank you! That was Habonim, my favourite spot' },
    { from: 1, text: 'No way, I was there last weekend' },
    { from: 0, text: 'This was my sunset there' },
    { from: 0, photo: true },
    { from: 0, text: 'Beautiful light. Coffee this week?' },
    { from: 1, text: 'Thursday after work works for me ☕' },
    { from: 1, text: 'There is a little place near the port' },
  ],
  [
    { from: 1, wink: true },
    { from: 0, text: 'Hi there 😊 how is your week going?' },
    { from: 1, text: 'Busy but good. Just back from a run' },
    { from: 1, text: 'What are you up to tonight?' },
  ],
  [
    { from: 0, text: 'Your bio made me laugh, the part about the plants' },
    { from: 1, text: 'Haha, they are my children. Seventeen of them' },
  ],
];
const FREE_SCRIPTS: Line[][] = [
  [
    { from: 0, wink: true },
    { from: 1, text: 'Hi! Thanks for the wink 😉' },
    { from: 1, text: 'Upgrade and let’s chat properly?' },
  ],
  [
    { from: 1, wink: true },
    { from: 0, wink: true },
  ],
  [{ from: 0, wink: true }],
];

async function demoPhoto(dir: string, uploader: string, r: Random): Promise<{ url: string; size: number }> {
  const bytes = await demoScene(r, 960, 720);
  const name = `${uploader}_${newSecret().slice(0, 32)}.webp`;
  await writeFile(path.join(dir, name), bytes);
  return { url: `${ATTACHMENT_PREFIX}${name}`, size: bytes.length };
}

/**
 * Seeds conversations between each demo login and its matches, and notifications for the demo logins. Returns the
 * number of messages created.
 */
export async function seedDemoConversations(
  pool: pg.Pool,
  dataDir: string,
  r: Random,
  logins: readonly { login: DemoChatMember; matches: readonly DemoChatMember[] }[],
  now = Date.now(),
): Promise<number> {
  const dir = attachmentsDir(dataDir);
  mkdirSync(dir, { recursive: true });
  let total = 0;
  for (const { login, matches } of logins) {
    const scripts = login.free ? FREE_SCRIPTS : PREMIUM_SCRIPTS;
    // The premium login's first conversation (the one with a photo) is with a premium match when there is one.
    const ordered = login.free ? matches : [...matches].sort((x, y) => Number(x.free) - Number(y.free));
    for (const [i, partner] of ordered.slice(0, scripts.length).entries()) {
      const script = scripts[i]!;
      const [a, b] = login.id < partner.id ? [login.id, partner.id] : [partner.id, login.id];
      const conversationId = newId();
      // The conversation started 1–3 days ago (the first one most recently); messages a few minutes apart.
      const start = now - (i + 1) * r.int(20, 60) * 60 * 60_000;
      const rows: unknown[][] = [];
      for (const [k, line] of script.entries()) {
        const sender = line.from === 0 ? login : partner;
        const recipient = line.from === 0 ? partner : login;
        // A FREE member's line is a wink whatever the script says.
        const wink = 'wink' in line || sender.free;
        let type = wink ? 'wink' : 'text';
        let content = wink ? WINK_EMOJI : 'text' in line ? line.text : '';
        let metadata: Record<string, unknown> | null = null;
        if ('photo' in line && !sender.free) {
          const photo = await demoPhoto(dir, sender.id, r);
          type = 'file';
          content = 'beach.webp';
          metadata = {
            url: photo.url,
            fileName: 'beach.webp',
            fileType: 'image/webp',
            mimeType: 'image/webp',
            fileSize: photo.size,
            width: 960,
            height: 720,
          };
        }
        const at = new Date(start + k * r.int(2, 9) * 60_000);
        rows.push([
          newId(),
          conversationId,
          k + 1,
          sender.id,
          recipient.id,
          `seed-${newId()}`,
          type,
          content,
          metadata ? JSON.stringify(metadata) : null,
          at,
        ]);
      }
      const last = rows.at(-1)![9] as Date;
      // The login read all but the partner's trailing messages; the partner read everything.
      let unreadFrom = script.length;
      while (unreadFrom > 0 && script[unreadFrom - 1]!.from === 1) unreadFrom -= 1;
      const loginRead = i === 0 ? unreadFrom : script.length;
      const [readA, readB] = login.id === a ? [loginRead, script.length] : [script.length, loginRead];
      await pool.query(
        `INSERT INTO conversations (id, member_a, member_b, last_seq, last_message_at, read_seq_a, read_seq_b, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [conversationId, a, b, script.length, last, readA, readB, new Date(start)],
      );
      const values = rows.map((_, j) => `(${Array.from({ length: 10 }, (__, c) => `$${j * 10 + c + 1}`).join(', ')})`);
      await pool.query(
        `INSERT INTO messages (id, conversation_id, seq, sender_id, recipient_id, client_message_id, type, content, metadata,
           created_at) VALUES ${values.join(', ')}`,
        rows.flat(),
      );
      total += rows.length;
      // The unread tail as one merged message notification.
      const unread = script.length - loginRead;
      if (unread > 0) {
        await insertNotification(pool, login.id, partner.id, 'message', { sender: partner.id }, unread, false, last);
      }
    }
  }
  return total;
}

async function insertNotification(
  pool: pg.Pool,
  recipient: string,
  sender: string,
  type: string,
  data: Record<string, unknown>,
  count: number,
  read: boolean,
  at: Date,
) {
  await pool.query(
    `INSERT INTO notifications (id, recipient_id, sender_id, type, data, count, read, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7, $8, $8)`,
    [newId(), recipient, sender, type, JSON.stringify(data), count, read, at],
  );
}

/**
 * Notifications for the demo logins from what the seed stored: likes and matches, pending photo requests and the
 * stories of their matches (older ones read, the latest unread).
 */
export async function seedDemoNotifications(pool: pg.Pool, loginIds: readonly string[]): Promise<number> {
  let total = 0;
  for (const id of loginIds) {
    const { rows } = await pool.query<{ type: string; sender: string; data: Record<string, unknown>; at: Date }>(
      `SELECT CASE WHEN EXISTS (SELECT 1 FROM likes b WHERE b.liker_id = $1 AND b.liked_id = l.liker_id)
                THEN 'match' ELSE 'like' END AS type, l.liker_id AS sender,
              CASE WHEN EXISTS (SELECT 1 FROM likes b WHERE b.liker_id = $1 AND b.liked_id = l.liker_id)
                THEN jsonb_build_object('matchedUser', l.liker_id) ELSE jsonb_build_object('user', l.liker_id) END AS data,
              l.created_at AS at
         FROM likes l WHERE l.liked_id = $1
       UNION ALL
       SELECT 'photoRequest', pa.requester_id, jsonb_build_object('requester', pa.requester_id, 'status', 'pending'),
              pa.created_at FROM photo_access pa WHERE pa.owner_id = $1 AND pa.status = 'pending'
       UNION ALL
       SELECT 'story', s.user_id, jsonb_build_object('user', s.user_id, 'storyId', s.id, 'referenceId', s.id), s.created_at
         FROM stories s WHERE s.expires_at > now() AND EXISTS (SELECT 1 FROM likes a WHERE a.liker_id = $1 AND a.liked_id = s.user_id)
           AND EXISTS (SELECT 1 FROM likes b WHERE b.liker_id = s.user_id AND b.liked_id = $1)
       ORDER BY at DESC LIMIT 30`,
      [id],
    );
    for (const [k, n] of rows.entries()) {
      await insertNotification(pool, id, n.sender, n.type, n.data, 1, k >= 6, new Date(n.at));
    }
    total += rows.length;
  }
  return total;
}
