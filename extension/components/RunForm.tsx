import { useEffect, useState } from 'preact/hooks';
import type { MethodResult, RunMode } from '../../protocol/messages';
import { toCreate, type Picks } from './AccountNeeds';
import { NeedsCard, type Plan, type PlanState } from './NeedsCard';

export type Props = {
  tasks: MethodResult<'task.list'>;
  running: boolean;
  onStart(choice: { taskId?: string; markdown?: string; mode: RunMode; provision?: boolean; procedure?: number; picks?: Picks; approve?: { create: string[] } }): void;
  onStop(): void;
  onUsePage(): Promise<string>;
  /** Asks the companion what a doc without front matter needs (`episode.plan`). */
  onPlan(markdown: string): Promise<Plan>;
};

/** A task file's opening line: such a doc says itself what it needs (the companion's test is the same). */
const FRONT_MATTER = /^\uFEFF?---[ \t]*\r?\n/;

const MODES: [RunMode, string][] = [['auto', 'Auto'], ['step', 'Step'], ['takeover', 'Take over'], ['record', 'Record']];

/** What to verify (a task, pasted Markdown, or the help-center page in the tab) and how. */
export function RunForm({ tasks, running, onStart, onStop, onUsePage, onPlan }: Props) {
  const [taskId, setTaskId] = useState('');
  const [markdown, setMarkdown] = useState('');
  const [mode, setMode] = useState<RunMode>('step');
  const [plan, setPlan] = useState<PlanState | null>(null);
  const [provision, setProvision] = useState(false);
  const [picks, setPicks] = useState<Picks>({});
  const [approved, setApproved] = useState(false);
  // Which of the plan's procedures Start runs.
  const [which, setWhich] = useState(0);
  const ready = Boolean(taskId || markdown.trim());
  // In the person's own account: what Start would create, which needs their approval first.
  const account = plan?.state === 'ready' ? plan.plan.account : undefined;
  const needs = plan?.state === 'ready' ? (plan.plan.procedures[which]?.requires ?? []) : [];
  const chosen = Object.fromEntries(Object.entries(picks).filter(([, v]) => v));
  const creating = toCreate(needs, chosen).map((n) => n.id);
  const blocked = Boolean(provision && account && creating.length && !approved);
  const wantsPlan = !taskId && Boolean(markdown.trim()) && !FRONT_MATTER.test(markdown);

  // A doc without front matter: ask what it needs once the text rests (a paste, "Use this page", a pause in typing);
  // an answer for an older text is dropped.
  useEffect(() => {
    if (!wantsPlan) return void setPlan(null);
    let current = true;
    setPlan({ state: 'asking' });
    setProvision(false);
    setPicks({});
    setApproved(false);
    setWhich(0);
    const timer = setTimeout(() => {
      onPlan(markdown).then(
        (answer) => current && setPlan({ state: 'ready', plan: answer }),
        (error: Error & { code?: string }) => current && setPlan({ state: 'refused', code: error.code ?? 'error', message: error.message }),
      );
    }, 400);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [markdown, wantsPlan]);

  return (
    <section aria-label="Run">
      <label>
        Task
        <select value={taskId} onChange={(e) => setTaskId(e.currentTarget.value)}>
          <option value="">(none: use the Markdown below)</option>
          {tasks.map((t) => (
            <option key={t.id} value={t.id}>
              {t.title} ({t.id})
            </option>
          ))}
        </select>
      </label>
      <label>
        Doc Markdown
        <textarea value={markdown} disabled={Boolean(taskId)} onInput={(e) => setMarkdown(e.currentTarget.value)} />
      </label>
      <button type="button" disabled={Boolean(taskId)} onClick={() => void onUsePage().then(setMarkdown)}>
        Use this page
      </button>
      {plan && (
        <NeedsCard
          plan={plan}
          provision={provision}
          onProvision={setProvision}
          which={which}
          // Another procedure needs other things: its own picks and approval.
          onWhich={(i) => (setWhich(i), setPicks({}), setApproved(false))}
          choice={{
            picks,
            // A changed pick changes what is created: approve again.
            onPick: (id, cloudId) => (setPicks({ ...picks, [id]: cloudId }), setApproved(false)),
            approved,
            onApprove: setApproved,
          }}
        />
      )}
      <fieldset class="radios">
        <legend>Mode</legend>
        {MODES.map(([value, label]) => (
          <label key={value}>
            <input type="radio" name="mode" value={value} checked={mode === value} onChange={() => setMode(value)} /> {label}
          </label>
        ))}
      </fieldset>
      <button
        type="button"
        disabled={running || !ready || blocked}
        onClick={() =>
          onStart(
            taskId
              ? { taskId, mode }
              : { markdown, mode, ...(provision && plan?.state === 'ready' ? { provision, procedure: which, ...(account ? { picks: chosen, approve: { create: approved ? creating : [] } } : {}) } : {}) },
          )
        }
      >
        Start
      </button>
      <button type="button" disabled={!running} onClick={onStop}>
        Stop
      </button>
    </section>
  );
}
