/** Folds the episode log (events from the companion, in order) into what the run view shows. */
import type { StepVerdict, TaskReport } from '../../protocol/report';
import type { RunMode } from '../../protocol/messages';
import type { EventData, PanelEntry } from './internal';

export interface EpisodeView {
  episodeId: string;
  mode: RunMode;
  steps: { index: number; text: string }[];
  current: number | null;
  verdicts: Record<number, StepVerdict>;
  /** The action waiting for approval, if any. */
  proposed: EventData<'episode.proposed'> | null;
  /** The step the person was asked to do by hand, with its position in the log. */
  takeover: (EventData<'episode.takeover'> & { at: number }) | null;
  /** The agent's question waiting for the person's answer, if any. */
  ask: EventData<'episode.ask'> | null;
  finished: TaskReport | null;
  /** Record mode: the actions recorded so far (undone ones removed). */
  recorded: { turn: number; docStep: number | null; label: string }[];
}

/** A short line for a recorded action: `click e12`, `type "web-01" into e14`. */
export function actionLabel(action: EventData<'episode.step'>['action']): string {
  if (!action) return '';
  const where = 'ref' in action && action.ref ? action.ref : 'point' in action && action.point ? `(${action.point.x}, ${action.point.y})` : '';
  if (action.type === 'type') return `type "${action.text}"${where ? ` into ${where}` : ''}`;
  if (action.type === 'select') return `select "${action.option}" in ${where}`;
  if (action.type === 'navigate') return `go to ${action.url}`;
  if (action.type === 'press') return `press ${action.key}`;
  if (action.type === 'scroll') return `scroll ${action.direction}${action.amount ? ` ${action.amount}px` : ''}`;
  if (action.type === 'switch_tab') return `switch to tab ${action.tab}`;
  return `${action.type}${where ? ` ${where}` : ''}`;
}

export function episodeView(entries: PanelEntry[]): EpisodeView | null {
  let view: EpisodeView | null = null;
  entries.forEach((entry, at) => {
    if (entry.event === 'episode.started') {
      const { episodeId, steps, mode } = entry.data;
      view = { episodeId, mode, steps, current: steps[0]?.index ?? null, verdicts: {}, proposed: null, takeover: null, ask: null, finished: null, recorded: [] };
      return;
    }
    const v = view as EpisodeView | null;
    if (!v || !('episodeId' in entry.data) || entry.data.episodeId !== v.episodeId) return;
    switch (entry.event) {
      case 'episode.proposed':
        v.proposed = entry.data.waiting ? entry.data : null;
        if (entry.data.docStep !== null) v.current = entry.data.docStep;
        break;
      case 'episode.step':
        if (v.mode === 'record' && entry.data.action && entry.data.result) v.recorded.push({ turn: entry.data.turn, docStep: entry.data.docStep, label: actionLabel(entry.data.action) });
        if (v.proposed?.turn === entry.data.turn) v.proposed = null;
        if (v.ask?.turn === entry.data.turn) v.ask = null;
        v.takeover = null;
        if (entry.data.docStep !== null) v.current = entry.data.docStep;
        break;
      case 'episode.takeover':
        v.proposed = null;
        v.takeover = { ...entry.data, at };
        if (entry.data.docStep !== null) v.current = entry.data.docStep;
        break;
      case 'episode.ask':
        v.proposed = null;
        v.ask = entry.data;
        if (entry.data.docStep !== null) v.current = entry.data.docStep;
        break;
      case 'episode.steps':
        v.steps = entry.data.steps;
        break;
      case 'episode.undone':
        v.recorded = v.recorded.filter((r) => r.turn !== entry.data.turn);
        break;
      case 'episode.verdict':
        v.verdicts[entry.data.verdict.index] = entry.data.verdict;
        break;
      case 'episode.finished':
        v.finished = entry.data.report;
        v.proposed = v.takeover = v.ask = null;
        v.current = null;
        break;
    }
  });
  return view;
}

export function notices(entries: PanelEntry[]): EventData<'session.notice'>[] {
  return entries.flatMap((e) => (e.event === 'session.notice' ? [e.data] : [])).slice(-3);
}
