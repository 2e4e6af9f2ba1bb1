// Runs the server test project against a real PostgreSQL. DATABASE_URL must name a role that may
// CREATE DATABASE (e.g. postgres://postgres:postgres@127.0.0.1:5432/postgres). The server
// project's globalSetup migrates and seeds a template database once; each test file copies it
// (`create database … template …`) and drops its copy afterwards.
import { spawnSync } from 'node:child_process';

const url = process.env.DATABASE_URL;
if (!url) {
  console.error(
    'test:server:pg needs DATABASE_URL, e.g. postgres://postgres:postgres@127.0.0.1:5432/postgres',
  );
  process.exit(2);
}
// CI runs them beside the browser tests with one worker (PG_TEST_WORKERS=1), so the browser
// keeps a core of its own.
const workers = process.env.PG_TEST_WORKERS ?? '2';
console.log(`Server tests on PostgreSQL at ${new URL(url).host}, ${workers} worker(s)`);
const result = spawnSync(
  'npx',
  ['jest', '--selectProjects', 'server', `--maxWorkers=${workers}`, ...process.argv.slice(2)],
  { stdio: 'inherit', env: { ...process.env, DATABASE_URL: url } },
);
process.exit(result.status ?? 1);
