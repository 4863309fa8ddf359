import { Link, type To } from 'react-router';

export type ListedLink = { to: To; label: string };

/**
 * A navigation's list: one item per link, in the order given. The headers and footers of both
 * layouts list their links this way; only the classes differ. Labels are unique within a list.
 */
export function LinkList({ links, className, linkClassName }: { links: readonly ListedLink[]; className: string; linkClassName: string }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.label}>
          <Link to={link.to} className={linkClassName}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
