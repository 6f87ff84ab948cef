/**
 * What must exist, and in which state, before the first step: the resource the decisive action acts on (unless the
 * action creates it), the other resources the procedure names as objects (its title, the dialog that picks an
 * instance, its prerequisites), and what each of those needs to be created (the provisioner's dependencies: an
 * instance needs a vSwitch and a security group in one VPC). States come from the console: the page description's
 * condition on the control (Stop is enabled for a Running instance), else the verb (Start needs it stopped), else
 * a status the prerequisites name.
 */
import type { RequiredResource } from '../../protocol/task';
import type { ResourceTypeName } from '../cloud/resources/index';
import type { ApiAction, CatalogueProduct, ControlCall } from './catalogue';
import { ALL_KINDS, bindingOf, kindOfParam, defaultBoundTypeOf, kindOn, boundTypesOf, colocationOf, dependenciesOf, dependencyBoundOf, distinctParamsOf, madeWithOf, requiredDefaultsOf, kindOf, kindsOfAction, nameFor, nameParamOf, sameZoneAs, targetAttributesOf, titleStateOf, watchedBy, type Kind, type KindConsole, type On } from './kinds';
import { countOf, givenAttributes } from './counts';
import type { Signal } from './signals';
import { objectOf, stem, wordsOf } from './words';

/** Verbs whose action's noun is what the procedure makes, not what it needs. */
export const CREATING = new Set(['create', 'allocate', 'run', 'import', 'put', 'add', 'publish']);

export interface Need {
  kind: Kind;
  /** Why it is needed. */
  reason: 'target' | 'named' | 'prerequisite' | 'dependency' | 'form';
  evidence: Signal | { kind: 'catalogue'; text: string };
  confidence: number;
  state?: string;
  stateEvidence?: string;
  /** The local id the doc body already uses for it (`${bucket.id}`), when it does. */
  id?: string;
  /** Attributes the provisioner needs to give it a part the procedure acts on (`AccessKey: "true"`). */
  attributes?: Record<string, string>;
  /** The type of another needed resource it is bound to ("the NAT gateway has an EIP associated with it"). */
  boundTo?: ResourceTypeName;
  /** Several of it, each with the values the page gives it ("three A records: 1.1.1.1, 2.2.2.2, 3.3.3.3"). */
  instances?: Array<Record<string, string>>;
}

/**
 * Words of an action's name that make another way of getting its noun, not a part of it: `AllocateEipAddressPro`
 * allocates a specific EIP (a released one back), `AllocateEipSegmentAddress` a contiguous group of EIPs.
 */
const MAKING_QUALIFIERS = /^(?:pro|segment)$/;

/** Whether an action's noun is made by it: `CreateSecurityGroup`, `AllocateEipAddress`, `PutBucket` (not `PutBucketAcl`). */
export function createsItsNoun(action: ApiAction, kind: Kind | undefined): boolean {
  if (!CREATING.has(action.verb) || !kind) return false;
  const rest = action.nouns.filter((n) => !MAKING_QUALIFIERS.test(n)).join('');
  return kind.nouns.some((n) => wordsOf(n).join('') === rest);
}

/** Single words that name one kind whatever the product. */
const DISTINCT = new Set(['vpc', 'vswitch', 'eip', 'bucket', 'cmk', 'snapshot']);

export const PRESENT_CUE = /下有|\b(?:created|exists?|existing|have|has|purchased|running|added|available|enabled|associated|bound|attached)\b|\b(?:create|purchase|buy)\b.*\bfirst\b|已(?:创建|购买|开通|添加|有|存在|启用|运行|绑定|关联)|存在|运行中|先(?:创建|购买)/i;
/** A clause that says something is absent ("and no alert rule uses it", "且没有报警规则在使用它"). */
const ABSENT_CUE = /\bno\b|\bnot\b|\bnone\b|没有|未|无/i;
/** A sentence that opens with a condition ("If …", "如果…", "若…"). */
const CONDITION = /^\s*(?:if|in\s+case)\b|^\s*(?:如果|若|假如|倘若)/i;
/** A clause that says a resource is bound to another. */
const BOUND_CUE = /\b(?:associated|bound|attached)\b|已?(?:绑定|关联)/i;
/** Where a prerequisite sentence's clauses part. */
const CLAUSES = /[，；;]|,\s*(?:and|but)\s|\s(?:and|but)\s+(?=no\b|not\b)|且/;

