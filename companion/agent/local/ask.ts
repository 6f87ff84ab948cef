/**
 * When the local policy does not know: the doc's control is not on the page as written, and two or more controls of
 * the page fit it equally well under other names ("Create Instance" where the page has "Create ECS Instance" and
 * "Create RDS Instance"). Picking one would report a rename the policy cannot show, so it asks: in the extension the
 * person answers in the side panel; headless, nobody answers and the step is reported unclear.
 */
import type { Action, Element } from '../../../protocol';
import type { Found } from './ground';
import { normalize } from './match';

/** Renamed candidates this close to the best one are as likely to be the doc's control. */
export const TIE_MARGIN = 0.02;

/** The person's answer to the question a goal asked, kept in the goal's memory. */
export interface Answer {
  /** The candidate they chose; absent when they chose none of them. */
  ref?: string;
  text: string;
}

/** Candidates that fit the label as well as the best one (within TIE_MARGIN) and read differently from it. */
export function rivalsOf(best: Found, ranked: { item: Element; score: number }[]): Element[] {
  const name = normalize(best.element.name);
  const seen = new Set([name]);
  const rivals: Element[] = [];
  for (const { item, score } of ranked) {
    const other = normalize(item.name);
    if (best.score - score > TIE_MARGIN || seen.has(other)) continue;
    seen.add(other);
    rivals.push(item);
  }
  return rivals;
}

/** The question for the person, with the candidates by ref and name. */
export function question(label: string, step: number, candidates: Element[]): Extract<Action, { type: 'ask_human' }> {
  const names = candidates.map((el) => `"${el.name}"`).join(' or ');
  return {
    type: 'ask_human',
    question: `Step ${step} says to click "${label}", which is not on the page. Is it ${names}, or none of them?`,
    step,
    candidates: candidates.map((el) => ({ ref: el.ref, name: el.name })),
  };
}

/** Reads an `ask_human` result: the chosen candidate's ref (or one named in the words), else none of them. */
export function readAnswer(result: { answer?: string; answerRef?: string }, candidates: { ref?: string; name: string }[]): Answer {
  const text = result.answer ?? '';
  if (result.answerRef && candidates.some((c) => c.ref === result.answerRef)) return { ref: result.answerRef, text };
  const said = normalize(text);
  const named = candidates.find((c) => c.ref && (said === normalize(c.name) || said === c.ref));
  return named ? { ref: named.ref, text } : { text };
}
