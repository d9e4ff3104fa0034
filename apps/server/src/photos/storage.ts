/**
 * Photo files on local disk (decisions: Photos): public files under `<dataDir>/uploads/images` (served at
 * /uploads/images/), private files under `<dataDir>/private/images` (never under a public path). Every image is
 * re-encoded to WebP with sharp, which drops EXIF/GPS and any payload hidden in the original bytes.
 * Object storage is planned behind this same interface (decisions: Scale).
 */
import { fileTypeFromBuffer } from 'file-type';
import { mkdirSync } from 'node:fs';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { photoMimeTypes } from '@kindred/core';
import sharp from 'sharp';
import { HttpError } from '../http/errors';
import { newSecret } from '../lib/ids';

export const PHOTO_MIME_TYPES = new Set<string>(photoMimeTypes);
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;

export interface ProcessedImage {
  full: Buffer;
  thumb: Buffer;
  width: number;
  height: number;
}

export const unsupportedType = () => new HttpError(415, 'Please upload an image file.', 'UNSUPPORTED_MEDIA_TYPE');
export const tooLarge = () => new HttpError(413, 'Image size should be less than 5MB', 'PAYLOAD_TOO_LARGE');

/** Sniffs the magic bytes (never the name or declared type) and re-encodes; anything else is 415. */
export async function processImage(bytes: Buffer): Promise<ProcessedImage> {
  if (bytes.length > MAX_PHOTO_BYTES) throw tooLarge();
  const type = await fileTypeFromBuffer(bytes).catch(() => undefined);
  if (!type || !PHOTO_MIME_TYPES.has(type.mime)) throw unsupportedType();
  try {
    const input = () => sharp(bytes, { animated: false, limitInputPixels: 50_000_000 }).rotate();
    const full = await input()
      .resize({ width: 1600, height: 1600, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    const thumb = await input().resize({ width: 320, height: 320, fit: 'cover' }).webp({ quality: 75 }).toBuffer();
    return { full: full.data, thumb, width: full.info.width, height: full.info.height };
  } catch {
    throw unsupportedType();
  }
}

export function createPhotoStorage(dataDir: string) {
  const publicDir = path.join(dataDir, 'uploads', 'images');
  const privateDir = path.join(dataDir, 'private', 'images');
  mkdirSync(publicDir, { recursive: true });
  mkdirSync(privateDir, { recursive: true });
  const dir = (isPrivate: boolean) => (isPrivate ? privateDir : publicDir);
  const files = (name: string) => [`${name}.webp`, `${name}_thumb.webp`];
  return {
    publicDir,
    privateDir,
    /** A new random file name (no extension); the name carries nothing about the member. */
    newName: () => newSecret().slice(0, 32),
    async save(name: string, isPrivate: boolean, image: ProcessedImage) {
      await writeFile(path.join(dir(isPrivate), `${name}.webp`), image.full);
      await writeFile(path.join(dir(isPrivate), `${name}_thumb.webp`), image.thumb);
    },
    /**
     * Moves both files between the public and private folders, renamed to `newName` (a photo going public gets a
     * new name, so no URL it had before works again); only an already-moved file is tolerated.
     */
    async move(name: string, toPrivate: boolean, newName = name) {
      for (const [from, to] of files(name).map((f, i) => [f, files(newName)[i]!] as const)) {
        await rename(path.join(dir(!toPrivate), from), path.join(dir(toPrivate), to)).catch(
          (err: NodeJS.ErrnoException) => {
            if (err.code !== 'ENOENT') throw err;
          },
        );
      }
    },
    async remove(name: string) {
      for (const f of files(name)) {
        await rm(path.join(publicDir, f), { force: true });
        await rm(path.join(privateDir, f), { force: true });
      }
    },
    readPrivate(name: string, size: 'full' | 'thumb'): Promise<Buffer> {
      return readFile(path.join(privateDir, size === 'thumb' ? `${name}_thumb.webp` : `${name}.webp`));
    },
  };
}
export type PhotoStorage = ReturnType<typeof createPhotoStorage>;
