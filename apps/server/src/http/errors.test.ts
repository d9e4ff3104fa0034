import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { messageKeyOf } from '@kindred/core';
import { describe, expect, it } from 'vitest';
import { messageForStatus } from './errors';

const SRC = path.resolve(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** Literal messages handed to the error helpers, HttpError and the access layer's `idMessage`. */
function thrownMessages(): { file: string; message: string }[] {
  const found: { file: string; message: string }[] = [];
  const pattern =
    /(?:badRequest|unauthorized|forbidden|notFound|conflict)\(\s*'([^']+)'|new HttpError\(\s*\d+,\s*['`]([^'`]+)['`]|idMessage: '([^']+)'/g;
  for (const file of sourceFiles(SRC)) {
    for (const match of readFileSync(file, 'utf8').matchAll(pattern)) {
      const message = (match[1] ?? match[2] ?? match[3]) as string;
      found.push({ file: path.relative(SRC, file), message: message.replace(/\$\{\w+\}/g, '7') });
    }
  }
  return found;
}

describe('error envelope (decisions: API conventions; messages in the catalogues for Hebrew)', () => {
  it('every message the server throws is in a catalogue', () => {
    const messages = thrownMessages();
    expect(messages.length).toBeGreaterThan(30);
    const missing = messages.filter(({ message }) => !messageKeyOf(message));
    expect(missing).toEqual([]);
  });

  it('framework errors get fixed, catalogued messages', () => {
    for (const status of [400, 401, 404, 406, 413, 414, 415, 429]) {
      expect(messageKeyOf(messageForStatus(status)), String(status)).not.toBeNull();
    }
  });
});
