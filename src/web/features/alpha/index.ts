// What other features may use of the local workspace: opening it with details filled in (the registration's
// fallback), and the registration opened for a workspace being moved to the server.
export { localWorkspaceState, moveDetailsFrom, type CarriedOver } from './carried-over.ts';
