import { enableCompileCache } from 'node:module';

// Imported first by main.ts, before anything else is required: Node keeps the V8 code of every module
// it compiles in a disk cache (NODE_COMPILE_CACHE, else the OS temp folder), so the next start of
// this build skips most of the compiling (a few hundred ms of a worker's boot on a 2-core machine).
// Where the folder cannot be written, Node just compiles as usual.
enableCompileCache();
