/*
 * The frame, table and cells of both heat maps (questions and teams). On a phone the row names
 * stay in view and exactly one whole column shows beside them: a swipe moves one column at a
 * time (scroll snap), so no cell is ever cut at the frame's edge. The column width comes from the
 * frame's own width (container query units): the row name (7rem) and the table's spacing
 * (three times 0.25rem) leave the rest to one column. From `sm` up, columns take their natural
 * widths and the grid scans at a glance.
 */

export const gridFrameClass =
  '@container relative snap-x snap-mandatory scroll-pl-[7.5rem] overflow-x-auto rounded-md sm:snap-none sm:scroll-pl-0';

export const gridTableClass = 'w-full border-separate border-spacing-1 text-start text-sm sm:min-w-[40rem]';

/** The sticky first column: its header and each row's name (their padding and alignment are the caller's). */
export const rowNameClass = 'sticky start-0 z-10 w-28 min-w-28 bg-white text-start sm:w-44 sm:min-w-44';

/** A data cell, and its column's header (alignment the caller's). */
export const columnClass = 'w-[calc(100cqw-7.75rem)] min-w-[calc(100cqw-7.75rem)] snap-start sm:w-auto sm:min-w-36';
