/**
 * One page to tasks, by rule: each console procedure of the page (the reader's `parseProcedures`) becomes a task
 * whose `requires`, `inputs` and `success` are inferred from the procedure and the emulator's catalogue, each item
 * with its evidence and a confidence. Procedures that cannot be compiled are returned as failures with the reason.
 */
import { TaskFrontMatterSchema, type RequiredResource, type SuccessRule } from '../../protocol/task';
import { parseProcedures } from '../doc/procedures';
import type { Procedure } from '../doc/types';
import { escapeLiterals } from '../task/refs';
import { isProductKey, PRODUCTS, productFromText, withoutInstanceNetworkType } from '../task/products';
import type { ApiAction, Catalogue, CatalogueProduct, ControlCall } from './catalogue';
import { auditedInput, auditedNeed, readsEvents } from './audited';
import { bodyReferences, placeReferences, referencedNeed } from './body-refs';
import { DECISIVE_THRESHOLD, nounsOf, rankActions, type Choice } from './decisive';
import { inputsOf, madeUpName } from './inputs';
import { laterActions, listedCreations, undoes } from './later';
import { READER_CHOSEN } from './counts';
import { numberParams } from './numbers';
import { arnParamOf, bindingOf, taggingOf, dependenciesOf, JSON_LIST_PARAMS, kindOf, kindsOfAction, listedParams, madeWithOf, nameParamOf, parentOf, shapeInputValues, partOf, subdomainParamOf, tableOf, urlParamOf, type Kind, type On } from './kinds';
import { createsItsNoun, kindsNamed, needsOf, requiresFor, rubricNeeds, stateOf, type Need } from './requires';
import { accountSettingsStep, consoleAnchor, viewsOnly, workingPlace } from './place';
import { savedOn } from './savedOn';
import { procedureBody, taskId } from './section';
import { allSteps, english, intentsOf, signalsOf, type Signal } from './signals';
import type { CompiledTask, Evidence, Failure, Inferred, PageResult } from './types';
import { CONSOLE_VERBS, NOUN_SYNONYMS, splitName, wordsOf } from './words';

export interface CompileOptions {
  /** The page's help-center URL and date, for `source` (saved HTML says; a docs checkout gives the blob URL). */
  source?: { url: string; updated: string };
  /** Ids already taken (several pages compiled together). */
  taken?: Set<string>;
}

const RELATION_VERBS = new Set(['associate', 'attach', 'add', 'bind', 'join', 'grant', 'unassociate', 'detach', 'remove', 'leave', 'revoke', 'authorize']);

export function evidenceOf(signal: Signal | { kind: 'catalogue'; text: string }): Evidence {
  if (signal.kind === 'catalogue') return { source: 'catalogue', text: signal.text };
  const source = signal.kind === 'title' ? 'title' : signal.kind === 'prerequisite' ? 'prerequisites' : signal.kind === 'result' && signal.step === undefined ? 'result' : 'step';
  return { source, text: signal.sentence ?? signal.text, ...(signal.stepLabel ? { step: signal.stepLabel } : {}) };
}

