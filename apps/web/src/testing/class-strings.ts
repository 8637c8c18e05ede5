// The Tailwind class strings the web app really writes, read from its sources with the TypeScript parser: every string
// (or static part of a template) inside a className attribute or a cn()/cva()/clsx() call, and every other string of
// the sources (constants such as `const selectClass = '…'` or tone maps) split into tokens. Used by the cn test to prove
// the merger in lib/utils.ts against tailwind-merge over the classes the code base uses.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export type ClassStrings = {
  /** Strings written where a class list is expected (className attributes, cn/cva/clsx arguments), by file. */
  classLists: { file: string; text: string }[];
  /** Every other string of the sources, whatever it holds (prose, paths, class constants). */
  otherStrings: { file: string; text: string }[];
  /** Each cva() call: its base classes and, per variant, the classes of each option. */
  variantSets: { file: string; base: string; variants: string[][] }[];
};

const classCalls = new Set(['cn', 'cva', 'clsx']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function inClassContext(node: ts.Node): boolean {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (ts.isJsxAttribute(parent) && /^class(Name)?$/i.test(parent.name.getText())) return true;
    if (ts.isCallExpression(parent) && ts.isIdentifier(parent.expression) && classCalls.has(parent.expression.text))
      return true;
    // The keys of an object (cva variant names) are not classes; the values are.
    if (ts.isPropertyAssignment(parent) && parent.name === node) return false;
  }
  return false;
}

export function readClassStrings(srcDir: string): ClassStrings {
  const result: ClassStrings = { classLists: [], otherStrings: [], variantSets: [] };
  for (const file of sourceFiles(srcDir)) {
    const text = readFileSync(file, 'utf8');
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
    const relative = path.relative(srcDir, file);
    const visit = (node: ts.Node) => {
      let value: string | undefined;
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) value = node.text;
      else if (ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) value = node.text;
      else if (ts.isJsxText(node)) value = undefined;
      if (value !== undefined && value.trim() !== '') {
        const isImport = ts.isImportDeclaration(node.parent) || ts.isExportDeclaration(node.parent);
        if (!isImport)
          (inClassContext(node) ? result.classLists : result.otherStrings).push({ file: relative, text: value });
      }
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'cva')
        result.variantSets.push({ file: relative, ...readCva(node) });
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return result;
}

const stringOf = (node: ts.Node | undefined) =>
  node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : undefined;

/** cva(base, { variants: { name: { option: 'classes' } } }): the base and the option classes of each variant. */
function readCva(call: ts.CallExpression): { base: string; variants: string[][] } {
  const [baseNode, config] = call.arguments;
  const base = stringOf(baseNode);
  if (base === undefined) throw new Error(`cva() with a base that is not a string literal: ${call.getText()}`);
  const variants: string[][] = [];
  if (config && ts.isObjectLiteralExpression(config)) {
    const variantsNode = config.properties.find((p) => p.name?.getText() === 'variants');
    if (variantsNode && ts.isPropertyAssignment(variantsNode) && ts.isObjectLiteralExpression(variantsNode.initializer))
      for (const variant of variantsNode.initializer.properties) {
        if (!ts.isPropertyAssignment(variant) || !ts.isObjectLiteralExpression(variant.initializer))
          throw new Error(`cva() variant that is not an object literal: ${variant.getText()}`);
        variants.push(
          variant.initializer.properties.map((option) => {
            const text = ts.isPropertyAssignment(option) ? stringOf(option.initializer) : undefined;
            if (text === undefined) throw new Error(`cva() option that is not a string literal: ${option.getText()}`);
            return text;
          }),
        );
      }
  }
  return { base, variants };
}
