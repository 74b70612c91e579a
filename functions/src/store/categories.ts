import type { Category } from '../contract/index.js';
import { withId } from './converter.js';
import { firestore } from './db.js';
import { withDeadline } from './deadline.js';
import { documentReads } from './reads.js';

const converter = withId<Category>((d) => ({ categorySize: String(d.categorySize), categoryImage: String(d.categoryImage ?? '') }));

const collection = () => firestore().collection('categories').withConverter(converter);

export const categoriesStore = {
  /** Every category, smallest size first (a handful of documents, so sorted here by number). */
  async list(): Promise<Category[]> {
    const snap = await withDeadline(collection().get());
    documentReads.add(snap.size);
    const size = (c: Category) => Number.parseFloat(c.categorySize) || Number.MAX_VALUE;
    return snap.docs.map((d) => d.data()).sort((a, b) => size(a) - size(b) || a.categorySize.localeCompare(b.categorySize));
  },
  async put(category: Category): Promise<void> {
    await withDeadline(collection().doc(category._id).set(category));
  },
};
