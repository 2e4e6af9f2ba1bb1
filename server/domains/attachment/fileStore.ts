import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Where the bytes of uploads live (decision 054): a directory under DATA_DIR by default, or an
// S3-compatible bucket (./objectStorage.ts). Both address a file by its attachment row.

/** What a store needs to find a file: the attachment id and the key it was uploaded under. */
export interface FileRef {
  id: string;
  objectKey: string;
}

export interface FileStore {
  write(ref: FileRef, bytes: Buffer, contentType: string): Promise<void>;
  /** The bytes, or null when the store has no such file. */
  read(ref: FileRef): Promise<Buffer | null>;
  remove(ref: FileRef): Promise<void>;
  exists(ref: FileRef): Promise<boolean>;
  close(): void;
}

/** Files under `root`, named by attachment id (keys are the uploader's choice: never a path). */
export function localFileStore(dataDir: string): FileStore & { root: string } {
  const inMemory = dataDir === 'memory://';
  const root = inMemory
    ? mkdtempSync(join(tmpdir(), 'canteen-uploads-'))
    : join(dataDir, 'uploads');
  mkdirSync(root, { recursive: true });
  const pathOf = (ref: FileRef) => join(root, ref.id);
  return {
    root,
    async write(ref, bytes) {
      const partial = `${pathOf(ref)}.part`;
      await writeFile(partial, bytes, { mode: 0o600 });
      await rename(partial, pathOf(ref));
    },
    async read(ref) {
      try {
        return await readFile(pathOf(ref));
      } catch {
        return null;
      }
    },
    async remove(ref) {
      await rm(pathOf(ref), { force: true });
    },
    async exists(ref) {
      return existsSync(pathOf(ref));
    },
    close() {
      if (inMemory) rmSync(root, { recursive: true, force: true });
    },
  };
}
