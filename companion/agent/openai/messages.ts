/**
 * The request the `openai` policy sends each turn: the system prompt, the last few turns (a line saying which page
 * each was on, and the model's own answer; their screenshots dropped beyond the family's budget), then the current
 * turn: the doc with step statuses and the values it leaves open (fenced), the loop's observation text (fenced as
 * the page's) and the screenshot.
 * `bench:cost` counts the same messages.
 */
import type { Observation } from '../../../protocol';
import type { ChatMessage } from '../../../models/client';
import type { Family } from '../../../models/families';
import { systemPrompt } from '../../../models/prompt';
import type { CountedMessage } from '../../../models/tokens';
import type { EpisodeContext } from '../policy';
import { fenceDoc, fencePage, neutralize } from './fence';

/** One earlier turn as the request keeps it. */
export interface PastTurn {
  /** `url · title` (and the open dialog) of the page the turn saw. */
  page: string;
  /** The model's answer, as it gave it. */
  answer: string;
  image?: { dataUrl: string; tokens: number };
}

/** Earlier turns kept in a request: enough for the model to see its own plan, few enough to keep the cost flat. */
const PAST_TURNS = 6;

const STATUS_MARK: Record<Observation['steps'][number]['status'], string> = {
  done: 'done', current: 'current', pending: '', deviation: 'deviation noted', skipped: 'skipped',
};

/**
 * The doc, the values and the page: the text of the current turn's user message. The doc and the page are fenced
 * (fence.ts): the page's text, the open tabs and the results of earlier actions come from the page, not from us.
 */
export function turnText(ctx: Pick<EpisodeContext, 'inputs' | 'resources'>, observation: Observation, loopText: string, error?: string): string {
  const lines: string[] = [];
  if (error) lines.push(`Your last answer could not be used: ${neutralize(error)}. Answer again in the required form.`, '');
  const doc = observation.steps.map((s) => `${s.index}. ${s.text}${STATUS_MARK[s.status] ? `  [${STATUS_MARK[s.status]}]` : ''}`);
  const values = [
    ...Object.entries(ctx.inputs).map(([k, v]) => `${k} = ${v}`),
    ...Object.entries(ctx.resources).map(([k, r]) => `${k}: ${[r.name, r.id].filter(Boolean).join(' ')}`),
  ];
  // The values the doc leaves open travel with it, inside its fence (a resource's name is anyone's words).
  if (values.length) doc.push(`Values: ${values.join('; ')}`);
  lines.push('Doc:', fenceDoc(doc.join('\n')), '', 'Page:', fencePage(loopText));
  return lines.join('\n');
}

/** An earlier turn's page as the request keeps it: where it was, fenced (its title and dialog are the page's words). */
export function pageLine(observation: Observation): string {
  const p = observation.page;
  return fencePage(`${p.url} · ${p.title}${p.dialog ? ` · dialog ${p.dialog}` : ''}`);
}

export interface BuiltRequest {
  messages: ChatMessage[];
  /** The same messages as the tokenizer counts them. */
  counted: CountedMessage[];
}

export function buildRequest(family: Family, past: PastTurn[], current: { text: string; image?: { dataUrl: string; tokens: number } }): BuiltRequest {
  const system = systemPrompt(family);
  const messages: ChatMessage[] = [{ role: 'system', content: system }];
  const counted: CountedMessage[] = [{ role: 'system', text: system, imageTokens: [] }];
  const kept = past.slice(-PAST_TURNS);
  kept.forEach((turn, i) => {
    const text = `Earlier page: ${turn.page}`;
    const image = turn.image && kept.length - i <= family.olderImages ? turn.image : undefined;
    messages.push({ role: 'user', content: image ? [{ type: 'image_url', image_url: { url: image.dataUrl } }, { type: 'text', text }] : text });
    counted.push({ role: 'user', text, imageTokens: image ? [image.tokens] : [] });
    messages.push({ role: 'assistant', content: turn.answer });
    counted.push({ role: 'assistant', text: turn.answer, imageTokens: [] });
  });
  messages.push({
    role: 'user',
    content: current.image ? [{ type: 'image_url', image_url: { url: current.image.dataUrl } }, { type: 'text', text: current.text }] : current.text,
  });
  counted.push({ role: 'user', text: current.text, imageTokens: current.image ? [current.image.tokens] : [] });
  return { messages, counted };
}
