import { Fragment } from 'react';

/**
 * An e-mail address that wraps only where a reader expects it, after the "@" and before a
 * dot, never in the middle of a word; a part longer than its column makes the column wider.
 */
export function EmailAddress({ address }: { address: string }) {
  const parts = address.split(/(?<=@)|(?=\.)/);
  return (
    <span className="break-normal">
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
