// Which console a dated page describes: the product's console generation whose period holds the page's date, else
// the nearest one in months, with today's console as the period after the newest generation (and not before 2023,
// when the help center's current pages begin). `npm run bench:unseen` runs each page it draws on that console.

export interface DatedGeneration {
  id: string;
  product: string;
  /** `2019-02 … 2019-07`, as a generation declares it. */
  period: string;
}

/** The earliest month today's console is taken to cover (the help center's current pages, 2023–2026). */
const TODAY_FROM = 2023 * 12;

const PERIOD = /^(\d{4})-(\d{2})\s*(?:…|\.\.\.|–|-)\s*(\d{4})-(\d{2})$/;
const DATE = /^(\d{4})-(\d{2})(?:-\d{2})?$/;

const month = (y: string, m: string) => Number(y) * 12 + Number(m) - 1;

/** A period as months since year 0, or undefined when it is not written `YYYY-MM … YYYY-MM`. */
export function periodMonths(period: string): { from: number; to: number } | undefined {
  const m = PERIOD.exec(period.trim());
  return m ? { from: month(m[1], m[2]), to: month(m[3], m[4]) } : undefined;
}

/**
 * The generation id a page of `product` dated `date` (`YYYY-MM-DD` or `YYYY-MM`) describes, or null for today's
 * console. Undated pages and products without generations are today's.
 */
export function consoleOfDate(product: string, date: string | undefined, generations: readonly DatedGeneration[]): string | null {
  const d = date ? DATE.exec(date) : null;
  if (!d) return null;
  const at = month(d[1], d[2]);
  const own = generations
    .filter((g) => g.product === product)
    .map((g) => ({ id: g.id as string | null, months: periodMonths(g.period) }))
    .filter((g): g is { id: string | null; months: { from: number; to: number } } => Boolean(g.months));
  if (!own.length) return null;
  const newest = Math.max(...own.map((g) => g.months.to));
  const today = { id: null, months: { from: Math.max(newest + 1, TODAY_FROM), to: Number.POSITIVE_INFINITY } };
  const distance = (p: { from: number; to: number }) => (at < p.from ? p.from - at : at > p.to ? at - p.to : 0);
  // Oldest first, so that a date between two periods at equal distance goes to the earlier console.
  const ranked = [...own.sort((a, b) => a.months.from - b.months.from), today];
  let best = ranked[0];
  for (const g of ranked) if (distance(g.months) < distance(best.months)) best = g;
  return best.id;
}
