// What other features may use of the local workspace: opening it with details filled in (the registration's
// fallback), the registration opened for a workspace being moved to the server, and whether a move is under way.
export { localWorkspaceState, moveDetailsFrom, type CarriedOver } from './carried-over.ts';
export { moveUnderWay } from './move-under-way.ts';
