import { DEFECT_KINDS } from '../../protocol/task';
import type { EpisodeView } from '../utils/episodeView';

export type Props = { view: EpisodeView };

/** The doc's steps, the current one marked, each with its verdict badge once it has one. */
export function StepList({ view }: Props) {
  return (
    <ol class="steps" aria-label="Doc steps">
      {view.steps.map((s) => {
        const verdict = view.verdicts[s.index];
        const current = view.current === s.index;
        return (
          <li key={s.index} value={s.index} class={current ? 'current' : ''} aria-current={current ? 'step' : undefined} data-step={s.index}>
            {s.text}
            {verdict && (
              <span class={`badge ${verdict.kind === 'pass' ? 'pass' : DEFECT_KINDS.includes(verdict.kind) ? 'defect' : ''}`} data-verdict={verdict.kind} title={verdict.actual ?? ''}>
                {verdict.kind}
              </span>
            )}
          </li>
        );
      })}
    </ol>
  );
}
