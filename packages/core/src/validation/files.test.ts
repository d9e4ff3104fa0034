import { describe, expect, it } from 'vitest';
import { attachmentMimeTypes, attachmentRule, profilePhotoRule, sniffMimeType } from './files';

const MB = 1024 * 1024;
const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

describe('docs/product/accounts.md: attachments, 5 MB and 15 types', () => {
  it('lists exactly 15 types', () => {
    expect(attachmentMimeTypes).toHaveLength(15);
    expect(new Set(attachmentMimeTypes).size).toBe(15);
  });
  it.each([
    [{ type: 'image/png', size: 5 * MB }, null],
    [{ type: 'IMAGE/PNG', size: 10 }, null],
    [{ type: 'video/quicktime', size: 10 }, null],
    [{ type: 'image/png', size: 5 * MB + 1 }, 'File is too large. Maximum size is 5MB.'],
    [{ type: 'application/zip', size: 10 }, 'File type (application/zip) not supported.'],
    [{ type: '', size: 10, name: 'a.exe' }, 'File type (a.exe) not supported.'],
    [{ type: '', size: 10 }, 'File type (unknown) not supported.'],
  ])('%j → %s', (file, message) => {
    expect(attachmentRule(file)?.message ?? null).toBe(message);
  });
});

describe('docs/product/accounts.md step 3: profile photo required, jpeg/jpg/png, ≤ 5 MB', () => {
  it.each([
    [null, 'profilePhotoRequired'],
    [{ type: 'image/gif', size: 10 }, 'profilePhotoType'],
    [{ type: 'image/jpg', size: 5 * MB + 1 }, 'profilePhotoSize'],
    [{ type: 'image/jpeg', size: 5 * MB }, null],
  ])('%j → %s', (file, key) => {
    expect(profilePhotoRule(file)?.key ?? null).toBe(key);
  });
});

describe('decisions: uploads are checked by magic bytes', () => {
  it.each([
    [bytes([0xff, 0xd8, 0xff, 0xe0]), 'image/jpeg'],
    [bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a]), 'image/png'],
    [bytes('GIF89a'), 'image/gif'],
    [bytes('GIF87a'), 'image/gif'],
    [bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '), 'image/webp'],
    [bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt '), 'audio/wav'],
    [bytes('%PDF-1.7'), 'application/pdf'],
    [bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), 'application/msword'],
    [
      bytes([0x50, 0x4b, 0x03, 0x04], '....[Content_Types].xml....', [0x50, 0x4b, 0x03, 0x04], '..word/document.xml'),
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    // Any other ZIP is no Word document (nor one that only names Word's parts in part).
    [bytes([0x50, 0x4b, 0x03, 0x04]), null],
    [bytes([0x50, 0x4b, 0x03, 0x04], '....foo.txt....hello'), null],
    [bytes([0x50, 0x4b, 0x03, 0x04], '....[Content_Types].xml....xl/workbook.xml'), null],
    // Text is text throughout: a binary past the first kilobytes is not.
    [bytes('a'.repeat(11_000), [0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]), null],
    [bytes('a'.repeat(11_000), ' and the end\n'), 'text/plain'],
    [bytes('ID3', [3, 0]), 'audio/mpeg'],
    [bytes([0xff, 0xfb, 0x90]), 'audio/mpeg'],
    [bytes('OggS'), 'audio/ogg'],
    [bytes([0x1a, 0x45, 0xdf, 0xa3]), 'video/webm'],
    [bytes([0, 0, 0, 0x18], 'ftypisom'), 'video/mp4'],
    [bytes([0, 0, 0, 0x14], 'ftypqt  '), 'video/quicktime'],
    [bytes('hello, world\n'), 'text/plain'],
    [bytes([0xd7, 0xa9, 0xd7, 0x9c, 0xd7, 0x95, 0xd7, 0x9d]), 'text/plain'],
    [bytes([0x68, 0xd7]), 'text/plain'],
    [bytes([0xf0, 0x9f, 0x98, 0x89]), 'text/plain'],
    [bytes([0xe2, 0x82, 0xac]), 'text/plain'],
    [bytes([0x68, 0x00, 0x69]), null],
    [bytes([0x68, 0xc3, 0x28]), null],
    [bytes([0x80, 0x80]), null],
    [bytes([0x4d, 0x5a, 0x90, 0x00]), null],
    [new Uint8Array(0), null],
  ])('%#: → %s', (input, mime) => {
    expect(sniffMimeType(input)).toBe(mime);
  });
});
