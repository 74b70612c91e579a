import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Where the embedded local stack keeps uploaded pictures (it has no Storage emulator): the
 * emulators' data folder, or LOCAL_UPLOADS_DIR. The folder layout is Cloud Storage's:
 * `{avatars|products}/{uid}/{file}`.
 */
function root(): string {
  if (process.env.LOCAL_UPLOADS_DIR) return process.env.LOCAL_UPLOADS_DIR;
  // functions/{src,lib}/store → the repository root → emulators/data/uploads
  return resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'emulators', 'data', 'uploads');
}

export const localUploads = {
  /**
   * Stores the files of one upload under their names in `{folder}/{ownerUid}/` (the main file
   * first, then its thumbnails) and answers the main file's key.
   */
  async save(folder: string, ownerUid: string, files: { name: string; data: Buffer }[]): Promise<string> {
    const dir = join(root(), folder, ownerUid);
    await mkdir(dir, { recursive: true });
    // `wx`: never overwrite; the names are new anyway.
    for (const file of files) await writeFile(join(dir, file.name), file.data, { flag: 'wx' });
    return `${folder}/${ownerUid}/${files[0]!.name}`;
  },

  async read(key: string): Promise<Buffer | null> {
    try {
      return await readFile(join(root(), key));
    } catch {
      return null;
    }
  },

  /** Removes `{folder}/{ownerUid}/` and every file in it; nothing to remove is no error. */
  async removeFolder(folder: string, ownerUid: string): Promise<void> {
    await rm(join(root(), folder, ownerUid), { recursive: true, force: true });
  },
};
