import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ReportSchema, TrajectoryRecordSchema } from '../../protocol';
import { createTrajectoryWriter, writeRunOutputs } from './index';
import { MASK } from './scrub';
import { SECRETS, sampleReport, sampleRunDir, sampleTrajectories } from './testing/fixtures';
import { parseXml } from './testing/xml';

/** Each secret in every form a file could hold it. */
const leaks = SECRETS.flatMap((s) => [s, encodeURIComponent(s), JSON.stringify(s).slice(1, -1), s.replace(/&/g, '&amp;').replace(/</g, '&lt;')]);

describe('writeRunOutputs', () => {
  it('writes every file of the run, and no secret reaches any of them', async () => {
    const dir = await sampleRunDir();
    const report = sampleReport();
    const trajectories = sampleTrajectories();
    // the secrets really are in the inputs: a step's actual text, a thought, an action, a URL, an error
    expect(JSON.stringify([report, trajectories])).toContain(JSON.stringify(SECRETS[0]).slice(1, -1));

    const writer = createTrajectoryWriter(dir, { secrets: SECRETS });
    await Promise.all(trajectories.map((t) => writer.append(t)));
    await writer.close();
    await writeRunOutputs(dir, report, trajectories, { secrets: SECRETS });

    const files = (await readdir(dir)).sort();
    expect(files).toEqual(['junit.xml', 'report.html', 'report.json', 'screenshots', 'secrets.fingerprint.json', 'summary.md', 'trajectories.jsonl']);
    for (const file of files.filter((f) => f !== 'screenshots')) {
      const text = await readFile(join(dir, file), 'utf8');
      for (const leak of leaks) expect(text, `${file} holds a secret`).not.toContain(leak);
    }

    const json = ReportSchema.parse(JSON.parse(await readFile(join(dir, 'report.json'), 'utf8')));
    expect(json.tasks[1].steps[1].actual).toBe(`button "Create" (the password field already held ${MASK})`);
    const lines = (await readFile(join(dir, 'trajectories.jsonl'), 'utf8')).trim().split('\n');
    const episode = TrajectoryRecordSchema.parse(JSON.parse(lines[0]));
    expect(episode.steps[1].thought).toBe(`Type the password ${MASK} into the field.`);
    expect(episode.steps[1].action).toMatchObject({ type: 'type', text: MASK });
    expect(episode.steps[1].observation.url).toBe(`http://127.0.0.1:7300/ecs/security-groups?token=${MASK}`);
    parseXml(await readFile(join(dir, 'junit.xml'), 'utf8'));
    const html = await readFile(join(dir, 'report.html'), 'utf8');
    expect(html).toContain(`Type the password ${MASK} into the field.`);
    expect(html).toContain('data:image/png;base64,');
  });

  it('writes nothing when the report is invalid', async () => {
    const dir = await sampleRunDir();
    const report = { ...sampleReport(), tool: 'other' } as unknown as Parameters<typeof writeRunOutputs>[1];
    await expect(writeRunOutputs(dir, report, [], { secrets: [] })).rejects.toThrow(/tool/);
    expect(await readdir(dir)).toEqual(['screenshots']);
  });
});