/** The kinds a phrase names, most specific first ("security group" before "group"). */
export function kindsNamed(words: string[], on: On | undefined): Kind[] {
  const service = on === undefined ? undefined : typeof on === 'string' ? on : on.service;
  // An AccessKey is no key pair and no KMS key; a password policy is the account's setting and a trust policy a
  // role's own document (its AssumeRolePolicyDocument), no RAM policy.
  const text = ` ${words.join(' ')} `.replace(/ access key(?: pair)? /g, ' accesskey ').replace(/ (password|trust) policy /g, ' $1policy ');
  const hits: Array<{ kind: Kind; length: number; at: number }> = [];
  for (const kind of ALL_KINDS) {
    for (const w of kind.words) {
      // A word as common as "group" or "rule" names a resource of the product's own service only.
      if (!w.includes(' ') && !DISTINCT.has(w) && service && kind.service !== service) continue;
      const phrase = ` ${w.split(' ').map(stem).join(' ')} `;
      const at = text.indexOf(phrase);
      if (at >= 0) hits.push({ kind, length: phrase.length, at });
    }
  }
  hits.sort((a, b) => b.length - a.length || Number(b.kind.service === service) - Number(a.kind.service === service));
  const taken: Array<[number, number]> = [];
  const out: Kind[] = [];
  for (const h of hits) {
    if (taken.some(([s, e]) => h.at < e && s < h.at + h.length - 1)) continue;
    // A generic word ("instance", "domain") names a resource of the product's own service when it has one.
    const same = hits.filter((o) => o.at === h.at && o.length === h.length);
    const pick = kindOn(same.find((o) => o.kind.service === service)?.kind ?? h.kind, on);
    if (!out.includes(pick)) out.push(pick);
    taken.push([h.at, h.at + h.length - 1]);
  }
  return out;
}

export interface NeedsInput {
  product: CatalogueProduct;
  action: ApiAction;
  control?: ControlCall;
  signals: Signal[];
  decisive: Signal;
  /** A doc phrase in English (the catalogue's labels for Chinese). */
  toEnglish?: (text: string) => string;
}

