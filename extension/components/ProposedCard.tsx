import { useEffect, useState } from 'preact/hooks';
import { z } from 'zod';
import { ActionSchema, type Action } from '../../protocol/action';
import type { EventData } from '../utils/internal';

export type Decision = 'approve' | 'skip' | 'edit' | 'takeover';
export type Props = { proposed: EventData<'episode.proposed'>; onDecide(decision: Decision, action?: Action): void };

/** The agent's next action waiting for the person: approve it, skip it, send an edited one, or do it by hand. */
export function ProposedCard({ proposed, onDecide }: Props) {
  const [text, setText] = useState(JSON.stringify(proposed.action, null, 2));
  const [error, setError] = useState('');
  useEffect(() => setText(JSON.stringify(proposed.action, null, 2)), [proposed.turn]);

  const sendEdit = () => {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (e) {
      return setError(`not JSON: ${(e as Error).message}`);
    }
    const parsed = ActionSchema.safeParse(json);
    if (!parsed.success) return setError(z.prettifyError(parsed.error));
    setError('');
    onDecide('edit', parsed.data);
  };

  return (
    <section class="card" aria-label="Proposed action">
      <h2>Proposed action (turn {proposed.turn}{proposed.docStep !== null ? `, step ${proposed.docStep}` : ''})</h2>
      {proposed.reason && <p class="alert">{proposed.reason}</p>}
      <p>{proposed.thought}</p>
      <label>
        Action JSON
        <textarea value={text} onInput={(e) => setText(e.currentTarget.value)} />
      </label>
      {error && <p role="alert" class="alert">{error}</p>}
      <button type="button" onClick={() => onDecide('approve')}>Approve</button>
      <button type="button" onClick={() => onDecide('skip')}>Skip</button>
      <button type="button" onClick={sendEdit}>Edit</button>
      <button type="button" onClick={() => onDecide('takeover')}>Take over</button>
    </section>
  );
}
