// `npm run messages`: every text of the widgets' message catalogues, for translators (ui
// messages/catalogue.ts: a text is keyed by its English words, written where it is used). Prints,
// per source file, the catalogues it uses and each text with its line — the strings a translation
// table (`addTranslation(catalogue, 'fr', { 'English text': 'texte' })`) has as keys; a plural is
// keyed by its `other` form. `--json` prints the same as JSON.
//
// A text passed by name (a table of labels, `t(LABELS[mode])`) cannot be read here: it is listed
// as `(by name)` with its line, so a translator knows where to look.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';

const root = new URL('..', import.meta.url).pathname;
const PACKAGES = [
  'packages/ui/src',
  'packages/embed/src',
  'packages/quote-widget/src',
  'packages/account-widget/src',
];

/** The translator names of a file: `const t = useMessages(…)`, `translatorOf(…)`, a `Translator` parameter. */
function translatorNames(source) {
  const names = new Set();
  const visit = (node) => {
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.initializer &&
      ts.isCallExpression(node.initializer) &&
      ts.isIdentifier(node.initializer.expression) &&
      ['useMessages', 'translatorOf'].includes(node.initializer.expression.text)
    )
      names.add(node.name.text);
    if (
      (ts.isParameter(node) || ts.isPropertySignature(node)) &&
      node.type &&
      ts.isTypeReferenceNode(node.type) &&
      node.type.typeName.getText(source) === 'Translator' &&
      (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name))
    )
      names.add(node.name.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return names;
}

/** The English text(s) a message argument holds: a literal, a plural, either side of a `?:`. */
function textsOf(node) {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isParenthesizedExpression(node)) return textsOf(node.expression);
  if (ts.isConditionalExpression(node)) {
    const both = [textsOf(node.whenTrue), textsOf(node.whenFalse)];
    return both.includes(null) ? null : both.flat();
  }
  if (ts.isObjectLiteralExpression(node)) {
    const other = node.properties.find(
      (p) => ts.isPropertyAssignment(p) && p.name.getText() === 'other',
    );
    return other && ts.isPropertyAssignment(other) ? textsOf(other.initializer) : null;
  }
  return null;
}

/**
 * The texts of one source file.
 * @param {string} fileName  @param {string} text
 * @returns {{ catalogues: string[], texts: { line: number, text: string | null }[] }}
 */
export function extractMessages(fileName, text) {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const names = translatorNames(source);
  const catalogues = new Set();
  const texts = [];
  const visit = (node) => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const calleeName = ts.isIdentifier(callee)
        ? callee.text
        : ts.isPropertyAccessExpression(callee)
          ? callee.name.text
          : null;
      let message;
      if (calleeName && names.has(calleeName) && ts.isIdentifier(callee))
        message = node.arguments[0];
      if (calleeName === 'translate') message = node.arguments[2];
      if (calleeName && ['useMessages', 'translatorOf', 'translate'].includes(calleeName)) {
        const catalogue = node.arguments[0];
        if (catalogue && ts.isIdentifier(catalogue)) catalogues.add(catalogue.text);
      }
      if (message) {
        const line = source.getLineAndCharacterOfPosition(message.getStart()).line + 1;
        const found = textsOf(message);
        if (found) for (const found1 of found) texts.push({ line, text: found1 });
        else texts.push({ line, text: null });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { catalogues: [...catalogues].sort(), texts };
}

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    // catalogue.ts is the lookup itself: its `translate` passes a message on, it has none.
    const isSource = /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name);
    return isSource && entry.name !== 'catalogue.ts' ? [path] : [];
  });
}

/** Every file with texts, relative to the repository. */
export function extractAll() {
  return PACKAGES.flatMap((dir) => sourceFiles(join(root, dir)))
    .map((path) => ({
      file: relative(root, path),
      ...extractMessages(path, readFileSync(path, 'utf8')),
    }))
    .filter((entry) => entry.texts.length > 0);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const all = extractAll();
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(all, null, 2));
  } else {
    for (const entry of all) {
      console.log(`\n${entry.file} (${entry.catalogues.join(', ') || 'a translator it is given'})`);
      for (const { line, text } of entry.texts) console.log(`  ${line}: ${text ?? '(by name)'}`);
    }
    const count = new Set(all.flatMap((entry) => entry.texts.map((t) => t.text)).filter(Boolean));
    console.log(`\n${count.size} texts in ${all.length} files`);
  }
}