/** The resources the procedure needs, targets first, without dependencies (see `withDependencies`). */
export function needsOf({ product, action, control, signals, decisive, toEnglish = (t) => t }: NeedsInput): Need[] {
  const needs: Need[] = [];
  const add = (need: Need) => {
    if (!needs.some((n) => n.kind.type === need.kind.type)) needs.push(need);
  };
  // A row action whose name holds no kind of its service (ECS ConvertNatPublicIpToEip) acts on the row's resource.
  const rowKind = control?.rowParams.map((p) => kindOfParam(p, product)).find((k) => k !== undefined);
  const [noun = rowKind] = kindsOfAction(product, action.name);
  const creates = createsItsNoun(action, noun);
  const asked = targetAttributesOf(product.service, action.name);
  if (noun && !creates) add({ kind: noun, reason: 'target', evidence: decisive, confidence: 0.9, ...(asked ? { attributes: asked } : {}) });
  // For the parts of a noun (`AddUserToGroup`: user and group; `CreateSnapshot` of a disk), the other kinds the
  // action's name holds.
  for (const other of kindsOfAction(product, action.name).slice(1)) {
    if (!creates || other !== noun) add({ kind: other, reason: 'target', evidence: decisive, confidence: 0.7 });
  }
  // What the console needs before it can create the noun: the created kind's dependencies (a security group's VPC).
  if (creates && noun) {
    for (const dep of dependenciesOf(noun.type, product)) {
      const kind = kindOf(dep.type);
      if (kind) add({ kind, reason: 'form', evidence: { kind: 'catalogue', text: `a new ${noun.type} takes ${dep.param}: ${article(dep.type)} ${dep.type} must exist` }, confidence: 0.8 });
    }
    // And what it is made with through another (an SNAT entry translates through an EIP bound to its NAT gateway):
    // the console offers only the addresses bound there.
    for (const part of madeWithOf(noun.type).filter((p) => p.boundTo || p.attributes)) {
      const kind = kindOf(part.type);
      const what = part.boundTo ? `bound to the ${part.boundTo}` : Object.entries(part.attributes ?? {}).map(([k, v]) => `${k} ${v}`).join(', ');
      if (kind) add({ kind, reason: 'form', ...(part.boundTo ? { boundTo: part.boundTo } : {}), ...(part.attributes ? { attributes: part.attributes } : {}), evidence: { kind: 'catalogue', text: `a new ${noun.type} takes ${part.param}: ${article(part.type)} ${part.type} ${what}` }, confidence: 0.7 });
    }
  }
  // Reads (a query) name resources only as values to look for.
  if (action.rw === 'Read') return needs;
  namedIn(product, signals, toEnglish, needs, { noun, creates, action });
  // Making a relation (AssociateEipAddress) needs what the noun is bound to: the one the page names, else the kind
  // the console's bind form offers first (an EIP's ECS instance), or the call has no InstanceId to send.
  const target = noun && !creates ? needs.find((n) => n.kind === noun) : undefined;
  if (target && BINDING.has(action.verb) && !needs.some((o) => bindingOf(noun!.type, o.kind.type))) {
    const type = defaultBoundTypeOf(noun!.type);
    const kind = type && kindOf(type);
    if (kind) needs.push({ kind, reason: 'form', evidence: { kind: 'catalogue', text: `${action.name} binds the ${noun!.type} to ${article(type)} ${type}, which the page leaves to the reader` }, confidence: 0.6 });
  }
  // Undoing a relation (RemoveUserFromGroup, UnassociateEipAddress) needs it made first: the one bound to the other,
  // as the provisioner binds them (kinds.ts `bindingOf`), whatever the prerequisites say.
  if (UNDOING.has(action.verb)) {
    for (const need of [...needs]) {
      let other = needs.find((o) => o !== need && bindingOf(need.kind.type, o.kind.type));
      // Bound to one type only (a secondary ENI to an instance): that one is needed even when the page never names it.
      const only = boundTypesOf(need.kind.type);
      if (!other && only.length === 1 && kindOf(only[0])) {
        other = { kind: kindOf(only[0])!, reason: 'dependency', evidence: { kind: 'catalogue', text: `undoing binds a ${need.kind.type} to a ${only[0]} first` }, confidence: 0.8 };
        needs.push(other);
      }
      if (other && !need.boundTo) need.boundTo = other.kind.type;
    }
  }
  return withoutParts(needs);
}

/**
 * The resources a procedure names as objects: its title's, what a step finds or opens by its ID or name, what it
 * picks from a list, and what its prerequisites say exists. `noun`/`creates`: the decisive action's kind, which a
 * procedure that creates it does not need; `action` absent for a procedure with no decisive call (rubric only).
 */
