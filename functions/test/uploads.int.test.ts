import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES, thumbnailUrl } from '../src/contract/index.js';
import { startApi } from './harness.js';
import { drainOwedWork, person, resetEmulators, type Person } from './world.js';

// The local upload route applies the one upload policy table (who may write where, which
// types, how big) on the embedded stack, where there is no Storage emulator.

/** A real 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const files = {
  'a real PNG': { name: 'engine.png', type: 'image/png', data: PNG },
  'a text file named .png': { name: 'engine.png', type: 'image/png', data: Buffer.from('just some text, not a picture') },
  'an oversize file': { name: 'huge.png', type: 'image/png', data: Buffer.concat([PNG, Buffer.alloc(MAX_IMAGE_BYTES)]) },
};
type FileCase = keyof typeof files;
/** Real 1×1 WebP pictures, as the browser sends a picture and its thumbnails. */
const WEBP = Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');
const WEBP_800 = Buffer.concat([WEBP, Buffer.from('800')]);
const WEBP_400 = Buffer.concat([WEBP, Buffer.from('400')]);
type Uploader = 'anonymous' | 'buyer' | 'seller' | "another user's folder";

const expected: Record<'avatar' | 'product', Record<Uploader, Record<FileCase, number>>> = {
  avatar: {
    anonymous: { 'a real PNG': 401, 'a text file named .png': 401, 'an oversize file': 401 },
    buyer: { 'a real PNG': 201, 'a text file named .png': 415, 'an oversize file': 413 },
    seller: { 'a real PNG': 201, 'a text file named .png': 415, 'an oversize file': 413 },
    "another user's folder": { 'a real PNG': 403, 'a text file named .png': 403, 'an oversize file': 403 },
  },
  product: {
    anonymous: { 'a real PNG': 401, 'a text file named .png': 401, 'an oversize file': 401 },
    buyer: { 'a real PNG': 403, 'a text file named .png': 403, 'an oversize file': 403 },
    seller: { 'a real PNG': 201, 'a text file named .png': 415, 'an oversize file': 413 },
    "another user's folder": { 'a real PNG': 403, 'a text file named .png': 403, 'an oversize file': 403 },
  },
};

