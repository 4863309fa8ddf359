// For TypeScript run by `node --import tsx` (the build script, benchmarks): Lingui's macros
// transformed as the web build and the tests transform them (decision 0053). Import after tsx.
import { register } from 'node:module';

register('./lingui-hooks.js', import.meta.url);
