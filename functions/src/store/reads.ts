/**
 * Counts document reads the way Firestore bills them (one per document returned, at least one
 * per query), so the benchmark can show the cost of each page.
 */
let total = 0;

export const documentReads = {
  add(documentsReturned: number) {
    total += Math.max(1, documentsReturned);
  },
  get total() {
    return total;
  },
  reset() {
    total = 0;
  },
};

let written = 0;

/** Counts document writes stored through `commitTogether` (one per write of a batch that committed). */
export const documentWrites = {
  add(writes: number) {
    written += writes;
  },
  get total() {
    return written;
  },
  reset() {
    written = 0;
  },
};
