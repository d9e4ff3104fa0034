// Kindred is bidirectional: styles use logical properties only (inline-start/end), never physical left/right.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const srcDir = join(import.meta.dirname, '../src');

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? walk(path) : entry.name.endsWith('.css.ts') ? [path] : [];
  });
}

/** Physical properties and values, in camelCase (vanilla-extract objects) and kebab-case (strings, selectors). */
const forbidden: [RegExp, string][] = [
  [/\b(margin|padding|border|inset|scrollMargin|scrollPadding)(Left|Right)\w*/, 'physical left/right property'],
  [/\b(margin|padding|border|scroll-margin|scroll-padding)-(left|right)\b/, 'physical left/right property'],
  [/\bborder(Top|Bottom)(Left|Right)Radius\b/, 'physical corner radius'],
  [/\bborder-(top|bottom)-(left|right)-radius\b/, 'physical corner radius'],
  [/(^|[\s{,'"])(left|right)\s*:/, 'left:/right: offset'],
  [/\btextAlign\s*:\s*['"](left|right)['"]/, "textAlign 'left'/'right'"],
  [/\btext-align\s*:\s*(left|right)\b/, 'text-align left/right'],
  [/\bfloat\s*:\s*['"]?(left|right)\b/, 'float left/right'],
  [/\bclear\s*:\s*['"]?(left|right)\b/, 'clear left/right'],
];

export function findPhysicalProperties(source: string): { line: number; rule: string; text: string }[] {
  const hits: { line: number; rule: string; text: string }[] = [];
  source.split('\n').forEach((text, index) => {
    if (/^\s*(\/\/|\*|\/\*)/.test(text)) return;
    for (const [pattern, rule] of forbidden) {
      if (pattern.test(text)) hits.push({ line: index + 1, rule, text: text.trim() });
    }
  });
  return hits;
}

describe('logical properties only', () => {
  it('recognises physical properties (self-check)', () => {
    const bad = [
      'marginLeft: 4,',
      "paddingRight: vars.space['2'],",
      'borderLeftWidth: 1,',
      'borderTopRightRadius: 4,',
      'left: 0,',
      "  right: '8px',",
      "textAlign: 'left',",
      "float: 'right',",
      "'margin-left': 2",
      'insetLeft: 0',
    ];
    for (const line of bad) expect(findPhysicalProperties(line), line).not.toEqual([]);
    const good = [
      'marginInlineStart: 4,',
      "textAlign: 'start',",
      'insetInlineEnd: 0,',
      'borderStartEndRadius: 4,',
      "'[dir=\"rtl\"] &': { transform: 'scaleX(-1)' }",
    ];
    for (const line of good) expect(findPhysicalProperties(line), line).toEqual([]);
  });

  const files = walk(srcDir);
  it('finds the style files', () => expect(files.length).toBeGreaterThan(5));

  it.each(files.map((file) => [relative(srcDir, file), file]))('%s uses logical properties', (_name, file) => {
    const hits = findPhysicalProperties(readFileSync(file as string, 'utf8'));
    expect(hits.map((h) => `${_name}:${h.line} ${h.rule}: ${h.text}`)).toEqual([]);
  });
});
