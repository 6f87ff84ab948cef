/**
 * Fusion's `onChange` props are typed loosely (a Select passes `DataSourceItem | DataSourceItem[]`, an Input
 * `string | number`). At runtime they pass the value the widget holds; this types the handler as the page
 * uses it.
 */
export function onValue<T>(fn: (v: T) => void): (v: unknown) => void {
  return (v) => fn(v as T);
}
