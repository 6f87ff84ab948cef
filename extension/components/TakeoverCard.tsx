import type { EventData } from '../utils/internal';

export type Props = { takeover: EventData<'episode.takeover'>; recorded: number; onDone(): void };

/** The person does the step in the page while the content script records; Done hands the actions back. */
export function TakeoverCard({ takeover, recorded, onDone }: Props) {
  return (
    <section class="card" aria-label="Take over">
      <h2>Your turn{takeover.docStep !== null ? `: step ${takeover.docStep}` : ''}</h2>
      <p>{takeover.text}</p>
      <p>Do this step in the page, then click Done. Recorded actions: <span data-testid="recorded-count">{recorded}</span></p>
      <button type="button" onClick={onDone}>Done</button>
    </section>
  );
}
