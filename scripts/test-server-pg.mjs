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
console.log(`Server tests on PostgreSQL at ${new URL(url).host}`);
const result = spawnSync(
  'npx',
  ['jest', '--selectProjects', 'server', '--maxWorkers=2', ...process.argv.slice(2)],
  { stdio: 'inherit', env: { ...process.env, DATABASE_URL: url } },
);
process.exit(result.status ?? 1);
