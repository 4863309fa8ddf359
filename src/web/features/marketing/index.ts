// What other parts of the web app may use from the marketing feature; everything else is its own.
export { LandingPage } from './landing-page.tsx';