/** The catalogue product a procedure is about: the console it logs on to, else the one its title names, else the one whose labels it uses most. */
export function productOf(proc: Procedure, catalogue: Catalogue): { product: CatalogueProduct; evidence: Evidence } | undefined {
  const byKey = (key: string | undefined) => {
    if (!key || !isProductKey(key)) return undefined;
    const service = PRODUCTS[key].serviceName;
    return catalogue.product(key) ?? catalogue.products.find((p) => p.service === service);
  };
  // A procedure that opens several consoles works in the one of its last click (CDN's CNAME page: the DNS console).
  const working = workingPlace(proc);
  if (working?.place.kind === 'console' && working.opened > 1) {
    const found = byKey(working.place.product);
    if (found) return { product: found, evidence: { source: 'step', step: working.step, text: `the console the steps work in from step ${working.step}` } };
  }
  for (const step of allSteps(proc.steps)) {
    for (const intent of intentsOf(step)) {
      if (intent.kind === 'open-console' && intent.product) {
        const found = byKey(intent.product);
        if (found) return { product: found, evidence: { source: 'step', step: step.label, text: step.text } };
      }
    }
  }
  for (const text of [proc.title, proc.page, ...proc.prerequisites]) {
    const found = byKey(productFromText(text));
    if (found) return { product: found, evidence: { source: text === proc.title || text === proc.page ? 'title' : 'prerequisites', text } };
  }
  // Else the console whose labels the steps use, a label shared by several consoles counting less, and the
  // resources the title names.
  const labels = allSteps(proc.steps).flatMap((s) => intentsOf(s).flatMap((i) => (i.kind === 'click' ? [i.label] : i.kind === 'navigate' ? i.path : [])));
  const texts = catalogue.products.map((product) => new Set(Object.values(product.labels).flatMap((l) => [l.en.toLowerCase(), l.zh])));
  // A page the steps work on named after a resource of one console only ("在目标Bucket管理页面": OSS) is that console's.
  for (const step of allSteps(proc.steps)) {
    for (const intent of intentsOf(step)) {
      if (intent.kind !== 'section' || intent.scope !== 'page') continue;
      const words = wordsOf(english(intent.label, catalogue, undefined));
      const owners = catalogue.products.filter((product) => kindsNamed(words, product).some((k) => k.service === product.service));
      if (owners.length === 1) return { product: owners[0], evidence: { source: 'step', step: step.label, text: `the ${intent.label} page it works on` } };
    }
  }
  const titled = withoutInstanceNetworkType(`${proc.title} ${proc.page}`);
  const titleText = wordsOf(english(titled, catalogue, undefined));
  const namedBy = catalogue.products.map((product) => kindsNamed(titleText, product).filter((k) => k.service === product.service));
  // And the nouns of its API the title uses ("maintenance window" is an RDS instance's `MaintainTime`), a noun of
  // several products' APIs counting less.
  const titleWords = [...new Set(wordsOf(english(titled, catalogue, undefined)).filter((w) => !CONSOLE_VERBS[w]))];
  const apiNouns = catalogue.products.map((product) => new Set(product.actions.flatMap((a) => nounsOf(a).flat())));
  let best: { product: CatalogueProduct; score: number; text: string } | undefined;
  catalogue.products.forEach((product, i) => {
    const hit = labels.filter((l) => texts[i].has(l.toLowerCase()) || texts[i].has(l));
    let score = hit.reduce((sum, l) => sum + 1 / texts.filter((t) => t.has(l.toLowerCase()) || t.has(l)).length, 0);
    // A word that names a resource of several products ("instance") counts for each of them in part.
    const named = namedBy[i];
    score += named.reduce((sum, k) => sum + 1.5 / namedBy.filter((others) => others.some((o) => o.words.some((w) => k.words.includes(w)))).length, 0);
    score += titleWords.filter((w) => apiNouns[i].has(w)).reduce((sum, w) => sum + 1 / apiNouns.filter((n) => n.has(w)).length, 0);
    if (score > 0 && (!best || score > best.score)) best = { product, score, text: [...named.map((k) => k.type), ...hit].join(', ') };
  });
  const found = best as { product: CatalogueProduct; score: number; text: string } | undefined;
  return found && found.score >= 1.5 ? { product: found.product, evidence: { source: 'step', text: `what the console's labels and the title name: ${found.text}` } } : undefined;
}

/** Compiles every procedure of one page. Never throws for what a page says; bad input is a failure. */
export function compilePage(file: string, markdown: string, catalogue: Catalogue, options: CompileOptions = {}): PageResult {
  const procedures = parseProcedures(markdown);
  const tasks: CompiledTask[] = [];
  const failures: Failure[] = [];
  if (!procedures.length) return { file, tasks, failures: [{ file, code: 'no-procedure', reason: 'the page has no numbered steps (it describes rather than instructs)' }] };
  const taken = options.taken ?? new Set<string>();
  for (const [index, proc] of procedures.entries()) {
    const outcome = compileProcedure(file, markdown, proc, index, procedures, catalogue, taken, options);
    if ('code' in outcome) failures.push(outcome);
    else tasks.push(outcome);
  }
  return { file, tasks, failures };
}