export function namedIn(product: CatalogueProduct, signals: Signal[], toEnglish: (text: string) => string, needs: Need[], { noun, creates, action }: { noun?: Kind; creates: boolean; action?: ApiAction }): Need[] {
  const push = (need: Need) => {
    if (!needs.some((n) => n.kind.type === need.kind.type)) needs.push(need);
  };
  const service = product.service;
  const on: On = product;
  const title = signals.filter((s) => s.kind === 'title');
  for (const t of title) {
    // A resource the object names before its head qualifies it ("the RAM user password policy"): no object itself.
    const object = objectOf(toEnglish(t.text));
    const qualifiers = object.length > 1 ? kindsNamed(object, on).filter((k) => !kindsNamed(object.slice(-2), on).includes(k)) : [];
    for (const kind of kindsNamed(t.words, on)) {
      if (creates && kind === noun) continue;
      if (kind === noun || qualifiers.includes(kind)) continue;
      // The title's object besides the action's own: "Associate an EIP with an ECS instance".
      if ((action !== undefined && kindIsParamOf(kind, action)) || kind.service === service || title.length) push({ kind, reason: 'named', evidence: t, confidence: 0.6 });
    }
  }
  for (const s of signals.filter((x) => x.kind === 'find' || (x.kind === 'dialog' && x.step !== undefined))) {
    for (const kind of kindsNamed(s.words, on)) if (kind !== noun || !creates) push({ kind, reason: 'named', evidence: s, confidence: 0.5 });
  }
  // The resource a step opens by its ID or name, and what a step picks from a list to add: a word for another
  // service's resource counts when this product's resources are built on it (a CLB's servers are ECS instances).
  for (const s of signals.filter((x) => x.kind === 'open' || x.kind === 'pick')) {
    const own = kindsNamed(s.words, on);
    const kinds = own.length ? own : kindsNamed(s.words, undefined).filter((k) => builtOn(service).includes(k.type));
    // A pick names a resource when the resource is its head ("the servers to add"), not a property ("Instance Type").
    const head = s.words.at(-1) ?? '';
    for (const kind of kinds) {
      if (s.kind === 'pick' && !kind.words.some((w) => stem(w.split(' ').at(-1)!) === head)) continue;
      if (kind === noun && creates) continue;
      push({ kind, reason: 'named', evidence: s, confidence: 0.5 });
      // How many the step (or its note) says the console takes ("only two ECS instances", "两台ECS实例").
      const need = needs.find((n) => n.kind.type === kind.type);
      const count = s.kind === 'pick' && s.detail && need && !need.instances ? countOf(s.detail, kind, (text) => kindsNamed(wordsOf(toEnglish(text)).slice(0, 3), own.length ? on : undefined)) : 1;
      if (need && count > 1) need.instances = Array.from({ length: count }, () => ({}));
    }
  }
  // Each clause of a prerequisite on its own: what it says exists is needed, what it says is absent is not.
  for (const p of signals.filter((x) => x.kind === 'prerequisite')) {
    // A prerequisite set under a condition ("If the ENI is attached to an instance, detach it first") says what to do
    // in a case the reader may not be in: nothing it names is there for that.
    if (CONDITION.test(p.text)) continue;
    const clauses = p.text.split(CLAUSES).filter((c) => c.trim());
    for (const clause of clauses.length > 1 ? clauses : [p.text]) {
      if (!PRESENT_CUE.test(clause) || (clauses.length > 1 && ABSENT_CUE.test(clause))) continue;
      const words = clauses.length > 1 ? wordsOf(toEnglish(clause)) : p.words;
      const kinds = kindsNamed(words, on);
      for (const kind of kinds) if (kind !== noun || !creates) push({ kind, reason: 'prerequisite', evidence: p, confidence: 0.5 });
      // How many it says there are, and the values it gives them ("three A records for the host `www`").
      for (const kind of kinds) {
        const need = needs.find((n) => n.kind === kind);
        if (!need || need.instances) continue;
        const count = countOf(clause, kind, (text) => kindsNamed(wordsOf(toEnglish(text)), on));
        const given = givenAttributes(kind.type, clause, count);
        if (count > 1 || given.some((g) => Object.keys(g).length)) need.instances = given;
      }
      // A clause that says one is bound to another ("has an EIP associated with it", "已绑定EIP") binds them.
      if (!BOUND_CUE.test(clause)) continue;
      for (const kind of kinds) {
        const other = kinds.find((k) => k !== kind && bindingOf(kind.type, k.type));
        const need = needs.find((n) => n.kind === kind);
        if (other && need && !need.boundTo) need.boundTo = other.type;
      }
    }
  }
  return needs;
}

