import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The texts the server refuses with live in the message catalogue (src/domain/messages/) as
 * Lingui messages, so they can be read, reviewed and translated in one place, and the error
 * handler can answer in the caller's language. This scan fails when an `AppError` in the
 * server's own code is given its text inline: a string or template (never translated), or a
 * `msg` message written in place — alone or among the sentences of an array.
 */
function isInlineText(node: ts.Node): boolean {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node)) return true;
  if (ts.isTaggedTemplateExpression(node)) return true;
  if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'msg') return true;
  if (ts.isArrayLiteralExpression(node)) return node.elements.some(isInlineText);
  return false;
}

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
        if (text && isInlineText(text)) {
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
