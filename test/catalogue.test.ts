import { describe, expect, it } from 'vitest';
import { loadTasks } from '../companion/task/load';
import { loadVariants } from '../emulator/variants';
import { isReal, readReadme, renderCatalogue, TASKS_DIR, withCatalogue } from '../bench/catalogue';

describe('tasks/README.md', () => {
  it('lists the tasks and drift variants as they are (npm run tasks:list rewrites the catalogue)', async () => {
    const readme = await readReadme();
    const tasks = await loadTasks([TASKS_DIR]);
    const catalogue = renderCatalogue(tasks, loadVariants());
    expect(catalogue).toContain(`| **all** | ${tasks.filter((t) => !isReal(t)).length} |`);
    expect(withCatalogue(readme, catalogue), 'run `npm run tasks:list`').toBe(readme);
  });

  it('says where the catalogue block is missing', () => {
    expect(() => withCatalogue('# tasks\n', 'x')).toThrow(/no <!-- catalogue:start -->/);
  });
});
