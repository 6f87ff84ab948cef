/**
 * `aca explore`'s work: read the emulator's catalogue, plan a product's create/read/update/delete tasks, write
 * them as task files under `<out>/tasks/<product>/`, and say which ones the console cannot support and why.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isProductKey, PRODUCT_KEYS } from '../task/products';
import { CatalogError, labelReader, productOf, type Catalog } from './catalog';
import { planProduct, type SkippedTask } from './plan';
import { fileNameOf, renderTask, type Locale } from './render';

export interface WrittenTasks {
  product: string;
  /** The folder holding the task files. */
  dir: string;
  files: string[];
  skipped: SkippedTask[];
}

export async function writeExploredTasks(catalog: Catalog, opts: { product: string; out: string; locale: Locale }): Promise<WrittenTasks> {
  const product = productOf(catalog, opts.product);
  if (!isProductKey(product.key)) {
    throw new CatalogError('unknown-product', `the emulator's product "${product.key}" is not a task product (companion/task/products.ts has ${PRODUCT_KEYS.join(', ')})`);
  }
  const plan = planProduct(catalog, product);
  const label = labelReader(catalog, product, opts.locale === 'zh-CN' ? 'zh' : 'en');
  const dir = path.join(opts.out, 'tasks', product.key);
  await mkdir(dir, { recursive: true });
  const files: string[] = [];
  for (const task of plan.tasks) {
    const file = path.join(dir, fileNameOf(task));
    await writeFile(file, renderTask(task, { product: product.key, locale: opts.locale, label }));
    files.push(file);
  }
  return { product: product.key, dir, files, skipped: plan.skipped };
}