function compileProcedure(
  file: string, markdown: string, proc: Procedure, index: number, all: Procedure[], catalogue: Catalogue, taken: Set<string>, options: CompileOptions,
): CompiledTask | Failure {
  const fail = (code: Failure['code'], reason: string): Failure => ({ file, procedure: proc.title, code, reason });
  if (!proc.console) return fail('not-console', 'its steps run commands or act outside the console, not in it');
  const working = workingPlace(proc);
  if (working?.place.kind === 'elsewhere') return fail('not-console', `its steps up to ${working.step} work on ${working.place.site}'s site, not in an Alibaba Cloud console`);
  const account = accountSettingsStep(proc);
  if (account) return fail('not-console', `its step ${account} works in the account's own menu (behind its picture in the top bar), not in a product console`);
  const found = productOf(proc, catalogue);
  if (!found) return fail('no-product', 'it names no console the emulator has (no "log on to the … console", no product in its title, too few of a console\'s labels)');
  if (!consoleAnchor(proc, catalogue)) return fail('not-console', 'none of its steps opens a console, picks a region or clicks a control a console has: they work in a program or the instance\'s system');
  const { product } = found;
  const toEnglish = (text: string) => english(text, catalogue, product);
  const signals = signalsOf(proc, catalogue, product, all.length === 1);
  const inferred: Inferred[] = [{ item: 'product', what: `${product.key} (${product.service})`, evidence: found.evidence, confidence: 0.9 }];
  const ranked = rankActions(product, signals, toEnglish);
  // A procedure that only looks in the console makes no write call of its own.
  const ranks = ranked[0] && ranked[0].score >= DECISIVE_THRESHOLD && !(ranked[0].action.rw === 'Write' && viewsOnly(proc)) ? ranked[0] : undefined;
  // A setting the console saves on its resource is that resource's call (a listener's access control).
  const saved = ranks && savedOn(product, ranks, signals);
  const choice = saved?.choice ?? ranks;
  const chinese = (markdown.match(/[\u4e00-\u9fff]/g)?.length ?? 0) > markdown.length / 20;

  // The page's own `${...}` that is no reference (a shell variable, a template literal in its code) is escaped as text.
  const body = escapeLiterals(procedureBody(markdown, proc, all));
  const refs = bodyReferences(body);
  let requires: RequiredResource[] = [];
  let success: SuccessRule[] = [];
  let judge: string | null = null;
  const { inputs, inferred: inputItems, names, fields } = inputsOf(proc, toEnglish, product.key);

  if (choice) {
    const control = controlFor(product, choice);
    // A side API the console calls (RAM's SSO page: IMS) acts on none of the product's resources ("UserSso" is no user).
    const acting = choice.action.service && choice.action.service !== product.service ? { ...product, service: choice.action.service } : product;
    const needs = needsOf({ product: acting, action: choice.action, control, signals, decisive: choice.evidence, toEnglish });
    // A query of another service's events needs something of that service, or the trail has none to show.
    const audited = readsEvents(choice.action) ? auditedNeed(product, catalogue, signals, filledValues(proc, signals)) : undefined;
    if (audited && !needs.some((n) => n.kind.type === audited.kind.type)) needs.push(audited);
    // And a filter the reader types takes a value the trail holds.
    for (const [field, key] of readsEvents(choice.action) ? fields : []) {
      const value = auditedInput(field, toEnglish(field));
      const item = value && inputItems.find((i) => i.item === `inputs.${key}`);
      if (value && item) [inputs[key], item.what] = [value.value, `${value.value}: ${value.why}`];
    }
    // An action on a part of a resource (a RAM user's AccessKey pair) needs the owner with that part.
    const part = partOf(product.service, choice.action);
    if (part) {
      let owner = needs.find((n) => n.kind.type === part.owner);
      if (!owner) needs.unshift((owner = { kind: kindOf(part.owner)!, reason: 'target', evidence: choice.evidence, confidence: 0.7 }));
      owner.attributes = { ...part.attributes };
    }
    placeReferences(needs, refs, product, signals);
    for (const need of needs) {
      const state = stateOf(need, product, choice.action, signals);
      if (state) [need.state, need.stateEvidence] = [state.state, state.why];
    }
    const built = requiresFor(needs, product.controls, product);
    requires = built.requires;
    for (const [i, need] of built.needs.entries()) {
      const r = requires[i];
      inferred.push({ item: `requires.${r.id}`, what: `${need.kind.type}${need.reason === 'dependency' ? ` (what ${dependentOf(requires, r.id)} needs)` : ''}${need.boundTo ? `, bound to the ${need.boundTo}` : ''}`, evidence: evidenceOf(need.evidence), confidence: need.confidence });
      if (need.state) inferred.push({ item: `requires.${r.id}.${need.kind.state!.attribute}`, what: `${need.kind.type} ${need.state}`, evidence: { source: 'catalogue', text: need.stateEvidence ?? '' }, confidence: 0.7 });
    }
    // A field the doc has the reader fill that is named as what the action creates ("Database Account" for an
    // RDS account) is its name.
    const [made] = kindsOfAction(product, choice.action.name);
    const named = CREATING_NAME.has(choice.action.verb) && !names.size && made && createsItsNoun(choice.action, made) ? fieldNaming(proc, made, toEnglish) : undefined;
    if (named) {
      const key = camel(toEnglish(named.field));
      inputs[key] ??= madeUpName(key);
      names.set(named.field, key);
      inputItems.push({ item: `inputs.${key}`, what: `the name of the new ${made.type}, which the doc leaves to the reader`, evidence: { source: 'step', step: named.step, text: named.text }, confidence: 0.6 });
    }
    // A field the doc leaves to the reader that is what the action creates ("enter the alias" for CreateAlias)
    // is its name too.
    if (CREATING_NAME.has(choice.action.verb) && !names.size) {
      const same = [...fields].find(([field]) => wordsOf(toEnglish(field)).join(' ') === choice.action.nouns.join(' '));
      if (same) names.set(same[0], same[1]);
    }
    // The console's create form asks for a name the doc may not mention: it is an input all the same.
    if (CREATING_NAME.has(choice.action.verb) && !names.size) {
      const field = control?.fields.find((f) => /Name$/.test(f.param) && f.value === undefined);
      if (field) {
        const key = field.en.toLowerCase().replace(/[^a-z0-9]+(.)/g, (_, c: string) => c.toUpperCase()).replace(/[^a-zA-Z0-9]/g, '') || 'name';
        // The doc may give the value itself ("set **Name** to `web-vpc`"): the rule then expects what it says.
        const given = literalFill(proc, field.en, toEnglish);
        inputs[key] = given ? given.value : madeUpName(key);
        names.set(field.en, key);
        inputItems.push(given
          ? { item: `inputs.${key}`, what: `the value the doc gives for ${field.en}`, evidence: { source: 'step', step: given.step, text: given.text }, confidence: 0.8 }
          : { item: `inputs.${key}`, what: `a value for ${field.en}, which the console's form asks for`, evidence: { source: 'catalogue', text: `${choice.action.name} form: ${field.en} (${field.param})` }, confidence: 0.6 });
      }
    }
    const rule = ruleFor(acting, choice.action, control, built.needs, requires, names, fields, toEnglish, body, signals);
    // What the console saves on the resource's own call, and the number boxes it requires (numbers.ts).
    const more = { ...saved?.params, ...numberParams(proc, control, toEnglish, inputs, inputItems) };
    if (Object.keys(more).length) [rule.rule.params, rule.params] = [{ ...rule.rule.params, ...more }, [...rule.params, ...Object.keys(more)]];
    // A URL the rule names is what the reader enters in the console's URL box.
    const url = Object.values(rule.rule.params ?? {}).find((v) => /^https:\/\/\$\{/.test(String(v)));
    if (url && !Object.values(inputs).includes(String(url))) {
      inputs.url ??= String(url);
      inputItems.push({ item: 'inputs.url', what: 'the URL the doc has the reader enter, on the required resource', evidence: { source: 'step', text: `the page names the path ${pathNamed(body) ?? '/'}` }, confidence: 0.5 });
    }
    const owner = part && requires.find((r) => r.type === part.owner);
    if (part?.param && part.attribute && owner) {
      rule.rule.params = { ...rule.rule.params, [part.param]: `\${${owner.id}.${part.attribute}}` };
      rule.params.push(part.param);
    }
    // A name the doc gives that is built on a required resource ("enter the subdomain `test.${domain.name}`") is
    // the name of what the action creates.
    const [createdKind] = kindsOfAction(product, choice.action.name);
    const builtName = createdKind && createsItsNoun(choice.action, createdKind) ? filledValues(proc, signals).find((f) => /\$\{[\w-]+\.\w+\}/.test(f.value) && !/^\$\{[^}]*\}$/.test(f.value)) : undefined;
    if (createdKind && builtName) {
      rule.rule.params = { ...rule.rule.params, [nameParamOf(createdKind.type)]: builtName.value };
      if (!rule.params.includes(nameParamOf(createdKind.type))) rule.params.push(nameParamOf(createdKind.type));
    }
    // The same creation for each item of a list the decisive step gives, with that item's values.
    const decisiveStep = allSteps(proc.steps).find((s) => s.label === choice.evidence.stepLabel);
    const listed = listedCreations(decisiveStep, choice.action, product);
    success = listed.length ? listed.map((values) => ({ ...rule.rule, params: { ...rule.rule.params, ...values } })) : [rule.rule];
    // A parameter the form requires that the page never gives (a record's host record): the reader's to choose.
    const chosen = createdKind && READER_CHOSEN[createdKind.type];
    if (chosen && createsItsNoun(choice.action, createdKind) && !success.some((r) => r.params?.[chosen.param] !== undefined) && inputs[chosen.input] === undefined) {
      inputs[chosen.input] = chosen.value;
      inputItems.push({ item: `inputs.${chosen.input}`, what: `${chosen.value}: the ${chosen.label} the console requires and the doc leaves to the reader`, evidence: { source: 'catalogue', text: `${choice.action.name}: ${chosen.param}` }, confidence: 0.5 });
    }
    success.forEach((r, i) => inferred.push({ item: `success.${i}`, what: `${r.service} ${r.event}${rule.params.length ? ` with ${rule.params.join(', ')}` : ''}${listed.length ? ` (item ${i + 1} of the list)` : ''}`, evidence: evidenceOf(choice.evidence), confidence: choice.confidence }));
    const controlled = new Set(allSteps(proc.steps).filter((st) => st.intents.some((i) => !['mention', 'configure', 'expect', 'open-console', 'select-region'].includes(i.kind))).map((st) => st.label));
    const extras = laterActions(product, signals, choice, toEnglish, controlled);
    // A later click that undoes the decisive control's action (one dialog both ways) is what the procedure does.
    if (extras.some((e) => undoes(e.action, choice.action))) {
      success = [];
      inferred.splice(inferred.findIndex((i) => i.item === 'success.0'));
    }
    for (const extra of extras) {
      success.push({ service: extra.action.service ?? product.service, event: extra.action.name, ...idParams(extra.action, needs, requires, product), succeeded: true });
      inferred.push({ item: `success.${success.length - 1}`, what: `${product.service} ${extra.action.name}`, evidence: evidenceOf(extra.evidence), confidence: extra.confidence });
    }
  } else {
    const outcome = proc.result?.text ?? allSteps(proc.steps).at(-1)?.text ?? proc.title;
    judge = `The procedure "${proc.title}" was carried out in the ${product.key.toUpperCase()} console as its steps say, and the page then shows what the doc states: ${outcome}`;
    inferred.push({
      item: 'judge',
      what: ranked[0] ? `no API action is clearly the procedure's (best: ${ranked[0].action.name}, score ${ranked[0].score.toFixed(1)} < ${DECISIVE_THRESHOLD})` : 'no API action of the product matches what the procedure does',
      evidence: { source: 'title', text: proc.title },
      confidence: 0.4,
    });
    const refNeeds = refs.map((id) => referencedNeed(id, product, signals)).filter((n): n is Need => Boolean(n));
    // What the steps work on is needed all the same ("click the ID of the target instance"), or the run has no row.
    for (const need of rubricNeeds(product, signals, toEnglish)) if (!refNeeds.some((n) => n.kind.type === need.kind.type)) refNeeds.push(need);
    requires = requiresFor(refNeeds, product.controls, product).requires;
  }
  for (const rule of success) {
    shapeInputValues(rule, inputs);
    // An action that takes its resource by ARN names the required resource's ARN, not its id.
    const arnParam = arnParamOf(rule.service, rule.event);
    const byId = arnParam ? Object.entries(rule.params ?? {}).find(([, v]) => /^\$\{[\w-]+\.id\}$/.test(String(v))) : undefined;
    if (arnParam && byId) {
      const { [byId[0]]: _id, ...rest } = rule.params ?? {};
      rule.params = { ...rest, [arnParam]: String(byId[1]).replace(/\.id\}$/, '.Arn}') };
    }
  }
  // "Enter the name of the RAM role" in a step on a role that exists already is the role's own name, which the
  // reader copies: no value to make up (unless a rule names it).
  for (const [field, key] of fields) {
    const named = /\bname of (?:the|this|that|your)\s+(.+)$/i.exec(toEnglish(field).trim())?.[1];
    const kind = named ? kindsNamed(wordsOf(named), product)[0] : undefined;
    const ruled = success.some((r) => Object.values(r.params ?? {}).some((v) => String(v).includes(`\${inputs.${key}}`)));
    if (!kind || ruled || inputs[key] === undefined || !requires.some((r) => r.type === kind.type)) continue;
    delete inputs[key];
    const at = inputItems.findIndex((i) => i.item === `inputs.${key}`);
    if (at >= 0) inputItems.splice(at, 1);
  }
  inferred.push(...inputItems);
  const usedInputs = Object.fromEntries(Object.entries(inputs));
  const id = taskId(product.key, proc, choice?.action.name, index, taken);
  const front = TaskFrontMatterSchema.parse({
    id,
    title: proc.title,
    product: isProductKey(product.key) ? product.key : 'ecs',
    difficulty: 'standard',
    locale: chinese ? 'zh-CN' : 'en-US',
    start: isProductKey(product.key) ? PRODUCTS[product.key].emulatorPath : '/',
    // The console the catalogue describes for the product: an earlier generation when it was asked for one.
    variant: catalogue.generations.find((g) => g.startsWith(`${product.key}@`)) ?? null,
    requires,
    inputs: usedInputs,
    success,
    judge,
    ...(options.source ? { source: options.source } : {}),
  });
  return { file, procedure: proc.title, front, body, inferred, by: 'rules' };
}

