/**
 * Demo portraits (decision 0088): illustrated people drawn locally with DiceBear's CC0 styles — Open Peeps (Pablo
 * Stanley) and Lorelei (Lisa Wischofsky), both CC0 1.0 designs with MIT code — on warm painted backdrops, rasterised
 * by sharp. Never photos of real people. A member is one character (skin, hair, build) seen in 2–4 pictures that
 * differ as photos do: expression, clothes, glasses, backdrop. A couple is two characters in one picture.
 * Deterministic: the same look gives the same SVG, so rendered files are cached by the SVG's hash.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createAvatar } from '@dicebear/core';
import * as lorelei from '@dicebear/lorelei';
import * as openPeeps from '@dicebear/open-peeps';
import sharp from 'sharp';

interface Random {
  next(): number;
  int(min: number, max: number): number;
  pick<T>(list: readonly T[]): T;
}

export type PortraitKind = 'woman' | 'man' | 'couple';

/** The square size the pictures are stored at (full) and their thumbnail. */
export const PORTRAIT_SIZE = 512;
const THUMB_SIZE = 320;

const SKIN = ['ffdbb4', 'edb98a', 'd08b5b', 'ae5d29', '694d3d'];
const LORELEI_SKIN = ['ffe4d1', 'f5cfa8', 'e0a878', 'c58a5c', '9a6640', '6b4630'];
const HAIR = ['2c1b18', '4a312c', '724133', 'a55728', 'b58143', 'd6b370', 'c93305', 'e8e1e1'];
const CLOTHES = ['e78276', 'ffcf77', 'fdea6b', '78e185', '9ddadb', '8fa7df', 'e279c7'];
const FACES = [
  'smile',
  'smileBig',
  'smileTeethGap',
  'calm',
  'cute',
  'lovingGrin2',
  'cheeky',
  'eyesClosed',
  'explaining',
] as const;
const HEADS: Record<'woman' | 'man', readonly string[]> = {
  woman: [
    'bangs',
    'bangs2',
    'bantuKnots',
    'bun',
    'bun2',
    'buns',
    'long',
    'longAfro',
    'longBangs',
    'longCurly',
    'medium1',
    'medium2',
    'medium3',
    'mediumBangs',
    'mediumBangs2',
    'mediumBangs3',
    'mediumStraight',
    'twists',
    'twists2',
    'hijab',
    'grayBun',
    'grayMedium',
  ],
  man: [
    'afro',
    'flatTop',
    'short1',
    'short2',
    'short3',
    'short4',
    'short5',
    'shaved2',
    'shaved3',
    'noHair1',
    'pomp',
    'dreads1',
    'dreads2',
    'cornrows',
    'grayShort',
    'hatBeanie',
    'hatHip',
    'turban',
    'twists',
  ],
};
const LORELEI_MOUTHS = ['happy01', 'happy02', 'happy03', 'happy05', 'happy06', 'happy09', 'happy10', 'happy13'];

/** Warm, varied backdrops: two gradient stops and an accent, painted behind the person. */
const BACKDROPS: readonly (readonly [string, string, string])[] = [
  ['#ffd6b8', '#ff9f80', '#fff1e0'], // peach
  ['#ffe7a3', '#f7b267', '#fff8dc'], // sand
  ['#f9c5d1', '#e8879c', '#fde2e8'], // rose
  ['#d8c4f2', '#9f86c0', '#efe6ff'], // lavender
  ['#bfe3d0', '#6fb59a', '#e6f6ee'], // sage
  ['#b9dcf2', '#6aa6d6', '#e4f2fc'], // sky
  ['#f4b183', '#c8553d', '#fbd9c4'], // terracotta
  ['#fbe0c3', '#e6a57e', '#fff3e6'], // apricot
  ['#c7e8e4', '#4f9d94', '#e8f7f5'], // teal
  ['#f6d6ad', '#d98e4f', '#fdebd3'], // caramel
];

export interface Character {
  style: 'peeps' | 'lorelei';
  seed: string;
  kind: 'woman' | 'man';
  skin: string;
  hair: string;
  head: string;
  beard: boolean;
}

