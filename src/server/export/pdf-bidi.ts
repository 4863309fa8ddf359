/*
 * Enough of the Unicode bidirectional algorithm for the report's Arabic lines: Arabic words,
 * with Latin names, figures ("3.67", "n=6", "50%") and punctuation among them. A line is cut
 * into runs that read right to left (Arabic, and the spaces and punctuation between Arabic
 * words) and runs that read left to right (Latin letters and digits, and what lies between
 * them); the runs are then laid out right to left. pdfkit (fontkit) shapes and reverses an
 * Arabic piece itself; a piece of punctuation in a right-to-left run is reversed here, its
 * brackets mirrored.
 */

/** A piece of a line in drawing order (left to right), in the Arabic or the Latin font. */
export type VisualPiece = { text: string; latin: boolean };

const ARABIC = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/u;
const LATIN_STRONG = /[\p{L}\p{N}]/u;
const DIGIT = /\p{N}/u;
const LETTER = /\p{L}/u;
/** Direction marks Intl writes around "%" in Arabic: they have no width and no glyph. */
const MARKS = /[\u200E\u200F\u061C]/gu;
const MIRRORED: Record<string, string> = { '(': ')', ')': '(', '[': ']', ']': '[', '<': '>', '>': '<', '{': '}', '}': '{' };

type Direction = 'R' | 'L' | 'N';

const BREAKS = /[\s()[\]{}<>]/u;

/**
 * Each character's direction. A run of neutrals (spaces, punctuation) between two characters of
 * one direction takes it, except that a space or bracket next to a figure that follows Arabic
 * letters takes the line's direction, as the Unicode algorithm treats figures: "85.7% (6 من 7)".
 */
function classify(chars: string[], base: 'R' | 'L'): Direction[] {
  const directions: Direction[] = chars.map((char) => (ARABIC.test(char) ? 'R' : LATIN_STRONG.test(char) ? 'L' : 'N'));
  chars.forEach((char, index) => {
    // A figure's sign and its percent sign stay with it: "+0.30", "50%".
    if ((char === '%' || char === '‰') && directions[index - 1] === 'L') directions[index] = 'L';
    if ('+-−'.includes(char) && DIGIT.test(chars[index + 1] ?? '') && directions[index - 1] !== 'L') directions[index] = 'L';
  });
  // A figure after Latin letters reads with them ("wave 1", "Organisation 95"); after Arabic ones, or none, it stands apart.
  let latinBefore = base === 'L';
  const afterLatin = chars.map((char) => {
    if (ARABIC.test(char)) latinBefore = false;
    else if (LETTER.test(char)) latinBefore = true;
    return latinBefore;
  });
  const isFigure = (index: number) => (DIGIT.test(chars[index] ?? '') || chars[index] === '%') && !afterLatin[index];
  for (let start = 0; start < directions.length;) {
    if (directions[start] !== 'N') {
      start += 1;
      continue;
    }
    let end = start;
    while (directions[end] === 'N') end += 1;
    const before = directions[start - 1] ?? base;
    const after = directions[end] ?? base;
    const apart = (isFigure(start - 1) || isFigure(end)) && BREAKS.test(chars.slice(start, end).join(''));
    directions.fill(before === after && !(before === 'L' && apart) ? before : base, start, end);
    start = end;
  }
  return directions;
}

/** Consecutive characters that share a key, in logical order. */
function runsOf<K>(chars: string[], keyOf: (char: string, index: number) => K): { key: K; text: string }[] {
  const runs: { key: K; text: string }[] = [];
  chars.forEach((char, index) => {
    const key = keyOf(char, index);
    const last = runs.at(-1);
    if (last && last.key === key) last.text += char;
    else runs.push({ key, text: char });
  });
  return runs;
}

/** Whether the Arabic font draws the character: Arabic letters, digits and punctuation, and the space. */
const inArabicFont = (char: string) => char === ' ' || ARABIC.test(char);

/**
 * A line's pieces in drawing order, in a right-to-left document: a line whose first letter is
 * Latin (a name, or a text not yet translated) reads left to right, its Arabic words in place.
 */
export function visualPieces(line: string): VisualPiece[] {
  const chars = Array.from(line.replace(MARKS, ''));
  // Figures have no direction of their own: the first letter decides.
  const firstStrong = chars.find((char) => ARABIC.test(char) || LETTER.test(char));
  const base = firstStrong === undefined || ARABIC.test(firstStrong) ? 'R' : 'L';
  const directions = classify(chars, base);
  const runs = runsOf(chars, (_, index) => directions[index]!);
  if (base === 'R') runs.reverse();
  return runs.flatMap(({ key, text }): VisualPiece[] => {
    const pieces = runsOf(Array.from(text), inArabicFont).map((piece) => ({ text: piece.text, latin: !piece.key }));
    if (key === 'L') return pieces;
    return pieces.reverse().map((piece) => (piece.latin ? { text: mirrored(piece.text), latin: true } : piece));
  });
}

/** Punctuation of a right-to-left run in drawing order: reversed, brackets turned round. */
const mirrored = (text: string) =>
  Array.from(text)
    .reverse()
    .map((char) => MIRRORED[char] ?? char)
    .join('');
