import { Trans } from '@lingui/react/macro';

/** The first stop for keyboard users: hidden until focused, it jumps past the header to the page's `#main`. */
export function SkipToContent() {
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:start-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:shadow"
    >
      <Trans>Skip to content</Trans>
    </a>
  );
}
