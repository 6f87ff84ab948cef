import { useState } from 'preact/hooks';
import type { MethodResult, RunMode } from '../../protocol/messages';

export type Props = {
  tasks: MethodResult<'task.list'>;
  running: boolean;
  onStart(choice: { taskId?: string; markdown?: string; mode: RunMode }): void;
  onStop(): void;
  onUsePage(): Promise<string>;
};

const MODES: [RunMode, string][] = [['auto', 'Auto'], ['step', 'Step'], ['takeover', 'Take over'], ['record', 'Record']];

/** What to verify (a task, pasted Markdown, or the help-center page in the tab) and how. */
export function RunForm({ tasks, running, onStart, onStop, onUsePage }: Props) {
  const [taskId, setTaskId] = useState('');
  const [markdown, setMarkdown] = useState('');
  const [mode, setMode] = useState<RunMode>('step');
  const ready = Boolean(taskId || markdown.trim());

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
      <fieldset class="radios">
        <legend>Mode</legend>
        {MODES.map(([value, label]) => (
          <label key={value}>
            <input type="radio" name="mode" value={value} checked={mode === value} onChange={() => setMode(value)} /> {label}
          </label>
        ))}
      </fieldset>
      <button type="button" disabled={running || !ready} onClick={() => onStart(taskId ? { taskId, mode } : { markdown, mode })}>
        Start
      </button>
      <button type="button" disabled={!running} onClick={onStop}>
        Stop
      </button>
    </section>
  );
}
