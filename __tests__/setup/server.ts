// Server tests build the app in-process on an in-memory PGlite (one per test file).
jest.setTimeout(30000);
