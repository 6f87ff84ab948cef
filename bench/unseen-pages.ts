// The pages bench:unseen draws from: every page of the corpus's checkouts of products we emulate (both locales, no
// API or SDK reference), in an order fixed by a seed, without the pages the project has seen.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { LOCALES, pagesOf, REPOS } from './corpus';

export interface CorpusPage {
  /** The page's path. */
  file: string;
  /** The repository's checkout. */
  checkout: string;
  /** The page's path inside the checkout. */
  relative: string;
  repo: string;
}

/**
 * The corpus's pages, ordered by a hash of the seed and the page's path (a page keeps its place when others are
 * added), leaving out `seen` (`repo/file name`); only `repos` when given.
 */
export function drawPages(corpus: string, seed: string, seen: ReadonlySet<string>, repos?: readonly string[]): CorpusPage[] {
  const pages: Array<CorpusPage & { rank: string }> = [];
  for (const repo of readdirSync(corpus).sort()) {
    const checkout = path.join(corpus, repo);
    if (!REPOS[repo] || (repos?.length && !repos.includes(repo)) || !statSync(checkout).isDirectory()) continue;
    for (const folder of Object.keys(LOCALES)) {
      const dir = path.join(checkout, folder);
      if (!existsSync(dir)) continue;
      for (const file of pagesOf(dir)) {
        if (seen.has(`${repo}/${path.basename(file)}`)) continue;
        const relative = path.relative(checkout, file);
        const rank = createHash('sha256').update(`${seed}\n${repo}/${relative}`).digest('hex');
        pages.push({ file, checkout, relative, repo, rank });
      }
    }
  }
  return pages.sort((a, b) => a.rank.localeCompare(b.rank)).map(({ rank: _rank, ...page }) => page);
}
