import { escapeHtml, html, raw, type SafeHtml } from './escape';
import type { ScreenshotSheet } from './images';

/** What the task sections need besides the task: loaded screenshots and the viewport each was taken at. */
export interface RenderContext {
  shots: ScreenshotSheet;
  /** Screenshot ref -> viewport size, from the trajectories' screenshot sizes. */
  viewports: Map<string, { width: number; height: number }>;
  /** Characters of each turn's observation text shown in the timeline. */
  observationChars: number;
}

export const kindBadge = (kind: string): SafeHtml => html`<span class="badge k-${kind}">${kind}</span>`;
export const verdictBadge = (verdict: string): SafeHtml => html`<span class="badge v-${verdict}">${verdict}</span>`;

/** A suggested fix as a coloured unified diff. */
export function renderDiff(patch: string): SafeHtml {
  const lines = patch.replace(/\r?\n$/, '').split(/\r?\n/);
  const classOf = (line: string) =>
    /^(\+\+\+|---|Index:|====)/.test(line)
      ? 'd-file'
      : line.startsWith('@@')
        ? 'd-hunk'
        : line.startsWith('+')
          ? 'd-add'
          : line.startsWith('-')
            ? 'd-del'
            : line.startsWith('\\')
              ? 'd-meta'
              : 'd-ctx';
  return html`<pre class="diff">${lines.map((line) => html`<span class="${classOf(line)}">${line}</span>`)}</pre>`;
}


/** Doc text with its Markdown emphasis shown: escaped first, then `**label**` and `` `value` `` become tags. */
export function docText(text: string): SafeHtml {
  return raw(
    escapeHtml(text)
      .replace(/\*\*([^*]+?)\*\*/g, '<strong>$1</strong>')
      .replace(/`([^`]+?)`/g, '<code>$1</code>'),
  );
}
