import { webTests } from './vitest.shared.ts';

export default webTests('isolated');
