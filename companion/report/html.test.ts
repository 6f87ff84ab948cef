import { describe, expect, it } from 'vitest';
import { escapeHtml } from './escape';
import { renderReportHtml, screenshotReader } from './html';
import { FIX_DIFF, png, sampleReport, sampleRunDir, sampleTrajectories } from './testing/fixtures';

async function render(withTrajectories = true) {
  const dir = await sampleRunDir();
  return renderReportHtml(sampleReport(), {
    readScreenshot: screenshotReader(dir),
    trajectories: withTrajectories ? sampleTrajectories() : undefined,
  });
}

const count = (text: string, needle: string) => text.split(needle).length - 1;

describe('renderReportHtml', () => {
  it('is one self-contained file: no external URL in any src, href, url() or import', async () => {
    const page = await render();
    expect(page).not.toMatch(/(src|href)\s*=\s*["']?\s*(https?:)?\/\//i);
    expect(page).not.toMatch(/url\(\s*["']?(https?:)?\/\//i);
    expect(page).not.toMatch(/<link|@import|<iframe/i);
    // URLs from the report appear as text only.
    expect(page).toContain('http://127.0.0.1:7300/ecs/security-groups');
  });

  it('embeds each screenshot once, as a data URI, and draws it wherever it is referenced', async () => {
    const page = await render();
    expect(count(page, '<symbol ')).toBe(2);
    expect(count(page, 'href="data:image/png;base64,')).toBe(1);
    expect(count(page, 'href="data:image/jpeg;base64,')).toBe(1);
    expect(page).toContain(png(160, 100).toString('base64'));
    // evidence of the step, and the turn that took it
    expect(count(page, '<use href="#shot-1"')).toBe(2);
  });

  it('outlines the evidence element in viewport pixels and marks where an action landed', async () => {
    const page = await render();
    expect(page).toContain('viewBox="0 0 320 200"');
    expect(page).toContain('<rect class="hl" x="40" y="30" width="60" height="20"/>');
    expect(page).toMatch(/<circle class="pt" cx="70" cy="40"/);
  });

  it('shows the suggested fix as a coloured unified diff', async () => {
    const page = await render();
    expect(page).toContain(`<span class="d-del">${escapeHtml('-2. Click **Create Security Group**.')}</span>`);
    expect(page).toContain(`<span class="d-add">${escapeHtml('+2. Click **Create**.')}</span>`);
    expect(page).toContain(`<span class="d-hunk">@@ -12,3 +12,3 @@</span>`);
    expect(count(page, 'class="d-')).toBe(FIX_DIFF.trimEnd().split('\n').length);
  });

  it('escapes doc text, so a <script> in a doc stays text', async () => {
    const page = await render();
    expect(page).not.toContain('<script>alert');
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page).toContain('&lt;b&gt;instead&lt;/b&gt;');
    expect(page).toContain('Click <strong>Create Security Group</strong>. &lt;script&gt;');
    expect(count(page, '<script')).toBe(1); // our expand/collapse helper
  });

  it('has the totals, a row per task, verdicts, rules and the timeline', async () => {
    const page = await render();
    expect(count(page, '<tr><td><a href="#task-')).toBe(3);
    expect(page).toMatch(/v-verified">verified<\/span> <span class="num">1</);
    expect(page).toMatch(/v-defective">defective<\/span> <span class="num">1</);
    expect(page).toMatch(/v-inconclusive">inconclusive<\/span> <span class="num">1</);
    expect(page).toContain('<span class="badge k-label-changed">label-changed</span>');
    expect(page).toContain('<span class="badge k-env-blocked">env-blocked</span>');
    expect(page).toContain('OperationDenied.NoStock in cn-hangzhou-k');
    expect(page).toContain('创建交换机');
    expect(page).toContain('class="held"');
    expect(page).toContain('class="not-held"');
    expect(count(page, '<details class="episode">')).toBe(2);
    expect(page).toContain('could not use the policy output: Unexpected end of JSON input');
    expect(page).toContain('not-editable: field refused');
  });

  it('renders without trajectories and says when a screenshot is missing', async () => {
    const report = sampleReport();
    report.tasks[1].steps[1].evidence!.screenshot = 'screenshots/gone.png';
    const page = await renderReportHtml(report, { readScreenshot: async () => null });
    expect(page).toContain('screenshot screenshots/gone.png not available');
    expect(page).not.toContain('<details class="episode">');
  });

  it('keeps the start of each observation text and points to trajectories.jsonl for the rest', async () => {
    const page = await renderReportHtml(sampleReport(), { readScreenshot: async () => null, trajectories: sampleTrajectories(), observationChars: 10 });
    expect(page).toContain('<pre>ECS · Secu\n… 31 more characters in trajectories.jsonl</pre>');
  });
});

describe('screenshotReader', () => {
  it('reads inside the run folder only', async () => {
    const dir = await sampleRunDir();
    const read = screenshotReader(dir);
    expect(await read('screenshots/ep-sg-1-001.png')).not.toBeNull();
    expect(await read('../../../etc/passwd')).toBeNull();
    expect(await read('/etc/passwd')).toBeNull();
  });
});
