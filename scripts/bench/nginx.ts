import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const DEPLOYED = resolve(__dirname, '../../deploy/nginx-canteen.conf');

/** The block `name { … }` of an nginx configuration, braces balanced. */
function block(text: string, name: string): string {
  const start = text.indexOf(`${name} {`);
  if (start < 0) throw new Error(`deploy/nginx-canteen.conf has no "${name}" block`);
  let depth = 0;
  for (let i = text.indexOf('{', start); i < text.length; i += 1) {
    if (text[i] === '{') depth += 1;
    if (text[i] === '}' && (depth -= 1) === 0) return text.slice(start, i + 1);
  }
  throw new Error(`deploy/nginx-canteen.conf: "${name}" is not closed`);
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export function nginxAvailable(): boolean {
  return spawnSync('nginx', ['-v']).status === 0;
}

/**
 * nginx in front of `origins`, configured by the README's own site file (deploy/): its upstream
 * (with the bench's ports in place of 3001 and 3002) and its `location /`, served over plain HTTP
 * on a loopback port instead of TLS on 443 (the bench measures the processes, not the handshake).
 */
export async function startNginx(
  origins: string[],
): Promise<{ origin: string; stop(): Promise<void> }> {
  const deployed = readFileSync(DEPLOYED, 'utf8');
  const servers = origins
    .map((origin) => `    server ${new URL(origin).host} max_fails=3 fail_timeout=10s;`)
    .join('\n');
  const upstream = block(deployed, 'upstream canteen').replace(
    /^\s*server 127\.0\.0\.1:\d+[^\n]*\n/gm,
    '',
  );
  const withServers = upstream.replace('{', `{\n${servers}`);
  const port = await freePort();
  const prefix = mkdtempSync(join(tmpdir(), 'canteen-nginx-'));
  mkdirSync(join(prefix, 'logs'));
  writeFileSync(
    join(prefix, 'nginx.conf'),
    `worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/logs/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  ${withServers}
  server {
    listen 127.0.0.1:${port};
    ${block(deployed, 'location /')}
  }
}
`,
  );
  const child: ChildProcess = spawn(
    'nginx',
    [
      '-p',
      prefix,
      '-c',
      join(prefix, 'nginx.conf'),
      '-e',
      join(prefix, 'logs/error.log'),
      '-g',
      'daemon off;',
    ],
    { stdio: ['ignore', 'inherit', 'inherit'] },
  );
  // Ready when it answers (the processes' liveness route, through the proxy).
  const origin = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries += 1) {
    try {
      if ((await fetch(`${origin}/health/live`)).ok) break;
    } catch {
      // not listening yet
    }
    if (tries > 100 || child.exitCode !== null) throw new Error('nginx did not start');
    await new Promise((done) => setTimeout(done, 50));
  }
  return {
    origin,
    stop: () =>
      new Promise<void>((done) => {
        const finish = () => {
          rmSync(prefix, { recursive: true, force: true });
          done();
        };
        if (child.exitCode !== null) return finish();
        child.once('exit', finish);
        child.kill('SIGQUIT');
      }),
  };
}
