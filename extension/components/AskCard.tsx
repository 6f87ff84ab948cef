import { useState } from 'preact/hooks';
import type { EventData } from '../utils/internal';

export type Props = { ask: EventData<'episode.ask'>; onAnswer(answer: string, ref?: string): void };

/**
 * The agent cannot settle a step alone: it shows what it weighed. The person picks one of the candidates, says none
 * of them is meant, or answers in their own words.
 */
export function AskCard({ ask, onAnswer }: Props) {
  const [text, setText] = useState('');
  return (
    <section class="card" aria-label="Question from the agent">
      <h2>The agent asks{ask.docStep !== null ? ` (step ${ask.docStep})` : ''}</h2>
      <p>{ask.question}</p>
      <ul class="candidates">
        {ask.candidates.map((c) => (
          <li key={`${c.ref ?? ''}:${c.name}`}>
            <button type="button" onClick={() => onAnswer(c.name, c.ref)}>{c.name}</button>
          </li>
        ))}
      </ul>
      <button type="button" onClick={() => onAnswer('none of these')}>None of these</button>
      <label>
        Your answer
        <input value={text} onInput={(e) => setText(e.currentTarget.value)} />
      </label>
      <button type="button" disabled={!text.trim()} onClick={() => onAnswer(text.trim())}>Send answer</button>
    </section>
  );
}
