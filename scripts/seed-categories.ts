// `npm run seed:categories -- --project <id>`: writes the three size categories (20, 32, 40) of
// the catalog to a real project (or, with a demo- project, to the running emulators). Never any
// demo account, product or booking. Fixed ids, so running it again changes nothing.
// On a real project it needs Application Default Credentials (gcloud auth application-default login).
import { projectArg } from './project-arg.js';

const { project } = projectArg(process.argv.slice(2), 'npm run seed:categories -- --project <project-id>');

const { categoriesStore } = await import('../functions/src/store/categories.js');
const { seedCategories } = await import('../emulators/seed/data.js');

try {
  for (const category of seedCategories) await categoriesStore.put(category);
  console.log(`Wrote the size categories ${seedCategories.map((c) => c.categorySize).join(', ')} to ${project}.`);
  process.exit(0);
} catch (error) {
  console.error(`Could not write the categories to ${project}: ${(error as Error).message}`);
  process.exit(1);
}