/**
 * A procedure with no decisive call (a rubric only) still works on something: what it opens, finds, picks, names in
 * its title or says exists. A title that makes something ("Create a …", "克隆安全组" is no make) names what it makes,
 * not what it needs.
 */
export function rubricNeeds(product: CatalogueProduct, signals: Signal[], toEnglish: (text: string) => string): Need[] {
  const making = signals.some((s) => s.kind === 'title' && CREATING.has(s.words[0] ?? ''));
  return withoutParts(namedIn(product, making ? signals.filter((s) => s.kind !== 'title') : signals, toEnglish, [], { creates: false }));
}

/** Verbs of the APIs that make a relation between two resources. */
const BINDING = new Set(['associate', 'bind', 'attach']);

/** Verbs of the APIs that undo a relation between two resources. */
const UNDOING = new Set(['remove', 'detach', 'unbind', 'unassociate', 'disassociate', 'revoke', 'leave']);

/**
 * A resource that comes with another one is not created apart when it is only what a form needs: an instance
 * comes with its system disk, so a snapshot of "the disk" of an instance the procedure opens needs the instance.
 */
const PART_OF: Partial<Record<ResourceTypeName, ResourceTypeName>> = { disk: 'instance' };

function withoutParts(needs: Need[]): Need[] {
  return needs.filter((n) => !(n.reason === 'form' && PART_OF[n.kind.type] && needs.some((o) => o.kind.type === PART_OF[n.kind.type])));
}

/** The types a service's own resources depend on, in other services too (an SLB backend server's ECS instance). */
const builtOn = (service: string) => ALL_KINDS.filter((k) => k.service === service).flatMap((k) => dependenciesOf(k.type).map((d) => d.type as string));

const kindIsParamOf = (kind: Kind, action: ApiAction) => kind.nouns.some((n) => action.nouns.join('').includes(wordsOf(n).join('')));

/** The state the target must be in: the page description's condition, the verb, or the prerequisites' status word. */
export function stateOf(need: Need, product: CatalogueProduct, action: ApiAction, signals: Signal[]): { state: string; why: string } | undefined {
  const state = need.kind.state;
  if (!state || need.reason !== 'target') return undefined;
  const conditions = product.states.get(action.name) ?? [];
  for (const c of conditions) {
    if (c.field !== state.attribute && c.field !== 'Status') continue;
    if (c.values.includes(state.default)) return undefined;
    const other = state.others.find((o) => c.values.includes(o));
    if (other) return { state: other, why: `the console enables ${action.name} only when ${c.field} is ${c.values.join(' or ')}` };
  }
  if (['start', 'enable', 'cancel'].includes(action.verb)) {
    return { state: state.others[0], why: `${action.name} acts on a ${need.kind.type} that is not ${state.default}` };
  }
  const asked = titleStateOf(product.service, action.name);
  if (asked && signals.some((s) => s.kind === 'title' && asked.cue.test(s.text))) return { state: asked.state, why: asked.why };
  for (const p of signals.filter((s) => s.kind === 'prerequisite')) {
    const other = state.others.find((o) => p.words.includes(stem(o.toLowerCase())));
    if (other) return { state: other, why: `the prerequisites say: ${p.text}` };
  }
  return undefined;
}

const article = (word: string) => (/^[aeiou]/.test(word) ? 'an' : 'a');

/** Local ids in task files: short, readable, unique. */
const SHORT: Partial<Record<ResourceTypeName, string>> = {
  vswitch: 'vsw', security_group: 'sg', instance: 'vm', oss_bucket: 'bucket', kms_key: 'key', ram_user: 'user', ram_group: 'group',
  ram_role: 'role', cdn_domain: 'dom', alidns_domain: 'domain', alidns_record: 'record', cms_alarm: 'rule', cms_alarm_contact: 'contact',
  cms_alarm_contact_group: 'contact-group', slb_load_balancer: 'clb', db_instance: 'db', db_account: 'account', nat_gateway: 'nat',
  ram_saml_provider: 'idp', cms_monitor_group: 'app-group', cms_metric_rule_template: 'template', cms_site_monitor: 'site', cms_event_rule: 'event-rule',
};
export const localIdOf = (type: ResourceTypeName) => SHORT[type] ?? type.replace(/_/g, '-');