export interface PortraitSpec {
  people: Character[];
  /** One per picture: what changes between a member's photos. */
  shots: { face: string; clothes: string; glasses: boolean; backdrop: number; scene: 'sun' | 'hills' | 'plain' }[];
}

function character(r: Random, kind: 'woman' | 'man', seed: string): Character {
  const style = r.next() < 0.3 ? 'lorelei' : 'peeps';
  const older = r.next() < 0.12;
  const heads = HEADS[kind].filter((h) => older === h.startsWith('gray') || (!older && !h.startsWith('gray')));
  return {
    style,
    seed,
    kind,
    skin: style === 'lorelei' ? r.pick(LORELEI_SKIN) : r.pick(SKIN),
    hair: older ? r.pick(['e8e1e1', 'b7b1ae']) : r.pick(HAIR.slice(0, 7)),
    head: r.pick(heads.length > 0 ? heads : HEADS[kind]),
    beard: kind === 'man' && r.next() < 0.45,
  };
}

/** A member's look: one character (two for a couple) and `photos` shots of them. */
export function portraitSpec(r: Random, kind: PortraitKind, seed: string, photos: number): PortraitSpec {
  const people =
    kind === 'couple'
      ? [character(r, r.next() < 0.8 ? 'woman' : 'man', `${seed}-a`), character(r, 'man', `${seed}-b`)]
      : [character(r, kind, seed)];
  const first = r.int(0, BACKDROPS.length - 1);
  const shots = Array.from({ length: photos }, (_, k) => ({
    face: r.pick(FACES),
    clothes: r.pick(CLOTHES),
    glasses: r.next() < (k === 0 ? 0.15 : 0.3),
    backdrop: (first + k * r.int(2, 4)) % BACKDROPS.length,
    scene: r.pick(['sun', 'hills', 'plain'] as const),
  }));
  return { people, shots };
}

function personSvg(person: Character, shot: PortraitSpec['shots'][number]): string {
  if (person.style === 'lorelei') {
    return createAvatar(lorelei, {
      seed: person.seed,
      skinColor: [person.skin],
      hairColor: [person.hair],
      eyebrowsColor: [person.hair],
      mouth: [LORELEI_MOUTHS[shot.face.length % LORELEI_MOUTHS.length]!] as never,
      beardProbability: person.beard ? 100 : 0,
      glassesProbability: shot.glasses ? 100 : 0,
      earringsProbability: person.kind === 'woman' ? 50 : 0,
      hairAccessoriesProbability: 0,
      frecklesProbability: 15,
    }).toString();
  }
  return createAvatar(openPeeps, {
    seed: person.seed,
    skinColor: [person.skin],
    headContrastColor: [person.hair],
    clothingColor: [shot.clothes],
    head: [person.head] as never,
    face: [shot.face] as never,
    facialHairProbability: person.beard ? 100 : 0,
    accessories: ['glasses', 'glasses2', 'glasses3', 'glasses4', 'sunglasses'] as never,
    accessoriesProbability: shot.glasses ? 100 : 0,
    maskProbability: 0,
  }).toString();
}

function backdropSvg(shot: PortraitSpec['shots'][number]): string {
  const [light, deep, accent] = BACKDROPS[shot.backdrop]!;
  const scene =
    shot.scene === 'sun'
      ? `<circle cx="390" cy="140" r="88" fill="${accent}" opacity=".85"/>`
      : shot.scene === 'hills'
        ? `<path d="M0 380 Q140 300 270 360 T512 330 V512 H0 Z" fill="${deep}" opacity=".45"/><path d="M0 430 Q180 370 330 420 T512 410 V512 H0 Z" fill="${deep}" opacity=".55"/>`
        : `<circle cx="90" cy="110" r="130" fill="${accent}" opacity=".5"/><circle cx="450" cy="420" r="160" fill="${deep}" opacity=".25"/>`;
  return `<defs><linearGradient id="bg" x1="0" y1="0" x2=".6" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${deep}"/></linearGradient></defs><rect width="512" height="512" fill="url(#bg)"/>${scene}`;
}

