import { useState } from 'preact/hooks';
import type { EpisodeView } from '../utils/episodeView';

export type RecordInput =
  | { kind: 'thought'; text: string }
  | { kind: 'step'; docStep: number }
  | { kind: 'undo' }
  | { kind: 'finish'; outcome: 'success' | 'unachievable'; reason?: string };

export type Props = { view: EpisodeView; onInput(input: RecordInput): Promise<boolean> };

/**
 * Record mode: the person carries out the procedure in the page while every action is recorded. They say which doc
 * step they are on, may give their thought for the next action, undo the last action, and finish.
 */
export function RecordCard({ view, onInput }: Props) {
  const [step, setStep] = useState(view.steps[0]?.index ?? 1);
  const [thought, setThought] = useState('');
  const [reason, setReason] = useState('');
  const last = view.recorded.at(-1);

  const chooseStep = async (index: number) => {
    if (await onInput({ kind: 'step', docStep: index })) setStep(index);
  };
  const next = view.steps.find((s) => s.index > step);

  return (
    <section class="card" aria-label="Recording">
      <h2>Recording: do the procedure in the page</h2>
      <label>
        Doc step
        <select value={String(step)} onChange={(e) => void chooseStep(Number(e.currentTarget.value))}>
          {view.steps.map((s) => (
            <option key={s.index} value={String(s.index)}>
              {s.index}. {s.text.slice(0, 80)}
            </option>
          ))}
        </select>
      </label>
      <button type="button" disabled={!next} onClick={() => next && void chooseStep(next.index)}>
        Next step
      </button>
      {/* What the companion has taken: actions from now on are recorded under this step. */}
      <p data-testid="demo-step">Actions go to step {step}</p>
      <label>
        Thought for the next action
        <textarea value={thought} onInput={(e) => setThought(e.currentTarget.value)} />
      </label>
      <button type="button" disabled={!thought.trim()} onClick={() => void onInput({ kind: 'thought', text: thought }).then((ok) => ok && setThought(''))}>
        Save thought
      </button>
      <p>
        Recorded actions: <span data-testid="demo-count">{view.recorded.length}</span>
        {last && <> · last: <span data-testid="demo-last">{last.label}</span></>}
      </p>
      <button type="button" disabled={!last} onClick={() => void onInput({ kind: 'undo' })}>
        Undo last action
      </button>
      <p class="hint">Undo drops the action from the recording; put the page back by hand if it changed something.</p>
      <button type="button" onClick={() => void onInput({ kind: 'finish', outcome: 'success' })}>
        Finish: done
      </button>
      <label>
        Why it cannot be done
        <input value={reason} onInput={(e) => setReason(e.currentTarget.value)} />
      </label>
      <button type="button" disabled={!reason.trim()} onClick={() => void onInput({ kind: 'finish', outcome: 'unachievable', reason })}>
        Finish: cannot be done
      </button>
    </section>
  );
}
