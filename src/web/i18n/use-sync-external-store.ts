/**
 * `use-sync-external-store/shim` for the production build (vite.config.ts): @lingui/react imports
 * the shim for React 17 and older; React 19 has the hook itself, which the shim would hand on
 * anyway, so the build takes React's and leaves the shim's CommonJS wrapper out of every page.
 */
export { useSyncExternalStore } from 'react';
