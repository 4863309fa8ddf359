// Former name of the accounts contract (./accounts.ts), kept while server files still import it by this path.
export * from './accounts.ts';
