/** File rules (docs/product/accounts.md: 5 MB, 15 types; docs/product/accounts.md step 3: registration photo jpeg/jpg/png; decisions: magic bytes). */
import { limits } from './limits';
import { issue, type ValidationIssue } from './messages';

/** The 15 attachment types of docs/product/accounts.md, by extension → MIME type. */
export const attachmentTypes = [
  { ext: 'jpeg', mime: 'image/jpeg' },
  { ext: 'jpg', mime: 'image/jpg' },
  { ext: 'png', mime: 'image/png' },
  { ext: 'gif', mime: 'image/gif' },
  { ext: 'webp', mime: 'image/webp' },
  { ext: 'pdf', mime: 'application/pdf' },
  { ext: 'doc', mime: 'application/msword' },
  { ext: 'docx', mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
  { ext: 'txt', mime: 'text/plain' },
  { ext: 'mp3', mime: 'audio/mpeg' },
  { ext: 'wav', mime: 'audio/wav' },
  { ext: 'ogg', mime: 'audio/ogg' },
  { ext: 'mp4', mime: 'video/mp4' },
  { ext: 'mov', mime: 'video/quicktime' },
  { ext: 'webm', mime: 'video/webm' },
] as const;
export type AttachmentMime = (typeof attachmentTypes)[number]['mime'];
export const attachmentMimeTypes: readonly string[] = attachmentTypes.map((t) => t.mime);

/** Registration profile photo: JPEG, JPG or PNG. */
export const profilePhotoMimeTypes = ['image/jpeg', 'image/jpg', 'image/png'] as const;
/** Gallery photos (decisions: Photos): JPEG, PNG, WebP or GIF. */
export const photoMimeTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

export interface FileLike {
  readonly type: string;
  readonly size: number;
  readonly name?: string;
}

/** Chat attachment: at most 5 MB and one of the 15 types (messages from docs/product/accounts.md). */
export function attachmentRule(file: FileLike): ValidationIssue | null {
  if (file.size > limits.fileMaxBytes) return issue('fileTooLarge');
  if (!attachmentMimeTypes.includes(file.type.toLowerCase())) {
    return issue('fileTypeUnsupported', { type: file.type || file.name || 'unknown' });
  }
  return null;
}

/** Registration step 3 (docs/product/accounts.md): required, jpeg/jpg/png, at most 5 MB. */
export function profilePhotoRule(file: FileLike | null | undefined): ValidationIssue | null {
  if (!file) return issue('profilePhotoRequired');
  if (!(profilePhotoMimeTypes as readonly string[]).includes(file.type.toLowerCase())) return issue('profilePhotoType');
  if (file.size > limits.fileMaxBytes) return issue('profilePhotoSize');
  return null;
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0): boolean =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);
const ascii = (s: string): number[] => [...s].map((c) => c.charCodeAt(0));
const contains = (bytes: Uint8Array, needle: readonly number[]): boolean => {
  const first = needle[0];
  for (let i = bytes.indexOf(first as number); i >= 0; i = bytes.indexOf(first as number, i + 1)) {
    if (startsWith(bytes, needle, i)) return true;
  }
  return false;
};

/**
 * The MIME type of a file from its bytes (decisions: uploads are checked by magic bytes, not by name or declared
 * type). Returns null when the content matches none of the 15 types. Give it the whole file: plain text = valid
 * UTF-8 without control bytes throughout, and a Word document is a ZIP holding Word's parts.
 */
export function sniffMimeType(bytes: Uint8Array): AttachmentMime | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WAVE'), 8)) return 'audio/wav';
  if (startsWith(bytes, ascii('%PDF-'))) return 'application/pdf';
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'application/msword';
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) {
    // A ZIP is a Word document only with its parts (names are stored uncompressed); any other archive is refused.
    return contains(bytes, ascii('[Content_Types].xml')) && contains(bytes, ascii('word/document'))
      ? 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
      : null;
  }
  if (
    startsWith(bytes, ascii('ID3')) ||
    (bytes.length >= 2 && bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0)
  ) {
    return 'audio/mpeg';
  }
  if (startsWith(bytes, ascii('OggS'))) return 'audio/ogg';
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) return 'video/webm';
  if (startsWith(bytes, ascii('ftyp'), 4)) return startsWith(bytes, ascii('qt  '), 8) ? 'video/quicktime' : 'video/mp4';
  return isPlainText(bytes) ? 'text/plain' : null;
}

function isPlainText(bytes: Uint8Array): boolean {
  if (bytes.length === 0) return false;
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i] as number;
    if (b < 0x80) {
      if (b < 0x09 || (b > 0x0d && b < 0x20) || b === 0x7f) return false;
      i += 1;
      continue;
    }
    const extra = b >= 0xc2 && b <= 0xdf ? 1 : b >= 0xe0 && b <= 0xef ? 2 : b >= 0xf0 && b <= 0xf4 ? 3 : -1;
    if (extra < 0) return false;
    for (let k = 1; k <= extra; k += 1) {
      const c = bytes[i + k];
      // A sequence cut by the end of the sniffed prefix is accepted.
      if (c === undefined) return true;
      if ((c & 0xc0) !== 0x80) return false;
    }
    i += extra + 1;
  }
  return true;
}
