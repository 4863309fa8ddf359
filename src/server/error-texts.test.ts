import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The texts the server refuses with live in the message catalogue (src/domain/messages/), so they
 * can be read, reviewed and translated in one place. This scan fails when an `AppError` in the
 * server's own code is given its text inline, as a string or a template.
 */
function inlineErrorTexts(folder: string): string[] {
  const found: string[] = [];
  const files = readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
  );
  for (const file of files) {
    const path = join(folder, file);
    const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node): void => {
      if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'AppError') {
        const text = node.arguments?.[1];
        if (text && (ts.isStringLiteral(text) || ts.isNoSubstitutionTemplateLiteral(text) || ts.isTemplateExpression(text))) {
          const { line } = source.getLineAndCharacterOfPosition(node.getStart());
          found.push(`${path}:${line + 1} ${text.getText()}`);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

describe('error texts', () => {
  it('come from the message catalogue, never written inline in the server', () => {
    expect(inlineErrorTexts('src/server')).toEqual([]);
  });
});
