/**
 * What a drift variant breaks: the defect kind, and a label or value the broken doc step must name (one of
 * them, when the variant has tasks in both languages: `['Not Logging', '已关闭']`).
 */
export interface Drift {
  kind: string;
  names: string | string[];
}