/** The SVG of one picture of a member (512 × 512). */
export function portraitSvg(spec: PortraitSpec, shotIndex: number): string {
  const shot = spec.shots[shotIndex]!;
  // Each person is a nested SVG; their ids get a prefix so two people's clip paths never collide.
  const nest = (svg: string, prefix: string, x: number, y: number, size: number) =>
    svg
      .replace(/<svg [^>]*?(viewBox="[^"]*")[^>]*>/, `<svg x="${x}" y="${y}" width="${size}" height="${size}" $1>`)
      .replace(/id="/g, `id="${prefix}`)
      .replace(/url\(#/g, `url(#${prefix}`)
      .replace(/href="#/g, `href="#${prefix}`);
  const partnerShot = { ...shot, clothes: CLOTHES[(CLOTHES.indexOf(shot.clothes) + 3) % CLOTHES.length]! };
  const people =
    spec.people.length === 1
      ? nest(personSvg(spec.people[0]!, shot), 'a', 26, 52, 460)
      : nest(personSvg(spec.people[1]!, partnerShot), 'b', 176, 132, 380) +
        nest(personSvg(spec.people[0]!, shot), 'a', -44, 142, 380);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PORTRAIT_SIZE}" height="${PORTRAIT_SIZE}" viewBox="0 0 512 512">${backdropSvg(shot)}${people}</svg>`;
}

export interface RenderedPortrait {
  full: Buffer;
  thumb: Buffer;
  width: number;
  height: number;
}

const CACHE_VERSION = 'v1';

/**
 * Rasterises a portrait SVG to a WebP and its thumbnail. Rendered files are kept in a cache folder keyed by the
 * SVG's hash (`KINDRED_PORTRAIT_CACHE`, default the system's temporary folder; '' disables it), so a second seed —
 * the next e2e run, a fresh `.data/` — writes files instead of drawing them again.
 */
export async function renderPortrait(svg: string, cacheDir = defaultCacheDir()): Promise<RenderedPortrait> {
  const key = createHash('sha256').update(CACHE_VERSION).update(svg).digest('hex').slice(0, 32);
  const size = { width: PORTRAIT_SIZE, height: PORTRAIT_SIZE };
  if (cacheDir) {
    const cached = await Promise.all([
      readFile(path.join(cacheDir, `${key}.webp`)).catch(() => null),
      readFile(path.join(cacheDir, `${key}.thumb.webp`)).catch(() => null),
    ]);
    if (cached[0] && cached[1]) return { full: cached[0], thumb: cached[1], ...size };
  }
  // Drawn twice, at each size (cheaper than drawing once and resizing), and encoded at WebP's fastest effort.
  const [full, thumb] = await Promise.all([
    sharp(Buffer.from(svg)).webp({ quality: 82, effort: 0 }).toBuffer(),
    sharp(Buffer.from(svg), { density: (72 * THUMB_SIZE) / PORTRAIT_SIZE })
      .resize(THUMB_SIZE, THUMB_SIZE)
      .webp({ quality: 78, effort: 0 })
      .toBuffer(),
  ]);
  if (cacheDir) {
    await mkdir(cacheDir, { recursive: true }).catch(() => {});
    // Written under a temporary name and renamed, so a concurrent seed never reads half a file.
    await Promise.all(
      [
        [`${key}.webp`, full],
        [`${key}.thumb.webp`, thumb],
      ].map(async ([name, data]) => {
        const target = path.join(cacheDir, name as string);
        const temp = `${target}.${process.pid}.tmp`;
        await writeFile(temp, data as Buffer);
        await rename(temp, target);
      }),
    ).catch(() => {});
  }
  return { full, thumb, ...size };
}

function defaultCacheDir(): string {
  const configured = process.env.KINDRED_PORTRAIT_CACHE;
  if (configured !== undefined) return configured;
  return path.join(tmpdir(), 'kindred-portraits');
}
