// Every user-facing string reaches a component through props, so the app can pass translated text.
// Parses component sources (not stories or tests) with the TypeScript compiler and fails on JSX text
// containing letters and on literal aria-label / title / placeholder / alt (and similar) attributes.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const srcDir = join(import.meta.dirname, '../src');

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'storybook' || entry.name === 'foundations' ? [] : walk(path);
    return /\.tsx$/.test(entry.name) && !/\.(stories|test)\.tsx$/.test(entry.name) ? [path] : [];
  });
}

const textAttributes = new Set([
  'aria-label',
  'aria-placeholder',
  'aria-roledescription',
  'aria-valuetext',
  'title',
  'placeholder',
  'alt',
  'label',
]);

export function findLiteralText(source: string, fileName = 'file.tsx'): { line: number; text: string }[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const hits: { line: number; text: string }[] = [];
  const at = (node: ts.Node) => file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
  const isLiteral = (node: ts.Node | undefined): node is ts.StringLiteral | ts.NoSubstitutionTemplateLiteral =>
    !!node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node));
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && /\p{L}/u.test(node.text)) hits.push({ line: at(node), text: node.text.trim() });
    if (ts.isJsxAttribute(node) && textAttributes.has(node.name.getText(file))) {
      const init = node.initializer;
      const value = init && ts.isJsxExpression(init) ? init.expression : init;
      if (isLiteral(value) && /\p{L}/u.test(value.text)) hits.push({ line: at(node), text: node.getText(file) });
    }
    // A JSX expression that is only a string literal with letters: {'Close'}
    if (ts.isJsxExpression(node) && ts.isJsxElement(node.parent) && isLiteral(node.expression)) {
      if (/\p{L}/u.test(node.expression.text)) hits.push({ line: at(node), text: node.getText(file) });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return hits;
}

describe('no literal user-facing text in components', () => {
  it('recognises literal text (self-check)', () => {
    expect(findLiteralText('const a = <span className={x}>Close</span>;')).toHaveLength(1);
    expect(findLiteralText('const a = <span>{"סגירה"}</span>;')).toHaveLength(1);
    expect(findLiteralText('const a = <button aria-label="Close dialog" />;')).toHaveLength(1);
    expect(findLiteralText("const a = <img alt={'A photo'} />;")).toHaveLength(1);
    expect(findLiteralText('const a = <input placeholder="חיפוש" />;')).toHaveLength(1);
    expect(findLiteralText('const a = <span className={styles.label}>{children}</span>;')).toEqual([]);
    expect(findLiteralText('const a = <button aria-label={closeLabel}>{count > 9 ? "9+" : count}</button>;')).toEqual(
      [],
    );
    expect(findLiteralText('const m = new Map<string, number>(); const b = x < y && y > z;')).toEqual([]);
  });

  const files = walk(srcDir);
  it('finds the component files', () => expect(files.length).toBeGreaterThan(3));

  it.each(files.map((file) => [relative(srcDir, file), file]))('%s passes text through props', (name, file) => {
    const hits = findLiteralText(readFileSync(file as string, 'utf8'), file as string);
    expect(hits.map((h) => `${name}:${h.line} ${h.text}`)).toEqual([]);
  });
});
