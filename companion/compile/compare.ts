/**
 * Whether a compiled task's front matter says the same as a hand-written one (`npm run bench:compile`). Local ids,
 * names, inputs' names and attribute values other than states and references do not matter; what must agree is
 * defined here and in bench/README.md:
 *
 * - `requires` are equivalent when there is a one-to-one pairing of the two lists in which each pair has the same
 *   type, the same state (the type's state attribute, absent meaning its default) and the same references: for each
 *   attribute that refers to another required resource (`VpcId: ${vpc.id}`), the other side has that attribute
 *   referring to the resource paired with it.
 * - `success` rules are equivalent when they pair one to one on service and event, and in each pair every key
 *   parameter of the hand-written rule is in the compiled rule with a value of the same class: a reference to a
 *   required resource (the paired one), or an input. Key parameters are the hand-written rule's parameters whose
 *   value is a reference; literal parameters (`Status: Inactive`) are compared too, but reported apart.
 * A task judged by a rubric (no rules) is equivalent to one that is, and to nothing else.
 */
import type { RequiredResource, SuccessRule, TaskFrontMatter } from '../../protocol/task';
import { parseReference } from '../task/refs';
import { kindOf } from './kinds';

export interface Comparison {
  requires: boolean;
  success: boolean;
  /** Literal parameters of the hand-written rules also present, with the same value, in the compiled ones. */
  literals: { matched: number; total: number };
  /** Why they differ, one line each. */
  differences: string[];
}

type Ref = { kind: 'resource'; id: string } | { kind: 'input' } | { kind: 'literal'; value: string };

function classify(value: unknown): Ref {
  const text = String(value);
  const m = /^\$\{([^}]*)\}$/.exec(text.trim());
  const ref = m ? parseReference(m[1]) : undefined;
  if (ref?.kind === 'resource') return { kind: 'resource', id: ref.id };
  if (ref?.kind === 'input') return { kind: 'input' };
  if (/\$\{inputs\./.test(text)) return { kind: 'input' };
  const inner = /\$\{([A-Za-z][\w-]*)\.[\w.-]+\}/.exec(text);
  if (inner && !text.includes('${inputs.')) return { kind: 'resource', id: inner[1] };
  return { kind: 'literal', value: text.toLowerCase() };
}

const stateOf = (r: RequiredResource): string => {
  const kind = kindOf(r.type);
  if (!kind?.state) return '';
  const value = r.attributes[kind.state.attribute];
  return value === undefined || String(value) === kind.state.default ? '' : String(value);
};

const refsOf = (r: RequiredResource): Array<[string, string]> =>
  Object.entries(r.attributes).flatMap(([k, v]) => {
    const c = classify(v);
    return c.kind === 'resource' ? [[k, c.id] as [string, string]] : [];
  });

/**
 * A pairing of hand-written to compiled resources that respects types, states and references, found by search
 * (lists are short); undefined when there is none.
 */
export function pairRequires(hand: RequiredResource[], compiled: RequiredResource[]): Map<string, string> | undefined {
  if (hand.length !== compiled.length) return undefined;
  const pairs = new Map<string, string>();
  const used = new Set<string>();
  const consistent = (): boolean => {
    for (const h of hand) {
      const c = compiled.find((x) => x.id === pairs.get(h.id));
      if (!c) continue;
      const hr = refsOf(h);
      const cr = refsOf(c);
      if (hr.length !== cr.length) return false;
      for (const [param, target] of hr) {
        const paired = pairs.get(target);
        const other = cr.find(([p]) => p === param);
        if (!other) return false;
        if (paired !== undefined && other[1] !== paired) return false;
      }
    }
    return true;
  };
  const search = (i: number): boolean => {
    if (i === hand.length) return consistent();
    for (const c of compiled) {
      if (used.has(c.id) || c.type !== hand[i].type || stateOf(c) !== stateOf(hand[i])) continue;
      pairs.set(hand[i].id, c.id);
      used.add(c.id);
      if (consistent() && search(i + 1)) return true;
      pairs.delete(hand[i].id);
      used.delete(c.id);
    }
    return false;
  };
  return search(0) ? pairs : undefined;
}

type Same = (handId: string, compiledId: string) => boolean;

function ruleMatches(hand: SuccessRule, compiled: SuccessRule, same: Same, literals: { matched: number; total: number }): string | undefined {
  if (hand.service.toLowerCase() !== compiled.service.toLowerCase() || hand.event !== compiled.event) return `event ${compiled.service} ${compiled.event}, expected ${hand.service} ${hand.event}`;
  for (const [param, value] of Object.entries(hand.params ?? {})) {
    const h = classify(value);
    const got = compiled.params?.[param];
    if (h.kind === 'literal') {
      literals.total++;
      if (got !== undefined && classify(got).kind === 'literal' && String(got).toLowerCase() === h.value) literals.matched++;
      continue;
    }
    if (got === undefined) return `${hand.event}: parameter ${param} is missing`;
    const c = classify(got);
    if (c.kind !== h.kind) return `${hand.event}: ${param} is ${c.kind === 'literal' ? `"${got}"` : `an ${c.kind}`}, expected ${h.kind === 'input' ? 'an input' : `a reference to ${h.id}`}`;
    if (h.kind === 'resource' && c.kind === 'resource' && !same(h.id, c.id)) return `${hand.event}: ${param} refers to ${c.id}, expected the resource that stands for ${h.id}`;
  }
  return undefined;
}

/** Compares a compiled task's front matter with the hand-written one. */
export function compareFront(hand: TaskFrontMatter, compiled: TaskFrontMatter): Comparison {
  const differences: string[] = [];
  const pairs = pairRequires(hand.requires, compiled.requires);
  const requires = Boolean(pairs);
  if (!requires) {
    const show = (rs: RequiredResource[]) => rs.map((r) => `${r.type}${stateOf(r) ? `:${stateOf(r)}` : ''}`).join(', ') || 'nothing';
    differences.push(`requires: ${show(compiled.requires)}; expected ${show(hand.requires)}`);
  }
  // Without a pairing, a reference stands for a resource of the same type.
  const typeOf = (list: RequiredResource[], id: string) => list.find((r) => r.id === id)?.type;
  const same: Same = pairs ? (h, c) => pairs.get(h) === c : (h, c) => typeOf(hand.requires, h) !== undefined && typeOf(hand.requires, h) === typeOf(compiled.requires, c);
  const literals = { matched: 0, total: 0 };
  let success = true;
  if (!hand.success.length || !compiled.success.length) {
    success = !hand.success.length && !compiled.success.length;
    if (!success) differences.push(hand.success.length ? 'success: judged by a rubric, expected ActionTrail rules' : 'success: ActionTrail rules, expected a rubric');
  } else if (hand.success.length !== compiled.success.length) {
    success = false;
    differences.push(`success: ${compiled.success.map((r) => r.event).join(', ')}; expected ${hand.success.map((r) => r.event).join(', ')}`);
  } else {
    const free = [...compiled.success];
    for (const h of hand.success) {
      const reasons: string[] = [];
      const at = free.findIndex((c) => {
        const why = ruleMatches(h, c, same, { matched: 0, total: 0 });
        if (why) reasons.push(why);
        return !why;
      });
      if (at < 0) {
        success = false;
        differences.push(`success: ${reasons[0] ?? `no rule for ${h.event}`}`);
      } else {
        ruleMatches(h, free[at], same, literals);
        free.splice(at, 1);
      }
    }
  }
  return { requires, success, literals, differences };
}
