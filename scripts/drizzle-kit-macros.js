// For `npm run db:generate` only: drizzle-kit loads the database schema through its own CommonJS
// loader, which cannot run Lingui's macros, and the schema's constants come from modules that
// also hold texts (decision 0053). drizzle-kit reads tables, never texts, so while it runs the
// macros resolve to plain functions giving each text as it is written.
import Module from 'node:module';
import { fileURLToPath } from 'node:url';

const stub = fileURLToPath(new URL('./drizzle-kit-macro-stub.cjs', import.meta.url));
const resolve = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  if (request === '@lingui/core/macro' || request === '@lingui/react/macro') return stub;
  return resolve.call(this, request, ...rest);
};
