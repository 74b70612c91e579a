import { randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Where the embedded local stack keeps uploaded pictures (it has no Storage emulator): the
 * emulators' data folder, or LOCAL_UPLOADS_DIR. The folder layout is Cloud Storage's:
 * `{avatars|products}/{uid}/{file}`.
 */
function root(): string {
  if (process.env.LOCAL_UPLOADS_DIR) return process.env.LOCAL_UPLOADS_DIR;
  // functions/{src,lib}/uploads → the repository root → emulators/data/uploads
  return resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'emulators', 'data', 'uploads');
}

export const localUploads = {
  async save(folder: string, ownerUid: string, extension: string, data: Buffer): Promise<string> {
    const name = `${randomUUID()}.${extension}`;
    const path = join(root(), folder, ownerUid, name);
    await mkdir(dirname(path), { recursive: true });
    // `wx`: never overwrite; the name is new anyway.
    await writeFile(path, data, { flag: 'wx' });
    return `${folder}/${ownerUid}/${name}`;
  },

  async read(key: string): Promise<Buffer | null> {
    try {
      return await readFile(join(root(), key));
    } catch {
      return null;
    }
  },
};
