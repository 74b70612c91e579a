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
