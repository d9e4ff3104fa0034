// What @kindred/core exports and what the rest of the workspace takes from it (issue 25: core exports only what
// something outside core uses). `pnpm lint` fails on an export of core's entry that nothing outside core imports.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * The names core's entry (`packages/core/src/index.ts`) exports, each with the module specifier of the entry's
 * line that exports it (`./chat/dedupe`) — read by the type checker, so `export *` chains are followed.
 */
export function coreEntryExports(entry) {
  const program = ts.createProgram([entry], {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    resolveJsonModule: true,
    allowImportingTsExtensions: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(entry);
  const names = new Map();
  for (const statement of source.statements) {
    if (!ts.isExportDeclaration(statement) || !statement.moduleSpecifier) continue;
    const specifier = statement.moduleSpecifier.text;
    if (statement.exportClause && ts.isNamedExports(statement.exportClause)) {
      for (const element of statement.exportClause.elements) names.set(element.name.text, specifier);
      continue;
    }
    const moduleSymbol = checker.getSymbolAtLocation(statement.moduleSpecifier);
    if (!moduleSymbol) continue;
    for (const symbol of checker.getExportsOfModule(moduleSymbol)) names.set(symbol.name, specifier);
  }
  return names;
}

/** Names a file imports or re-exports from `@kindred/core` (the entry; subpath imports name a module instead). */
export function namesTakenFromCore(fileName, text = readFileSync(fileName, 'utf8')) {
  const kind = fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, kind);
  const names = new Set();
  const visit = (node) => {
    const from = (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier;
    if (from && ts.isStringLiteral(from) && from.text === '@kindred/core') {
      const bindings = ts.isImportDeclaration(node) ? node.importClause?.namedBindings : node.exportClause;
      if (bindings && (ts.isNamedImports(bindings) || ts.isNamedExports(bindings)))
        for (const element of bindings.elements) names.add((element.propertyName ?? element.name).text);
      else if (bindings) names.add('*');
    }
    // import('@kindred/core').Name in a type position
    if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      const literal = node.argument.literal;
      if (ts.isStringLiteral(literal) && literal.text === '@kindred/core' && node.qualifier)
        names.add(ts.isIdentifier(node.qualifier) ? node.qualifier.text : node.qualifier.left.getText(source));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return names;
}

/** Exports of core's entry that no file outside core takes, sorted. */
export function unusedCoreExports(exported, files) {
  const taken = new Set();
  for (const file of files) for (const name of namesTakenFromCore(file)) taken.add(name);
  if (taken.has('*')) return [];
  return [...exported.keys()].filter((name) => !taken.has(name)).sort();
}

export const coreEntry = (root) => path.join(root, 'packages/core/src/index.ts');
