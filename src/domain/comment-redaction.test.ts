import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maskComment, nameKeys } from './comment-redaction.ts';

const people = nameKeys(['Alice', 'Smith', 'José', 'García-Lopez', "O'Brien", 'Li', 'Mary Ann', 'Bo']);
const mask = (text: string) => maskComment(text, people);

describe('masking released comments', () => {
  it('masks e-mail addresses', () => {
    expect(mask('Write to alice.smith+hr@example.co.uk, or hr@corp.example.')).toBe('Write to [email], or [email].');
  });

  it('masks phone-number-like digit runs, not short numbers, dates with slashes or amounts', () => {
    expect(mask('Call +44 20 7946 0958 or (020) 7946-0958 or 07700900123.')).toBe('Call [phone] or [phone] or [phone].');
    expect(mask('We had 3 meetings on 22/11/2026 costing 1,000,000 over 12 months.')).toBe(
      'We had 3 meetings on 22/11/2026 costing 1,000,000 over 12 months.',
    );
  });

  it("masks the organisation's names as whole words, whatever their case or accents", () => {
    expect(mask('ALICE and alice said so; Jose agreed with josé.')).toBe('[name] and [name] said so; [name] agreed with [name].');
    expect(mask('Malice and Smithers are not names here.')).toBe('Malice and Smithers are not names here.');
  });

  it('masks a first and last name together as one, and possessives', () => {
    expect(mask("Alice Smith's team and O'Brien's desk")).toBe("[name]'s team and [name]'s desk");
    expect(mask('García-Lopez and Garcia are one person')).toBe('[name] and [name] are one person');
    expect(mask('Ann from Mary Ann')).toBe('[name] from [name]');
  });

  it('ignores names shorter than three letters', () => {
    expect(mask('Li and Bo went to the bo-peep.')).toBe('Li and Bo went to the bo-peep.');
  });

  it('masks the name inside an address as the address', () => {
    expect(mask('alice@example.com')).toBe('[email]');
  });

  it('leaves markers alone even for a person called Name, Email or Phone', () => {
    const odd = nameKeys(['Name', 'Email', 'Phone']);
    expect(maskComment('[name] [email] [phone] Name', odd)).toBe('[name] [email] [phone] [name]');
  });

  const piece = fc.constantFrom(
    'Alice',
    'alice',
    'SMITH',
    'josé',
    "O'Brien's",
    'Li',
    'bob@example.com',
    '+44 20 7946 0958',
    '0123456',
    'name',
    '[',
    ']',
    '@',
    '.',
    '-',
    ' ',
    "'",
    'meeting',
    '2026',
    'x',
  );
  const comment = fc.array(piece, { maxLength: 30 }).map((pieces) => pieces.join(''));

  it('masks a name after an apostrophe too, so masking twice changes nothing', () => {
    // Found by the property below: the name after the apostrophe was left for a second pass.
    expect(mask("Alice'Alice")).toBe('[name]');
    expect(mask("Smith'Alice's plan")).toBe("[name]'s plan");
    expect(mask(mask("Alice'Alice"))).toBe('[name]');
  });

  it('changes nothing in a comment masked already', () => {
    fc.assert(fc.property(comment, (text) => mask(mask(text)) === mask(text)));
  });

  it('leaves no whole-word name, no address and no seven-digit run', () => {
    fc.assert(
      fc.property(
        fc
          .array(fc.constantFrom('Alice', 'smith', 'JOSÉ', 'bob@example.com', '07700 900123', 'rooms', 'quiet'), { maxLength: 20 })
          .map((words) => words.join(' ')),
        (text) => {
          const masked = mask(text);
          return !/\b(alice|smith|josé)\b/i.test(masked) && !masked.includes('@') && !/\d{3}/.test(masked);
        },
      ),
    );
  });
});
