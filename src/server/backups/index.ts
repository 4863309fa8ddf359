/**
 * The operator's backups and the move of a secret out of the data folder: commands only, run by
 * their own entry points (*-main.ts); nothing here is used by the server.
 */
export { runBackup } from './backup-command.ts';
export { runRestore } from './restore-command.ts';
export { runMoveSecrets } from './move-secrets-command.ts';
