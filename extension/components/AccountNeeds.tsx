import type { MethodResult } from '../../protocol/messages';

type Plan = MethodResult<'episode.plan'>;
type Need = Plan['procedures'][number]['requires'][number];
type Cost = NonNullable<Need['cost']>;

/** The person's choice for the procedure Start runs: required id -> an existing resource's id ('' or absent: create). */
export type Picks = Record<string, string>;

/** One line a person reads for what creating one costs. */
export function costText(cost: Cost | undefined): string {
  if (!cost) return 'price unknown';
  if (cost.kind === 'free') return 'free';
  if (cost.kind === 'pay-as-you-go' && cost.amount !== undefined) return `${cost.currency ?? ''} ${cost.amount}/${cost.unit ?? 'hour'}`.trim();
  return `price unknown: ${cost.note}`;
}

/** The required items Start would create with these picks. */
export const toCreate = (needs: Need[], picks: Picks): Need[] => needs.filter((n) => !picks[n.id]);

/**
 * In the person's own account: for each need of the procedure Start runs, what the account already has of its type
 * (one to pick, or a new one to create), and the approval of what would be created, with what each costs.
 */
export function AccountNeeds(props: {
  account: NonNullable<Plan['account']>;
  needs: Need[];
  words(type: string): string;
  picks: Picks;
  onPick(id: string, cloudId: string): void;
  approved: boolean;
  onApprove(on: boolean): void;
}) {
  const { account, needs, words, picks } = props;
  const creating = toCreate(needs, picks);
  return (
    <div data-testid="account-needs">
      <p class="notice">
        Your account {account.id} ({account.region}): pick what it already has, or let Start create a new one. Nothing is created
        without your approval below; at the end only what the run created is deleted.
      </p>
      {needs.map((n) => (
        <label key={n.id}>
          For {words(n.type)} ({n.id}){n.state ? `, ${n.state}` : ''}
          <select aria-label={`Use for ${n.id}`} value={picks[n.id] ?? ''} onChange={(e) => props.onPick(n.id, e.currentTarget.value)}>
            <option value="">Create a new one ({n.cost?.kind === 'unknown' || !n.cost ? 'price unknown' : costText(n.cost)})</option>
            {(n.existing ?? []).map((e) => (
              <option key={e.id} value={e.id} disabled={!e.fits}>
                {e.name ? `${e.name} ` : ''}
                {e.id}
                {e.state ? ` (${e.state}${e.fits ? '' : `: needs ${n.state}`})` : ''}
              </option>
            ))}
          </select>
          {n.listError && <span class="notice"> could not list: {n.listError}</span>}
        </label>
      ))}
      {creating.length ? (
        <div class="card" role="group" aria-label="Approval">
          <p>Start creates in your account:</p>
          <ul aria-label="To be created">
            {creating.map((n) => (
              <li key={n.id} title={n.cost?.source ? `${n.cost.source} (read ${n.cost.checked ?? 'undated'})` : undefined}>
                {words(n.type)} ({n.id}): {costText(n.cost)}
              </li>
            ))}
          </ul>
          <label>
            <input type="checkbox" checked={props.approved} onChange={(e) => props.onApprove(e.currentTarget.checked)} /> I approve creating these in my account
          </label>
        </div>
      ) : (
        <p class="notice">Nothing is created: every need is picked from your account.</p>
      )}
    </div>
  );
}