describe('POST /api/uploads: the upload policy on the local stack', () => {
  let api: Awaited<ReturnType<typeof startApi>>;
  let buyer: Person;
  let seller: Person;
  let otherSeller: Person;
  const dir = mkdtempSync(join(tmpdir(), 'uploads-'));

  beforeAll(async () => {
    process.env.LOCAL_UPLOADS_DIR = dir;
    await resetEmulators();
    [buyer, seller, otherSeller] = await Promise.all([person('buyer'), person('seller'), person('seller')]);
    api = await startApi();
  });
  afterAll(async () => {
    await api.close();
    rmSync(dir, { recursive: true, force: true });
  });

  async function upload(purpose: string, who: Uploader, file: { name: string; type: string; data: Buffer }) {
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
    const owner = who === "another user's folder" ? `&owner=${buyer.uid}` : '';
    const token = who === 'anonymous' ? undefined : who === 'buyer' ? buyer.token : seller.token;
    const res = await fetch(`${api.url}/uploads?purpose=${purpose}${owner}`, {
      method: 'POST',
      body: form,
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
    return { status: res.status, body: (await res.json()) as { success: boolean; message: string; data: { url: string } | null } };
  }

  const cases = (['avatar', 'product'] as const).flatMap((purpose) =>
    (Object.keys(expected[purpose]) as Uploader[]).flatMap((who) =>
      (Object.keys(files) as FileCase[]).map((file) => ({ purpose, who, file, status: expected[purpose][who][file] })),
    ),
  );

  it.each(cases)('$purpose × $who × $file → $status', async ({ purpose, who, file, status }) => {
    const before = readdirSync(dir, { recursive: true }).length;
    const { status: actual, body } = await upload(purpose, who, files[file]);
    expect({ status: actual, message: body.message }).toMatchObject({ status });
    expect(body.success).toBe(status === 201);
    const after = readdirSync(dir, { recursive: true }).length;
    if (status !== 201) {
      // A refused upload leaves nothing stored.
      expect(after).toBe(before);
      expect(body.data).toBeNull();
      return;
    }
    // The answer has the first image host's shape, and the picture is served back as stored.
    const url = body.data!.url;
    expect(url).toMatch(new RegExp(`/api/uploads/${purpose === 'avatar' ? 'avatars' : 'products'}/${who === 'buyer' ? buyer.uid : seller.uid}/[0-9a-f-]{36}\\.png$`));
    const served = await fetch(url.replace(/^http:\/\/[^/]+\/api/, api.url));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toContain('immutable');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('refuses a request without the image field, and an unknown purpose, with a clear 400', async () => {
    const form = new FormData();
    form.append('picture', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'a.png');
    const res = await fetch(`${api.url}/uploads?purpose=product`, { method: 'POST', body: form, headers: { Authorization: `Bearer ${seller.token}` } });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toContain('"image"');
    const bad = await upload('banner', 'seller', files['a real PNG']);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('purpose');
  });

  it('answers 404 for a picture that does not exist or a path outside the uploads', async () => {
    expect((await fetch(`${api.url}/uploads/products/abc/00000000-0000-0000-0000-000000000000.png`)).status).toBe(404);
    expect((await fetch(`${api.url}/uploads/..%2F..%2Fpackage.json/x/y`)).status).toBe(404);
  });

  /** A seller's product picture with its thumbnails, as the web app sends them; `owner` names another folder. */
  async function uploadSized(parts: Record<string, Buffer>, owner?: string, token = seller.token) {
    const form = new FormData();
    for (const [field, data] of Object.entries(parts)) form.append(field, new Blob([new Uint8Array(data)], { type: 'image/webp' }), 'picture.webp');
    const res = await fetch(`${api.url}/uploads?purpose=product${owner ? `&owner=${owner}` : ''}`, {
      method: 'POST',
      body: form,
      headers: { Authorization: `Bearer ${token}` },
    });
    return { status: res.status, body: (await res.json()) as { message: string; data: { url: string } | null } };
  }
  const served = (url: string) => fetch(url.replace(/^http:\/\/[^/]+\/api/, api.url));

  it("stores a seller's picture with its 400 and 800 px thumbnails beside it, and serves each", async () => {
    const { status, body } = await uploadSized({ image: WEBP, image_800: WEBP_800, image_400: WEBP_400 });
    expect(status).toBe(201);
    const url = body.data!.url;
    expect(url).toMatch(new RegExp(`/api/uploads/products/${seller.uid}/sized-[0-9a-f-]{36}\\.webp$`));
    for (const [side, bytes] of [[400, WEBP_400], [800, WEBP_800]] as const) {
      const thumbnail = thumbnailUrl(url, side)!;
      expect(thumbnail).toBe(url.replace(/\.webp$/, `_${side}x${side}.webp`));
      const answer = await served(thumbnail);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('image/webp');
      expect(Buffer.from(await answer.arrayBuffer()).equals(bytes)).toBe(true);
    }
    expect(Buffer.from(await (await served(url)).arrayBuffer()).equals(WEBP)).toBe(true);
  });

  it("refuses thumbnails aimed at another seller's folder, and stores nothing", async () => {
    const before = readdirSync(dir, { recursive: true }).length;
    const { status } = await uploadSized({ image: WEBP, image_800: WEBP_800, image_400: WEBP_400 }, otherSeller.uid);
    expect(status).toBe(403);
    expect(readdirSync(dir, { recursive: true }).length).toBe(before);
  });

  it('checks every thumbnail as it checks the picture: a missing one, a fake one or one of another type stores nothing', async () => {
    const before = readdirSync(dir, { recursive: true }).length;
    expect((await uploadSized({ image: WEBP, image_800: WEBP_800 })).status).toBe(400);
    expect((await uploadSized({ image: WEBP, image_800: WEBP_800, image_400: Buffer.from('not a picture') })).status).toBe(415);
    expect((await uploadSized({ image: WEBP, image_800: WEBP_800, image_400: PNG })).status).toBe(400);
    expect((await uploadSized({ image: WEBP, image_800: Buffer.concat([WEBP, Buffer.alloc(MAX_IMAGE_BYTES)]), image_400: WEBP_400 })).status).toBe(413);
    expect(readdirSync(dir, { recursive: true }).length).toBe(before);
  });

  it('has no thumbnail for a picture uploaded alone', async () => {
    const { body } = await upload('product', 'seller', files['a real PNG']);
    const name = body.data!.url.split('/').pop()!.replace('.png', '');
    expect((await fetch(`${api.url}/uploads/products/${seller.uid}/${name}_400x400.png`)).status).toBe(404);
  });

  describe("an account's pictures leave with the account", () => {
    /** Uploads a 1×1 PNG as `who` (their own folder of `purpose`) and answers its address. */
    async function uploadAs(who: Person, purpose: 'avatar' | 'product') {
      const form = new FormData();
      form.append('image', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'engine.png');
      const res = await fetch(`${api.url}/uploads?purpose=${purpose}`, { method: 'POST', body: form, headers: { Authorization: `Bearer ${who.token}` } });
      expect(res.status).toBe(201);
      return ((await res.json()) as { data: { url: string } }).data.url;
    }
    const deleteUser = (admin: Person, uid: string) => fetch(`${api.url}/user/${uid}`, { method: 'DELETE', headers: { Authorization: `Bearer ${admin.token}` } });

    it("an admin deleting a seller removes every picture the seller uploaded (listing photos with their thumbnails, the profile picture), and no one else's", async () => {
      const [admin, leaving, staying] = await Promise.all([person('admin'), person('seller'), person('seller')]);
      const sized = (await uploadSized({ image: WEBP, image_800: WEBP_800, image_400: WEBP_400 }, undefined, leaving.token)).body.data!.url;
      const leavingPictures = [await uploadAs(leaving, 'product'), await uploadAs(leaving, 'avatar'), sized, thumbnailUrl(sized, 400)!, thumbnailUrl(sized, 800)!];
      const stayingPictures = [await uploadAs(staying, 'product'), await uploadAs(staying, 'avatar')];
      for (const url of [...leavingPictures, ...stayingPictures]) expect((await served(url)).status).toBe(200);

      expect((await deleteUser(admin, leaving.uid)).status).toBe(200);
      // The pictures go with the rest of what the account left: the removal's work.
      await drainOwedWork();

      for (const url of leavingPictures) expect((await served(url)).status, url).toBe(404);
      expect(readdirSync(dir, { recursive: true }).some((path) => String(path).includes(leaving.uid))).toBe(false);
      for (const url of stayingPictures) expect((await served(url)).status, url).toBe(200);
    });

    it("a buyer's profile picture goes too, and deleting again answers that it is gone", async () => {
      const [admin, buyerLeaving] = await Promise.all([person('admin'), person('buyer')]);
      const avatar = await uploadAs(buyerLeaving, 'avatar');
      expect((await deleteUser(admin, buyerLeaving.uid)).status).toBe(200);
      await drainOwedWork();
      expect((await served(avatar)).status).toBe(404);
      expect((await deleteUser(admin, buyerLeaving.uid)).status).toBe(404);
    });
  });
});
