/**
 * The account `aca serve --own-account` is configured with (the person's; in tests an emulator account standing in
 * for it, a signed OpenAPI endpoint like the real cloud). `episode.plan` lists what it already has of each required
 * type (read-only calls) with the cost of creating one; `episode.start` checks the person's picks against it and
 * refuses to create anything there without their approval of exactly what will be created.
 */
import type { MethodParams } from '../../protocol';
import { cloudConfigFor, type Account } from '../cloud/account';
import { checkPicks, listExisting, PickError, readOnlyClient } from '../cloud/existing';
import { quotedCost } from '../cloud/prices';
import { createCloudClient, type CloudClient } from '../cloud/sdk';
import type { Plan } from '../compile/plan';
import type { Task } from '../task/load';

export interface OwnAccount {
  account: Account;
  region: string;
}

/** A refusal with the code the peer sends back. */
export class OwnAccountError extends Error {
  constructor(readonly code: 'approval-required' | 'bad-pick' | 'account-mismatch', message: string) {
    super(message);
    this.name = 'OwnAccountError';
  }
}

/** How the panel names the account: its id, an AccessKey id masked (never a secret). */
export function accountLabel(account: Account): string {
  const id = account.accountId.startsWith('ak:') ? account.accountId.slice(3) : account.accountId;
  return /^LTAI|^STS\./.test(id) ? `${id.slice(0, 4)}****${id.slice(-4)}` : id;
}

/** Attribute values as the OpenAPI takes them; a value still holding a reference (`${vsw.id}`) is left out. */
const stringsOf = (attrs: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(attrs).filter(([, v]) => v !== undefined && !String(v).includes('${')).map(([k, v]) => [k, String(v)]));

export function ownAccountService(own: OwnAccount) {
  let client: CloudClient | undefined;
  const cloud = () => (client ??= createCloudClient(cloudConfigFor(own.account, own.region)));
  let reader: CloudClient | undefined;
  const readCloud = () => (reader ??= readOnlyClient(cloud()));
  // Whose AccessKey it is does not change while the companion runs: asked once (again after a failure).
  let caller: Promise<string> | undefined;
  const callerAccount = () =>
    (caller ??= readCloud()
      .call<{ AccountId?: unknown }>('sts', 'GetCallerIdentity', {})
      .then((who) => {
        if (!who.AccountId) throw new Error('its answer names no AccountId');
        return String(who.AccountId);
      })
      .catch((error: Error) => {
        caller = undefined;
        throw error;
      }));

  return {
    /**
     * The plan with, per required item, what the account has of its type and the cost of a new one, quoted for the
     * attributes its task would create it with (`tasks`: the compiled tasks, in the plan's order).
     */
    async enrich(plan: Plan, tasks: Task[]): Promise<Plan> {
      const lists = new Map<string, ReturnType<typeof listExisting>>();
      const procedures = await Promise.all(
        plan.procedures.map(async (proc, p) => ({
          ...proc,
          requires: await Promise.all(
            proc.requires.map(async (r) => {
              const key = `${r.type}`;
              if (!lists.has(key)) lists.set(key, listExisting(cloud(), r.type, undefined, own.region));
              const attrs = tasks[p]?.front.requires.find((t) => t.id === r.id)?.attributes ?? {};
              const cost = await quotedCost(readCloud(), r.type, stringsOf(attrs), own.region);
              try {
                const { existing } = await lists.get(key)!;
                return { ...r, cost, existing: existing.map((e) => ({ ...e, fits: !r.state || e.state === undefined || e.state === r.state })) };
              } catch (error) {
                return { ...r, cost, listError: (error as Error).message };
              }
            }),
          ),
        })),
      );
      return { ...plan, procedures, account: { id: accountLabel(own.account), region: own.region, endpoint: own.account.endpoint } };
    },

    /**
     * Before anything is created: the picks name existing resources that fit, and the approval names exactly the
     * required items that will be created. Returns the picked resources for the episode.
     */
    async check(task: Task, states: Record<string, string | undefined>, params: MethodParams<'episode.start'>) {
      const picks = params.picks ?? {};
      let picked;
      try {
        picked = await checkPicks(cloud(), task.front.requires, picks, states, own.region);
      } catch (error) {
        if (error instanceof PickError) throw new OwnAccountError('bad-pick', error.message);
        throw error;
      }
      const toCreate = task.front.requires.filter((r) => !picks[r.id]).map((r) => r.id);
      if (toCreate.length) {
        const approved = params.approve?.create;
        const what = toCreate.map((id) => `${id} (${task.front.requires.find((r) => r.id === id)!.type})`).join(', ');
        if (!approved) throw new OwnAccountError('approval-required', `approve.create: Start creates ${what} in your account ${accountLabel(own.account)}; it needs your approval of exactly these (approve.create)`);
        const missing = toCreate.filter((id) => !approved.includes(id));
        const extra = approved.filter((id) => !toCreate.includes(id));
        if (missing.length || extra.length) {
          throw new OwnAccountError(
            'approval-required',
            `approve.create: the approval does not match what Start would create (${what})${missing.length ? `; not approved: ${missing.join(', ')}` : ''}${extra.length ? `; approved but not created: ${extra.join(', ')}` : ''}`,
          );
        }
      }
      return { picked, toCreate };
    },

    /**
     * Before a run in the person's own tab creates anything: the console the tab shows (`tab`, what the page
     * declares; null when it declares none) is signed in to the account whose AccessKey the companion creates with
     * (STS GetCallerIdentity). A different account is refused: the run would create in one account and act in the
     * other. `checked` is false when the tab declared no account (a help-center page): the caller says so.
     */
    async sameAccount(tab: { accountId: string } | null): Promise<{ checked: boolean; accountId: string }> {
      let accountId: string;
      try {
        accountId = await callerAccount();
      } catch (error) {
        throw new OwnAccountError('account-mismatch', `could not tell whose AccessKey the companion holds (STS GetCallerIdentity: ${(error as Error).message}), so nothing is created`);
      }
      if (tab && tab.accountId !== accountId) {
        throw new OwnAccountError(
          'account-mismatch',
          `the tab is signed in to Alibaba Cloud account ${tab.accountId}, but the companion's AccessKey (${accountLabel(own.account)}) belongs to account ${accountId}: the run would create in one and act in the other. Sign in to account ${accountId} in this tab, or start aca serve with that account's AccessKey`,
        );
      }
      return { checked: Boolean(tab), accountId };
    },
  };
}
