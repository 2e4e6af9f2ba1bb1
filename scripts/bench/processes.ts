import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

/** Server processes started by a bench; always stopped by `stop`, also when the bench fails. */
export interface Processes {
  origins: string[];
  stop(): Promise<void>;
}

export async function startServers(count: number, databaseUrl: string): Promise<Processes> {
  const children: ChildProcess[] = [];
  const stop = async () => {
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null) return resolve();
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
          }),
      ),
    );
  };
  try {
    const origins: string[] = [];
    // One after the other: the first migrates, the next finds the database ready.
    for (let index = 0; index < count; index += 1) {
      const child = spawn(process.execPath, ['--import', 'tsx', join(__dirname, 'serve.ts')], {
        env: { ...process.env, BENCH_DATABASE_URL: databaseUrl },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      children.push(child);
      const port = await new Promise<number>((resolve, reject) => {
        let text = '';
        child.stdout!.on('data', (chunk: Buffer) => {
          text += chunk.toString();
          const match = /LISTENING (\d+)/.exec(text);
          if (match) resolve(Number(match[1]));
        });
        child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
      });
      origins.push(`http://127.0.0.1:${port}`);
    }
    return { origins, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
