import { z } from 'zod';

/** A machine size category. The size is text ("20", "32", "40"): kept free, as sellers type it. */
export const categorySchema = z.object({
  _id: z.string(),
  categorySize: z.string(),
  categoryImage: z.string(),
});
export type Category = z.infer<typeof categorySchema>;

/** Size type of a category: 20 = Small, 32 = Medium, anything else Large (docs/product.md). */
export type MachineType = 'Small' | 'Medium' | 'Large';
export function machineType(categorySize: string): MachineType {
  const size = categorySize.trim();
  if (size === '20') return 'Small';
  if (size === '32') return 'Medium';
  return 'Large';
}
