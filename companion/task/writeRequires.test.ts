import { copyFile, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadTask } from './load';
import { appendRequires } from './writeRequires';

const ROOT = path.resolve(import.meta.dirname, '../..');
const sg = { id: 'sg', type: 'security_group', attributes: { VpcId: '${vpc.id}', SecurityGroupName: 'aca-${rand}-security-group' } };

async function copyOf(task: string, edit?: (s: string) => string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'aca-write-requires-'));
  const file = path.join(dir, path.basename(task));
  await copyFile(path.join(ROOT, task), file);
  if (edit) await writeFile(file, edit(await readFile(file, 'utf8')));
  return file;
}

describe('appendRequires', () => {
  it('appends to an existing requires list, keeping comments, the rest of the file and loading again', async () => {
    const file = await copyOf('tasks/ecs/release-instance.md', (s) => s.replace('requires:\n', '# what must exist first\nrequires:\n').replace('success:\n', 'success: # ActionTrail proves it\n'));
    const before = await readFile(file, 'utf8');
    await appendRequires(file, [sg]);
    const after = await readFile(file, 'utf8');
    expect(after).toContain('# what must exist first\nrequires:\n');
    expect(after).toContain('success: # ActionTrail proves it\n');
    expect(after).toContain('      InstanceChargeType: PostPaid\n  - id: sg_2\n    type: security_group\n    attributes: { VpcId: "${vpc.id}", SecurityGroupName: "aca-${rand}-security-group" }\nsuccess:');
    // Everything but the new lines is as it was.
    const added = '  - id: sg_2\n    type: security_group\n    attributes: { VpcId: "${vpc.id}", SecurityGroupName: "aca-${rand}-security-group" }\n';
    expect(after.replace(added, '')).toBe(before);
    const task = await loadTask(file);
    expect(task.front.requires.map((r) => r.id)).toEqual(['vpc', 'vsw', 'sg', 'vm', 'sg_2']);
    expect(task.front.requires.at(-1)!.attributes).toEqual(sg.attributes);
  });

  it('adds a requires list to a task without one, after the rest of the front matter', async () => {
    const file = await copyOf('tasks/ecs/create-key-pair.md');
    const original = await loadTask(file);
    expect(original.front.requires).toEqual([]);
    await appendRequires(file, [{ id: 'vpc', type: 'vpc', attributes: { VpcName: 'aca-${rand}-vpc', CidrBlock: '192.168.0.0/16' } }]);
    const task = await loadTask(file);
    expect(task.front.requires).toEqual([{ id: 'vpc', type: 'vpc', attributes: { VpcName: 'aca-${rand}-vpc', CidrBlock: '192.168.0.0/16' } }]);
    expect(task.body).toBe(original.body);
    expect(task.front.success).toEqual(original.front.success);
  });

  it('refuses an entry that would make the task invalid and leaves the file alone', async () => {
    const file = await copyOf('tasks/ecs/release-instance.md');
    const before = await readFile(file, 'utf8');
    await expect(appendRequires(file, [{ id: '1bad', type: 'vpc', attributes: {} }])).rejects.toThrow(/requires/);
    expect(await readFile(file, 'utf8')).toBe(before);
  });
});
