// Console generations (CONTRACTS.md): a product's earlier console, chosen per account like a variant, as data over
// today's console: labels it words otherwise, navigation entries it places otherwise, and patches to the page
// descriptions. It names the help-center pages it was rebuilt from, with their dates.
import type { Label, NavEntry } from '../src/lib/vocabulary';
import { applyPatches, type PagePatch } from './patch';
import type { PageSpec } from './spec';

/** `ecs@2019`, `ecs@2024-06`: the product key and the year (and month) the console was current. */
export const GENERATION_ID = /^([a-z][a-z0-9]*)@(\d{4})(?:-(\d{2}))?$/;

export type GenerationSource = { url: string; date: string };

/** A dated page of a help-center repository (`AlibabaCloudDocs/<repo>` at a commit): the URL a source names. */
export const docsRepoUrl = (repo: string, path: string, commit: string) => `https://github.com/AlibabaCloudDocs/${repo}/blob/${commit}/${path}`;

/** `docsRepoUrl` for one repository: `const repo = docsRepo('oss')`, then `repo(path, commit)`. */
export const docsRepo = (repo: string) => (path: string, commit: string) => docsRepoUrl(repo, path, commit);

export type Generation = {
  id: string;
  /** The product key (the task `product`): `ecs`. */
  product: string;
  /** When this console was current, as the dated pages show it: `2018-11 … 2019-08`. */
  period: string;
  /** The help-center pages it follows: a URL (or `repo:path@commit`) and the page's date. */
  sources: GenerationSource[];
  /** One or two sentences: what differs from today's console. */
  note: string;
  /** Labels it words differently, and labels of its own pages. */
  labels?: Record<string, Label>;
  /** Navigation entries it places differently (matched by key, position kept) or adds; `navRemove`: entries it lacks. */
  nav?: NavEntry[];
  navRemove?: string[];
  /** Behaviour flags that hand-drawn pages test with `flag(name)`, as a variant's do (a product without page descriptions). */
  flags?: string[];
  pages?: PagePatch[];
  /**
   * What its hand-drawn pages call, as a vocabulary file writes it for the catalogue (`GET /__emulator/catalog`
   * with this generation): the create forms and the lists' row actions. Page descriptions need none.
   */
  catalog?: { forms?: HandDrawnForm[]; lists?: HandDrawnList[] };
};

/** A hand-drawn form in the catalogue: the button on a navigation entry's page that opens it, its fields by label key. */
export type HandDrawnForm = {
  key: string;
  nav: string;
  open: string;
  submit: string;
  sections: Array<{ label?: string; action: string; fields: Array<{ label: string; param: string; kind: 'text' | 'select'; value?: string }> }>;
};

/** A hand-drawn list in the catalogue: its id parameter and what its row actions call with the row's id. */
export type HandDrawnList = {
  nav: string;
  id: string;
  rowActions: Array<{ path: string[]; action: string; params: string[]; dialog?: { title: string; confirm: string } }>;
};

/**
 * A generation as its file writes it: the id (`<product>@<year>`, which names its product), the period, the sources
 * as `[url, date]` rows (a repository page's url from `docsRepo`), then the rest.
 */
export function generation(
  id: string,
  period: string,
  sources: Array<[url: string, date: string]>,
  rest: Omit<Generation, 'id' | 'product' | 'period' | 'sources'>,
): Generation {
  const product = generationProduct(id);
  if (!product) throw new Error(`${id}: a generation's id is <product>@<year>`);
  return { id, product, period, sources: sources.map(([url, date]) => ({ url, date })), ...rest };
}

/** Today's pages with a generation's patches applied (today's when `generation` is undefined). */
export function pagesOf(today: readonly PageSpec[], generation: Pick<Generation, 'pages'> | undefined): PageSpec[] {
  return applyPatches(today, generation?.pages ?? []);
}

/** The generation id's product key, or null when the id is not a generation's. */
export function generationProduct(id: string | null | undefined): string | null {
  return (id && GENERATION_ID.exec(id)?.[1]) || null;
}
