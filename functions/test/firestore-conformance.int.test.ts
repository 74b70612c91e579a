import { randomUUID } from 'node:crypto';
import { FieldValue } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { firestore } from '../src/store/db.js';

// What the marketplace's guards rely on, checked against whichever Firestore emulator the run
// uses (the Node one here, the official one where Java 21 runs it), so that a difference from
// production shows as a failing test here rather than as a race that slips through.

const col = () => firestore().collection(`conformance-${randomUUID().slice(0, 8)}`);
const code = async (work: Promise<unknown>) => ((await work.then(() => null, (e: { code?: number }) => e)) as { code?: number } | null)?.code;

describe('the Firestore the tests run on', () => {
  it('fails a create() of an existing document with ALREADY_EXISTS', async () => {
    const ref = col().doc('a');
    await ref.create({ n: 1 });
    expect(await code(ref.create({ n: 2 }))).toBe(6);
    expect((await ref.get()).get('n')).toBe(1);
  });

  it('fails an update() and a delete({ exists: true }) of a missing document with NOT_FOUND', async () => {
    const ref = col().doc('missing');
    expect(await code(ref.update({ n: 1 }))).toBe(5);
    const batch = firestore().batch();
    batch.delete(ref, { exists: true });
    expect(await code(batch.commit())).toBe(5);
  });

  it('applies a batch all or none: a failed create() late in a batch keeps its earlier writes out', async () => {
    const c = col();
    await c.doc('taken').create({ n: 1 });
    const batch = firestore().batch();
    batch.set(c.doc('first'), { n: 1 });
    batch.update(c.doc('taken'), { n: 2 });
    batch.create(c.doc('taken'), { n: 3 });
    expect(await code(batch.commit())).toBe(6);
    expect((await c.doc('first').get()).exists).toBe(false);
    expect((await c.doc('taken').get()).get('n')).toBe(1);
  });

  it('applies a batch all or none: a failed update() late in a batch keeps its earlier writes out', async () => {
    const c = col();
    const batch = firestore().batch();
    batch.create(c.doc('guard'), { at: 1 });
    batch.update(c.doc('missing'), { n: 2 });
    expect(await code(batch.commit())).toBe(5);
    expect((await c.doc('guard').get()).exists).toBe(false);
  });

  it('judges a write by the writes before it in the same batch (create, then update, of one document)', async () => {
    const c = col();
    const batch = firestore().batch();
    batch.create(c.doc('new'), { n: 1 });
    batch.update(c.doc('new'), { n: 2 });
    await batch.commit();
    expect((await c.doc('new').get()).get('n')).toBe(2);
  });

  it('replaces a document on set() without merge, and merges it with { merge: true }', async () => {
    const ref = col().doc('set');
    await ref.set({ a: 1, b: 2 });
    await ref.set({ c: 3 });
    expect((await ref.get()).data()).toEqual({ c: 3 });
    const batch = firestore().batch();
    batch.set(ref, { d: 4 }, { merge: true });
    await batch.commit();
    expect((await ref.get()).data()).toEqual({ c: 3, d: 4 });
  });

  it('removes a field on FieldValue.delete()', async () => {
    const ref = col().doc('delete-field');
    await ref.set({ a: 1, b: 2 });
    await ref.update({ a: FieldValue.delete() });
    expect((await ref.get()).data()).toEqual({ b: 2 });
    await ref.set({ b: FieldValue.delete(), c: 3 }, { merge: true });
    expect((await ref.get()).data()).toEqual({ c: 3 });
  });

  it('of two batches that create the same document at once, commits exactly one', async () => {
    for (let trial = 0; trial < 20; trial++) {
      const c = col();
      const attempt = (n: number) => {
        const batch = firestore().batch();
        batch.create(c.doc('guard'), { n });
        batch.set(c.doc(`effect-${n}`), { n });
        return batch.commit().then(() => 'ok', (e: { code?: number }) => e.code);
      };
      const results = await Promise.all([attempt(1), attempt(2)]);
      expect(results.filter((r) => r === 'ok')).toHaveLength(1);
      expect(results.filter((r) => r === 6)).toHaveLength(1);
      const effects = await c.where('n', 'in', [1, 2]).get();
      expect(effects.docs.map((d) => d.id).sort()).toEqual(['guard', `effect-${(await c.doc('guard').get()).get('n')}`].sort());
    }
  });
});
