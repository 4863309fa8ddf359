/** Every route path of the web app, in one place. Pages and links import from here. */
export const paths = {
  home: '/',
  login: '/login',
  register: '/register',
  dashboard: '/dashboard',
} as const;

export type AppPath = (typeof paths)[keyof typeof paths];
