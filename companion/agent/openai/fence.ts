/**
 * Fences around what the model reads that nobody of ours wrote: the page (whoever named a resource or wrote its
 * description put words there), and the doc (pasted by a person, or read from a page). The system prompt says that
 * the page's fence holds data, never instructions, and that the doc's holds the procedure and nothing that changes
 * the rules. A fence is only as good as its markers: inside fenced text every angle bracket (and every character
 * that looks like one or folds to one) becomes a single guillemet, so no text can write a marker, close its fence
 * or open another. `<secret:name>` placeholders stay as they are in the doc: the model copies them into actions.
 */

export const PAGE_OPEN = '<page_content>';
export const PAGE_CLOSE = '</page_content>';
export const DOC_OPEN = '<doc>';
export const DOC_CLOSE = '</doc>';

/** Characters a model could read as `<` or `>`: ASCII, full-width, small, mathematical and CJK angle brackets. */
const LEFT = /[<\uff1c\ufe64\u2329\u27e8\u3008\u276e\u2039\u02c2\u1438\u2d26]/g;
const RIGHT = /[>\uff1e\ufe65\u232a\u27e9\u3009\u276f\u203a\u02c3\u1433\u2d25]/g;
const SECRET = /<secret:[\w.-]+>/g;

/** `text` with no character left that could write a fence marker. */
export function neutralize(text: string, opts: { keepSecrets?: boolean } = {}): string {
  const swap = (s: string) => s.replace(LEFT, '‹').replace(RIGHT, '›');
  if (!opts.keepSecrets) return swap(text);
  let out = '';
  let last = 0;
  for (const m of text.matchAll(SECRET)) {
    out += swap(text.slice(last, m.index)) + m[0];
    last = m.index! + m[0].length;
  }
  return out + swap(text.slice(last));
}

/** The page's text (the loop's observation: step line, tabs, history, outline) inside its fence. */
export const fencePage = (text: string) => `${PAGE_OPEN}\n${neutralize(text)}\n${PAGE_CLOSE}`;

/** The doc's lines inside their fence (placeholders kept). */
export const fenceDoc = (text: string) => `${DOC_OPEN}\n${neutralize(text, { keepSecrets: true })}\n${DOC_CLOSE}`;
