import type { MethodResult } from '../../protocol/messages';
import { AccountNeeds, type Picks } from './AccountNeeds';

export type Plan = MethodResult<'episode.plan'>;
type Procedure = Plan['procedures'][number];
type Why = { evidence?: { text: string; step?: string; source: string }; confidence?: number };

/** The plan of a pasted doc, as it stands: asked, answered, or refused (with the companion's code). */
export type PlanState = { state: 'asking' } | { state: 'ready'; plan: Plan } | { state: 'refused'; code: string; message: string };

const ACRONYMS = /\b(vpc|eip|slb|clb|alb|nlb|ecs|rds|ram|kms|cdn|nat|oss|dns|ip|acl|ak|sls)\b/g;

/** A resource type in plain words, with its article: `instance` of ecs -> "an ECS instance", `vswitch` -> "a vSwitch". */
export function resourceWords(type: string, product: string): string {
  let words = type.replace(/_/g, ' ').replace(ACRONYMS, (w) => w.toUpperCase()).replace(/\bvswitch\b/g, 'vSwitch');
  if (words === 'instance') words = `${product.toUpperCase()} instance`;
  // "an" before a vowel sound: a vowel, or an acronym's letter read as one (an ECS, an SLB, an RDS).
  const an = /^[aeiou]/i.test(words) || /^[FHLMNRSX][A-Z]/.test(words);
  return `${an ? 'an' : 'a'} ${words}`;
}

function WhyNote({ why }: { why: Why }) {
  if (!why.evidence) return null;
  const where = why.evidence.step ? `step ${why.evidence.step}` : why.evidence.source;
  const sure = why.confidence === undefined ? '' : `, ${Math.round(why.confidence * 100)}% sure`;
  return <span class="why" title={why.evidence.text}> ({where}{sure})</span>;
}

function ProcedureNeeds({ proc, runs }: { proc: Procedure; runs: boolean }) {
  return (
    <div>
      <h3>
        {proc.procedure}
        {runs ? ' (Start runs this one)' : ''}
      </h3>
      <ul aria-label={`What "${proc.procedure}" needs`}>
        {proc.requires.map((r) => (
          <li key={`r-${r.id}`}>
            {resourceWords(r.type, proc.product)}
            {r.state ? `, ${r.state}` : ''}
            <WhyNote why={r} />
          </li>
        ))}
        {proc.inputs.map((i) => (
          <li key={`i-${i.name}`}>
            input {i.name} = {i.value}
            <WhyNote why={i} />
          </li>
        ))}
        {proc.success.map((s, n) => (
          <li key={`s-${n}`}>
            proof: {s.service} {s.event}
            {Object.keys(s.params).length ? ` (${Object.keys(s.params).join(', ')})` : ''}
            <WhyNote why={s} />
          </li>
        ))}
        {proc.judge && (
          <li key="judge">
            proof: a judge reads the page: {proc.judge.rubric}
            <WhyNote why={proc.judge} />
          </li>
        )}
      </ul>
    </div>
  );
}

/** In the person's own account: their picks and approval (AccountNeeds). */
export type AccountChoice = { picks: Picks; onPick(id: string, cloudId: string): void; approved: boolean; onApprove(on: boolean): void };

/** "What this page needs": the compiled plan of a doc without front matter, shown before Start. */
export function NeedsCard(props: { plan: PlanState; provision: boolean; onProvision(on: boolean): void; which: number; onWhich(index: number): void; choice: AccountChoice }) {
  const { plan, provision, onProvision, which, choice } = props;
  const account = plan.state === 'ready' ? plan.plan.account : undefined;
  const chosen = plan.state === 'ready' ? plan.plan.procedures[which] : undefined;
  return (
    <section aria-label="What this page needs" class="needs">
      <h2>What this page needs</h2>
      {plan.state === 'asking' && <p>Reading the page…</p>}
      {plan.state === 'refused' && (
        <p data-testid="plan-refused" data-code={plan.code}>
          {plan.code === 'no-catalogue'
            ? 'Not known here: the companion has no catalogue to work this out. Nothing is created: Start runs the doc as it is, and its success is not judged.'
            : `Not known: ${plan.message}`}
        </p>
      )}
      {plan.state === 'ready' && (
        <>
          {plan.plan.procedures.length > 0 && plan.plan.provision === 'none' && (
            <p class="notice" data-testid="creates-nothing">
              Nothing is created here: the companion runs without an emulator and without your account (aca serve
              --own-account). Start runs the doc in this tab as it is, and its success is not judged.
            </p>
          )}
          {plan.plan.procedures.length > 0 && plan.plan.provision !== 'none' && (
            <label>
              <input type="checkbox" checked={provision} onChange={(e) => onProvision(e.currentTarget.checked)} />{' '}
              {account ? `Run it in my account with what it needs` : 'Create what it needs in the emulator'}
            </label>
          )}
          {plan.plan.procedures.length > 0 && plan.plan.provision !== 'none' && (
            <p class="notice">
              {provision
                ? account
                  ? 'Start uses what you pick, creates the rest once you approve it, runs the chosen procedure and judges it by ActionTrail.'
                  : 'Start creates these in a new emulator account, runs the chosen procedure there and judges it by ActionTrail.'
                : 'Unticked, nothing is created: Start runs the doc in this tab as it is, and its success is not judged.'}
            </p>
          )}
          {provision && plan.plan.procedures.length > 1 && (
            <label>
              Procedure to run
              <select value={String(which)} onChange={(e) => props.onWhich(Number(e.currentTarget.value))}>
                {plan.plan.procedures.map((proc, i) => (
                  <option key={proc.taskId} value={String(i)}>
                    {proc.procedure}
                  </option>
                ))}
              </select>
            </label>
          )}
          {provision && account && chosen && (
            <AccountNeeds account={account} needs={chosen.requires} words={(type) => resourceWords(type, chosen.product)} {...choice} />
          )}
          {plan.plan.procedures.map((proc, i) => (
            <ProcedureNeeds key={proc.taskId} proc={proc} runs={i === which} />
          ))}
          {plan.plan.failures.map((f, i) => (
            <p key={`f-${i}`} class="notice">
              Not compiled{f.procedure ? ` "${f.procedure}"` : ''}: {f.reason}
            </p>
          ))}
          {!plan.plan.procedures.length && <p>Nothing compiled: Start runs the doc as it is, with nothing created and success not judged.</p>}
        </>
      )}
    </section>
  );
}