/**
 * `requires` entries for the needs, each after what it depends on: names `aca-${rand}-<id>` (the provisioner's own
 * pattern), ids of the resources before as `${<id>.id}`, the create form's fixed values, the state attribute.
 */
export function requiresFor(needs: Need[], forms: ControlCall[], on?: KindConsole): { requires: RequiredResource[]; needs: Need[] } {
  // Another service's resource (an ECS instance's vSwitch) is of the same console's generation all the same.
  const within = (service: string): On => (on ? { service, controls: on.controls } : service);
  const out: RequiredResource[] = [];
  const all: Need[] = [];
  const ids = new Set<string>();
  const visit = (need: Need): string => {
    const found = out.find((r) => r.type === need.kind.type);
    if (found) return found.id;
    const attributes: Record<string, string> = {};
    // What it is bound to comes first (a snapshot's disk attached to an instance: the instance).
    if (need.boundTo && !out.some((r) => r.type === need.boundTo) && kindOf(need.boundTo)) {
      const partner = needs.find((n) => n.kind.type === need.boundTo);
      visit(partner ?? { kind: kindOf(need.boundTo)!, reason: 'dependency', evidence: { kind: 'catalogue', text: `${article(need.kind.type)} ${need.kind.type} is bound to ${article(need.boundTo)} ${need.boundTo}` }, confidence: 0.8 });
    }
    for (const dep of dependenciesOf(need.kind.type, within(need.kind.service))) {
      const depKind = kindOf(dep.type)!;
      const preset = needs.find((n) => n.kind.type === dep.type);
      const boundTo = dependencyBoundOf(need.kind.type, dep.type);
      const depId = visit(preset ?? { kind: depKind, reason: 'dependency', ...(boundTo ? { boundTo } : {}), evidence: { kind: 'catalogue', text: `${article(need.kind.type)} ${need.kind.type} needs ${article(dep.type)} ${dep.type} (${dep.param})${boundTo ? ` bound to ${article(boundTo)} ${boundTo}` : ''}` }, confidence: 0.9 });
      attributes[dep.param] = `\${${depId}.id}`;
    }
    for (const part of madeWithOf(need.kind.type)) {
      const preset = needs.find((n) => n.kind.type === part.type);
      const partId = visit(preset ?? { kind: kindOf(part.type)!, reason: 'dependency', ...(part.boundTo ? { boundTo: part.boundTo } : {}), evidence: { kind: 'catalogue', text: `${article(need.kind.type)} ${need.kind.type} is made with ${article(part.type)} ${part.type} (${part.param})` }, confidence: 0.8 });
      attributes[part.param] = `\${${partId}.${part.attribute ?? 'id'}}`;
      const made = out.find((r) => r.id === partId);
      if (made) for (const [k, v] of Object.entries(part.attributes ?? {})) made.attributes[k] ??= v;
    }
    const watched = watchedBy(need.kind.type);
    if (watched) {
      const preset = needs.find((n) => n.kind.type === watched.type);
      const watchedId = visit(preset ?? { kind: kindOf(watched.type)!, reason: 'dependency', evidence: { kind: 'catalogue', text: `${article(need.kind.type)} ${need.kind.type} watches ${article(watched.type)} ${watched.type} (${watched.param})` }, confidence: 0.7 });
      attributes[watched.param] = watched.value(`\${${watchedId}.id}`);
      Object.assign(attributes, watched.with);
    }
    const form = forms.find((f) => kindsOfAction(within(need.kind.service), f.action)[0]?.type === need.kind.type && f.action.startsWith('Create'));
    // A fixed value of the create form that must differ between copies (a vSwitch's CIDR block) goes to the first of
    // several only; without it the provisioner picks a free one.
    const fixed: string[] = [];
    for (const field of form?.fields ?? []) {
      if (field.value === undefined || attributes[field.param] || /Name$/.test(field.param)) continue;
      attributes[field.param] = field.value;
      if (distinctParamsOf(need.kind.type).includes(field.param)) fixed.push(field.param);
    }
    let id = need.id ?? localIdOf(need.kind.type);
    for (let n = 2; ids.has(id); n++) id = `${need.id ?? localIdOf(need.kind.type)}${n}`;
    ids.add(id);
    attributes[nameParamOf(need.kind.type)] = nameFor(need.kind.type, `aca-\${rand}-${id}`);
    for (const [param, value] of Object.entries(requiredDefaultsOf(need.kind.type))) attributes[param] ??= value;
    Object.assign(attributes, need.attributes);
    if (need.state && need.kind.state) attributes[need.kind.state.attribute] = need.state;
    const bound = need.boundTo && out.find((r) => r.type === need.boundTo);
    const binding = bound && bindingOf(need.kind.type, need.boundTo!);
    if (bound && binding) {
      attributes[binding.param] = `\${${bound.id}.id}`;
      if (binding.type) attributes[binding.type[0]] = binding.type[1];
    }
    const colocated = colocationOf(need.kind.type);
    const partner = colocated && out.find((r) => r.type === colocated.with);
    const vSwitch = partner && out.find((r) => `\${${r.id}.id}` === partner.attributes.VSwitchId);
    if (colocated && partner && vSwitch) {
      if (colocated.vpc) attributes[colocated.vpc] = String(vSwitch.attributes.VpcId);
      attributes[colocated.vSwitch] = String(partner.attributes.VSwitchId);
    }
    const [first, ...more] = need.instances ?? [];
    out.push({ id, type: need.kind.type, attributes: { ...attributes, ...first } });
    all.push(need);
    for (const extra of more) {
      let copy = `${id}${out.filter((r) => r.type === need.kind.type).length + 1}`;
      while (ids.has(copy)) copy = `${copy}x`;
      ids.add(copy);
      const own = Object.fromEntries(Object.entries(attributes).filter(([param]) => !fixed.includes(param) || need.attributes?.[param] !== undefined));
      out.push({ id: copy, type: need.kind.type, attributes: { ...own, [nameParamOf(need.kind.type)]: nameFor(need.kind.type, `aca-\${rand}-${copy}`), ...extra } });
      all.push(need);
    }
    return id;
  };
  // A resource placed with another (a CLB with its ECS instances) or bound to it (an EIP) comes after it.
  const later = (n: Need) => {
    const colocated = colocationOf(n.kind.type);
    return (colocated && needs.some((o) => o.kind.type === colocated.with)) || (n.boundTo && needs.some((o) => o.kind.type === n.boundTo)) ? 1 : 0;
  };
  // A dependency that must be bound (a snapshot's disk, attached to an instance), when the procedure names it too.
  for (const need of needs) {
    for (const dep of dependenciesOf(need.kind.type, within(need.kind.service))) {
      const boundTo = dependencyBoundOf(need.kind.type, dep.type);
      const preset = boundTo && needs.find((n) => n.kind.type === dep.type);
      if (preset) preset.boundTo ??= boundTo;
    }
  }
  [...needs].sort((a, b) => later(a) - later(b)).forEach(visit);
  // What is used only in its zone (a disk with an instance): the other's vSwitch is made in that zone.
  for (const r of out) {
    const other = sameZoneAs(r.type as ResourceTypeName);
    const partner = other && r.attributes.ZoneId ? out.find((o) => o.type === other) : undefined;
    const vSwitch = partner && out.find((o) => o.type === 'vswitch' && `\${${o.id}.id}` === partner.attributes.VSwitchId);
    if (vSwitch && !vSwitch.attributes.ZoneId) vSwitch.attributes.ZoneId = String(r.attributes.ZoneId);
  }
  return { requires: out, needs: all };
}
