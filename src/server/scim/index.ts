/** SCIM provisioning: the settings page's tokens, and the SCIM 2.0 API identity providers call. */
export { provisioningRoutes } from './provisioning-routes.ts';
export { scimTokenRoutes } from './routes.ts';