/** The first path the procedure names (`/images/logo.png`, or the path of a URL it gives), if any. */
export function pathNamed(body: string): string | undefined {
  const m = /`(?:https?:\/\/[^\s`/]+)?(\/[^\s`]*)`/.exec(body);
  return m?.[1];
}

/** The values the steps fill in, each with the step's signal. */
function filledValues(proc: Procedure, signals: Signal[]): Array<{ value: string; signal: Signal }> {
  return allSteps(proc.steps).flatMap((step) => {
    const signal = signals.find((s) => s.kind === 'step' && s.stepLabel === step.label);
    return signal ? intentsOf(step).flatMap((i) => (i.kind === 'fill' && i.value ? [{ value: i.value, signal }] : [])) : [];
  });
}

/** The catalogue control that calls the action and matches what the procedure clicks, when there is one. */
function controlFor(product: CatalogueProduct, choice: Choice): ControlCall | undefined {
  const controls = product.controls.filter((c) => c.action === choice.action.name);
  return controls.find((c) => wordsOf(c.path.at(-1) ?? '').join(' ') === choice.evidence.words.join(' ')) ?? controls[0];
}

const dependentOf = (requires: RequiredResource[], id: string) =>
  requires.find((r) => Object.values(r.attributes).some((v) => v === `\${${id}.id}`))?.id ?? 'another resource';

/** The parameter that carries a kind's id in an action: the control's row parameter, else the kind's usual one. */
function paramFor(kind: Kind, action: ApiAction, control?: ControlCall): string {
  const fromControl = control?.rowParams.find((p) => kind.idParams.includes(p));
  if (fromControl) return fromControl;
  if (action.name.startsWith('Batch')) return kind.idParams.find((p) => /s$/.test(p)) ?? kind.idParams[0];
  return kind.idParams[0];
}

// A 2.0-style list parameter (CloudMonitor's `contactGroupIds`) goes as the JSON list the console sends, of one id.
const refTo = (id: string, param: string) => {
  const ref = `\${${id}.${/Name$/.test(param) ? 'name' : 'id'}}`;
  return /^[a-z]\w*Ids$/.test(param) || JSON_LIST_PARAMS.has(param) ? `["${ref}"]` : ref;
};

function idParams(
  action: ApiAction, needs: Need[], requires: RequiredResource[], product: CatalogueProduct, control?: ControlCall, path?: string, named?: (kind: Kind) => boolean,
): { params?: Record<string, string> } {
  const params: Record<string, string> = {};
  const [noun] = kindsOfAction(product, action.name);
  const creates = createsItsNoun(action, noun);
  for (const need of needs) {
    const r = requires.find((x) => x.type === need.kind.type);
    if (!r) continue;
    // A tagging call names the one resource the procedure tags, by ResourceType and ResourceId.1.
    const tagType = need.reason !== 'dependency' && !params.ResourceType ? taggingOf(product.service, action.name, need.kind.type) : undefined;
    if (tagType) {
      Object.assign(params, { ResourceType: tagType, 'ResourceId.1': `\${${r.id}.id}` });
      continue;
    }
    const ofAction = kindsOfAction(product, action.name).includes(need.kind) && !(creates && need.kind === noun);
    // The one a relation binds the target to, named by the page or left to the reader (an EIP's instance).
    const relation = (need.reason === 'named' || (need.reason === 'form' && !creates && !!bindingOf(noun?.type, need.kind.type))) && RELATION_VERBS.has(action.verb);
    // A part the created resource lives on names it by its attribute (a forwarding rule's listener by `ListenerPort`).
    const on = creates && noun ? madeWithOf(noun.type).find((m) => m.type === need.kind.type && m.attributes) : undefined;
    if (on && (params[on.param] = `\${${r.id}.${on.attribute ?? 'id'}}`)) continue;
    const parent = creates && noun ? dependenciesOf(noun.type, product).some((d) => d.type === need.kind.type) : !noun && need.reason !== 'dependency' && need.kind.service === product.service;
    // The parent of a child resource named only within it is named in every call on it (an RDS account's
    // DBInstanceId); an instance's vSwitch and security group are not.
    const ofParent = needs.some((n) => n.reason === 'target' && n.kind.namedById && n.kind !== need.kind && dependencyParams(n.kind).includes(need.kind.idParams[0]) && n.kind.service === need.kind.service);
    if (!ofAction && !relation && !parent && !ofParent) continue;
    if (creates && listedParams(noun?.type).includes(dependenciesOf(noun!.type, product).find((d) => d.type === need.kind.type)?.param ?? '')) continue;
    // A dependency the procedure never names, inside another the created resource takes (a NAT gateway's vSwitch,
    // in its VPC), is not named in the rule: a console may place the resource by the outer one alone.
    if (creates && named && (need.reason === 'dependency' || need.reason === 'form') && !named(need.kind) && !control?.fields.some((f) => need.kind.idParams.includes(f.param)) && withinOther(need.kind, noun!, needs, product)) continue;
    // What a created resource takes from another is the provisioner's dependency parameter (a contact group's
    // `ContactNames.1`), else the parameter that carries that kind's id.
    // Objects a resource serves are named by their URLs on it (a CDN domain's files to refresh).
    const url = urlParamOf(need.kind.type, action);
    if (url) {
      params[url] = `https://\${${r.id}.name}${path ?? '/'}`;
      continue;
    }
    // A subdomain's records as a whole are named by the subdomain: its host on its domain.
    const sub = subdomainParamOf(need.kind.type, action);
    if (sub) {
      const host = String(r.attributes[nameParamOf(need.kind.type)] ?? '');
      const domain = /^\$\{([\w-]+)\./.exec(String(r.attributes.DomainName ?? ''))?.[1];
      if (domain) params[sub] = `${/\$\{/.test(host) ? `\${${r.id}.name}` : host}.\${${domain}.name}`;
      continue;
    }
    // The resource an EIP is bound to is the call's `InstanceId` (and `InstanceType`).
    const bound = need.kind !== noun ? bindingOf(noun?.type, need.kind.type) : undefined;
    const param = bound?.param ?? (creates && noun ? dependenciesOf(noun.type, product).find((d) => d.type === need.kind.type)?.param : undefined) ?? paramFor(need.kind, action, control);
    // An action on no resource the provisioner knows (Cloud Assistant's CreateCommand) takes what the procedure
    // names only where its form has a field for it: Save makes a command of the form, whatever instances it shows.
    if (!noun && !ofAction && !relation && control?.fields.length && !control.rowParams.includes(param) && !control.fields.some((f) => f.param === param || f.param.startsWith(`${param}.`))) continue;
    // An id the API takes inside a JSON list (a backend server's `ServerId` in `BackendServers`) no rule can name.
    if (listedParams(need.kind.type).includes(param)) continue;
    const attribute = need.kind.idAttributes?.[param];
    params[param] = attribute ? `\${${r.id}.${attribute}}` : refTo(r.id, param);
    if (bound?.type) params[bound.type[0]] = bound.type[1];
  }
  // A child made in a table of its parent names the table (an SNAT entry's `SnatTableId`).
  const table = creates ? tableOf(noun?.type) : undefined;
  const parentType = noun && parentOf(noun.type);
  const parent = table && requires.find((r) => r.type === parentType);
  if (table && parent) params[table.param] = `\${${parent.id}.${table.attribute}}`;
  return Object.keys(params).length ? { params } : {};
}

const dependencyParams = (kind: Kind) => dependenciesOf(kind.type).map((d) => d.param);

/** The kind is itself in another dependency of the created resource that the procedure needs (a vSwitch in the VPC). */
const withinOther = (kind: Kind, created: Kind, needs: Need[], on: On) =>
  dependenciesOf(kind.type, on).some((d) => d.type !== kind.type && dependenciesOf(created.type, on).some((c) => c.type === d.type) && needs.some((n) => n.kind.type === d.type));

/** The procedure names a kind of resource: its noun or a word the console uses for it, in any signal. */
function namesKind(signals: Signal[], kind: Kind): boolean {
  const phrases = [...kind.nouns, ...kind.words].map((w) => wordsOf(w)).filter((w) => w.length);
  return signals.some((s) => phrases.some((p) => s.words.some((_, i) => p.every((w, j) => s.words[i + j] === w))));
}

/** The success rule of the decisive action: its id parameters and the name the procedure gives what it creates. */
function ruleFor(
  product: CatalogueProduct, action: ApiAction, control: ControlCall | undefined, needs: Need[], requires: RequiredResource[],
  names: Map<string, string>, fields: Map<string, string>, toEnglish: (text: string) => string, body: string, signals: Signal[],
): { rule: SuccessRule; params: string[] } {
  const params: Record<string, string> = { ...(idParams(action, needs, requires, product, control, pathNamed(body), (kind) => namesKind(signals, kind)).params ?? {}) };
  const [noun] = kindsOfAction(product, action.name);
  if (CREATING_NAME.has(action.verb) && names.size) {
    const nameParam = createdNameParam(action, noun, control);
    // Without the form's field, a name field is the created resource's when it names nothing else: "Name",
    // "Snapshot Name", not "Alias Name" in the Create Key dialog (a key's name parameter is its Description).
    const own = new Set([...(noun?.words ?? []).flatMap((w) => wordsOf(w)), ...(nameParam ? splitName(nameParam) : [])].flatMap((w) => [w, ...(NOUN_SYNONYMS[w] ?? [])]));
    const namesIt = (field: string) => wordsOf(toEnglish(field)).every((w) => w === 'name' || own.has(w));
    const input = [...names.entries()].find(([field]) => control?.fields.some((f) => f.param === nameParam && (f.en === field || f.zh === field))) ?? [...names.entries()].find(([field]) => namesIt(field));
    if (nameParam && input) params[nameParam] = `\${inputs.${input[1]}}`;
  }
  // The other text fields of the form the doc has the reader fill (an alert contact's email): the form's
  // parameter, found by the field's words, whatever value the catalogue's own example gives it.
  if (CREATING_NAME.has(action.verb)) {
    for (const [field, key] of fields) {
      if ([...names.values()].includes(key)) continue;
      const words = wordsOf(toEnglish(field));
      const match = control?.fields.find((f) => f.kind === 'text' && !NAME_PARAM.test(f.param) && !params[f.param] && (f.zh === field || wordsOf(f.en).some((w) => words.includes(w))));
      if (match) params[match.param] = `\${inputs.${key}}`;
    }
  }
  return { rule: { service: action.service ?? product.service, event: action.name, ...(Object.keys(params).length ? { params } : {}), succeeded: true }, params: Object.keys(params) };
}

/** A parameter that names what it is on: `InstanceName`, and the 2.0 APIs' camel-case `name`. */
const NAME_PARAM = /(?:^n|N)ame$/;

const CREATING_NAME = new Set(['create', 'allocate', 'add', 'put', 'run', 'import']);

const camel = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+(.)/g, (_, c: string) => c.toUpperCase()).replace(/[^a-zA-Z0-9]/g, '') || 'name';

/** A field the doc leaves to the reader whose label ends with a word of the kind ("Database Account"). */
function fieldNaming(proc: Procedure, kind: Kind, toEnglish: (text: string) => string) {
  const endings = kind.words.map((w) => wordsOf(w).join(' '));
  for (const step of allSteps(proc.steps)) {
    for (const intent of intentsOf(step)) {
      if (intent.kind !== 'fill' || intent.value !== '' || !intent.field) continue;
      const words = wordsOf(toEnglish(intent.field)).join(' ');
      if (endings.some((e) => e && (words === e || words.endsWith(` ${e}`)))) return { field: intent.field, step: step.label, text: step.text };
    }
  }
  return undefined;
}

/** A step that fills the field (by its English label) with a value written in the doc. */
function literalFill(proc: Procedure, label: string, toEnglish: (text: string) => string) {
  const wanted = label.toLowerCase();
  for (const step of allSteps(proc.steps)) {
    for (const intent of intentsOf(step)) {
      if (intent.kind === 'fill' && intent.value && toEnglish(intent.field).toLowerCase() === wanted) return { value: intent.value, step: step.label, text: step.text };
    }
  }
  return null;
}

/** The parameter that names what an action creates: the form's name field, the kind's name parameter, else `<Noun>Name`. */
function createdNameParam(action: ApiAction, noun: Kind | undefined, control?: ControlCall): string | undefined {
  const field = control?.fields.find((f) => NAME_PARAM.test(f.param) && !f.value);
  if (field) return field.param;
  if (noun && createsItsNoun(action, noun)) return nameParamOf(noun.type);
  const rest = splitName(action.name).slice(1);
  if (!rest.length) return undefined;
  const original = action.name.slice(action.name.length - action.name.replace(/^[A-Z][a-z]+/, '').length);
  return `${original}Name`;
}
