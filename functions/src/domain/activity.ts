import { commitTogether } from '../store/batch.js';
import { dayKey } from '../store/listing-stats.js';
import { marketStats } from '../store/market-stats.js';
import { logProblem } from './problems.js';

/**
 * People this instance counted active today: a person acting all day costs one write a day, not
 * one a call. Forgotten when the day turns (or past a size no day of one instance reaches).
 */
const counted = new Set<string>();
let countedDay = '';
const FORGET_PAST = 100_000;

/**
 * Counts a person active today as a buyer (they opened, saved, requested or asked about a
 * machine) or as a seller (they listed, edited, answered a request or a buyer), once a day, after
 * their action is stored. A failure loses one count of the overview, never the action: logged.
 */
export async function noteActive(uid: string, side: 'buyer' | 'seller'): Promise<void> {
  const now = Date.now();
  const day = dayKey(now);
  if (day !== countedDay || counted.size > FORGET_PAST) {
    counted.clear();
    countedDay = day;
  }
  const key = `${side}\n${uid}`;
  if (counted.has(key)) return;
  counted.add(key);
  try {
    await commitTogether(marketStats.activeWrites(uid, side, now));
  } catch (error) {
    counted.delete(key);
    logProblem('a person active today was not counted in the marketplace overview', error);
  }
}
