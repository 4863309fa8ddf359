/** A `.po` catalogue imported as a module: Lingui's build plugins compile it to its messages (decision 0053). */
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
