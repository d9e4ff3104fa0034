// Every style a `*.css.ts` file exports is used by a component (or by another style of its own file):
// no class is built and shipped for nothing.
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const srcDir = join(import.meta.dirname, '../src');

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? walk(path) : /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Exported names of each style file that no other file uses and that its own file does not reference. */
export function unusedStyles(files: Record<string, string>): string[] {
  const unused: string[] = [];
  for (const [file, source] of Object.entries(files)) {
    if (!file.endsWith('.css.ts')) continue;
    const module = basename(file, '.ts');
    const used = new Set<string>();
    for (const [other, text] of Object.entries(files)) {
      if (other === file) continue;
      for (const m of text.matchAll(/import \* as (\w+) from '[^']*\/([^'/]+)'/g)) {
        if (m[2] === module) for (const u of text.matchAll(new RegExp(`\\b${m[1]}\\.(\\w+)`, 'g'))) used.add(u[1]!);
      }
      for (const m of text.matchAll(/import \{([^}]+)\} from '[^']*\/([^'/]+)'/g)) {
        if (m[2] === module) for (const name of m[1]!.split(',')) used.add(name.trim().split(/\s+as\s+/)[0]!);
      }
    }
    for (const [, name] of source.matchAll(/^export const (\w+)/gm)) {
      const ownUses = source.match(new RegExp(`\\b${name}\\b`, 'g'))?.length ?? 0;
      if (!used.has(name!) && ownUses < 2) unused.push(`${file}: ${name}`);
    }
  }
  return unused;
}

describe('no unused styles', () => {
  it('finds an unused export (self-check)', () => {
    expect(
      unusedStyles({
        'A.css.ts': 'export const root = style({});\nexport const match = style({});',
        'A.tsx': "import * as styles from './A.css';\n<div className={styles.root} />",
      }),
    ).toEqual(['A.css.ts: match']);
  });

  it('every exported style is used', () => {
    const files = Object.fromEntries(
      walk(srcDir).map((path) => [relative(srcDir, path), readFileSync(path, 'utf8')] as const),
    );
    expect(unusedStyles(files)).toEqual([]);
  });
});
