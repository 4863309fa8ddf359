// What other parts of the web app may use from the passkeys feature; everything else is its own.
export { PasskeysCard } from './passkeys-card.tsx';
