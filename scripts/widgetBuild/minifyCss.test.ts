import { parseAst } from 'rollup/parseAst';
import { describe, expect, it } from 'vitest';
import { minifyCss } from './minifyCss.mjs';

const transform = (code: string, id: string) => {
  const plugin = minifyCss();
  const hook = plugin.transform as (
    this: { parse: typeof parseAst },
    code: string,
    id: string,
  ) => { code: string } | null;
  return hook.call({ parse: parseAst }, code, id);
};

describe('the stylesheets are minified at build (all-chunks budget, scripts/size.mjs)', () => {
  it('minifies each piece of a stylesheet and keeps what is spliced in', () => {
    const code = [
      'import { fieldsCss } from "./fields.css";',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a module's source, its template literal in it
      'export const stepCss = `${fieldsCss}',
      '.bs-step {',
      '  padding: calc(var(--bs-space) * 2);',
      '  color: var(--bs-color-muted);',
      '}',
      '.bs-step a :focus-visible, .bs-step  button { outline: 2px solid; }',
      '`;',
    ].join('\n');
    const out = transform(code, '/w/step.css.ts')?.code;
    expect(out).toContain(
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the module's source as minified
      'export const stepCss = `${fieldsCss}.bs-step{padding:calc(var(--bs-space) * 2);color:var(--bs-color-muted)}.bs-step a :focus-visible,.bs-step button{outline:2px solid}`;',
    );
  });

  it('leaves other modules alone and fails the build on CSS it cannot read', () => {
    expect(transform('export const text = `a   b`;', '/w/text.ts')).toBeNull();
    expect(() => transform('export const css = `.a { color: red;`;', '/w/bad.css.ts')).toThrow(
      /does not read as a stylesheet/,
    );
  });
});
