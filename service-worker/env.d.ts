// lib/session/schema.ts (the token's storage key and schema, read by outbox.ts) mentions
// process.env in a function the worker never calls; esbuild defines only NODE_ENV.
declare const process: { env: Record<string, string | undefined> };
