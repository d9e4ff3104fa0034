/**
 * Story media on local disk (decisions: Stories and comments — one image or video, the photo upload rules; video
 * mp4/webm up to 5 MB). Files live under `<dataDir>/uploads/stories/`, served at `/uploads/stories/` under random
 * names. The type comes from the magic bytes, never the name or the declared type. Images are re-encoded like
 * photos (EXIF and GPS dropped; a thumbnail for the strip); videos are kept as sent once their container is known.
 */
import { storyMessages, validationMessages } from '@kindred/core';
import { fileTypeFromBuffer } from 'file-type';
import { mkdirSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { HttpError } from '../http/errors';
import { MAX_PHOTO_BYTES, PHOTO_MIME_TYPES, processImage, type ProcessedImage } from '../photos/storage';
import { newSecret } from '../lib/ids';

export const STORY_MEDIA_PREFIX = '/uploads/stories/';
export const MAX_STORY_MEDIA_BYTES = MAX_PHOTO_BYTES;
const VIDEO_TYPES = new Map([
  ['video/mp4', 'mp4'],
  ['video/webm', 'webm'],
]);

export type StoryMedia =
  { kind: 'image'; image: ProcessedImage } | { kind: 'video'; ext: 'mp4' | 'webm'; bytes: Buffer };

export const mediaTooLarge = () => new HttpError(413, validationMessages.fileTooLarge, 'PAYLOAD_TOO_LARGE');
export const mediaUnsupported = () => new HttpError(415, storyMessages.mediaUnsupported, 'UNSUPPORTED_MEDIA_TYPE');

/** Sniffs and prepares an upload: a photo type (re-encoded) or an mp4/webm video; anything else is 415. */
export async function processStoryMedia(bytes: Buffer): Promise<StoryMedia> {
  if (bytes.length > MAX_STORY_MEDIA_BYTES) throw mediaTooLarge();
  const type = await fileTypeFromBuffer(bytes).catch(() => undefined);
  if (type && PHOTO_MIME_TYPES.has(type.mime)) {
    const image = await processImage(bytes).catch(() => {
      throw mediaUnsupported();
    });
    return { kind: 'image', image };
  }
  const ext = type ? VIDEO_TYPES.get(type.mime) : undefined;
  if (ext === 'mp4' || ext === 'webm') return { kind: 'video', ext, bytes };
  throw mediaUnsupported();
}

const thumbOf = (file: string) => file.replace(/\.webp$/, '_thumb.webp');

export function createStoryStorage(dataDir: string) {
  const dir = path.join(dataDir, 'uploads', 'stories');
  mkdirSync(dir, { recursive: true });
  return {
    dir,
    /** Writes the media under a new random name; returns the stored file name (with its extension). */
    async save(media: StoryMedia): Promise<string> {
      const name = newSecret().slice(0, 32);
      if (media.kind === 'image') {
        const file = `${name}.webp`;
        await writeFile(path.join(dir, file), media.image.full);
        await writeFile(path.join(dir, thumbOf(file)), media.image.thumb);
        return file;
      }
      const file = `${name}.${media.ext}`;
      await writeFile(path.join(dir, file), media.bytes);
      return file;
    },
    async remove(file: string | null | undefined) {
      if (!file || file.includes('/') || file.includes('\\')) return;
      await rm(path.join(dir, file), { force: true });
      if (file.endsWith('.webp')) await rm(path.join(dir, thumbOf(file)), { force: true });
    },
  };
}
export type StoryStorage = ReturnType<typeof createStoryStorage>;

export const storyMediaUrl = (file: string) => `${STORY_MEDIA_PREFIX}${file}`;
export const storyThumbUrl = (file: string) =>
  file.endsWith('.webp') ? `${STORY_MEDIA_PREFIX}${thumbOf(file)}` : undefined;
