/** What a drift variant breaks: the defect kind, and a label or value the broken doc step must name. */
export interface Drift {
  kind: string;
  names: string;
}
