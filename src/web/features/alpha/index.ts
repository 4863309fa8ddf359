// What other features may use of the local workspace: opening it with details filled in (the registration's fallback).
export { localWorkspaceState, type CarriedOver } from './carried-over.ts';
