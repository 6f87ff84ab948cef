import { describe, expect, it } from 'vitest';
import { parseProcedures } from './procedures';
import { parseSteps } from './steps';

// A page written for this test the way the help center's Markdown sources are laid out: anchors after headings,
// escaped path separators, notes in their several forms, a parameter table, a list of a field's choices,
// alternatives, several procedures with their prerequisites and results.
const page = `# Manage disks {#concept_abc .concept}

This topic describes how to work with disks.

## Prerequisites {#section_p1 .section}

-   The disk is in the **Available** state.

## Attach a disk {#section_a1 .section}

1.  Log on to the [ECS console](https://ecs.console.aliyun.com).
2.  In the left-side navigation pane, choose **Storage & Snapshots** \\> **Disks**.

    **Note:** The list shows the disks of one region.

3.  Find the disk and click **Attach** in the **Actions** column.
4.  In the **Attach Disk** dialog box, set the following parameters.

    |Parameter|Description|
    |---------|-----------|
    |**Target Instance**|Select an instance in the same zone.|
    |**Release Disk with Instance**|Optional. Select it to release the disk with the instance.|

5.  Select **Release Mode**.
    -   **Immediate**: the disk is released at once.
    -   **Scheduled**: the disk is released at a time you pick.
6.  Click **OK**.

    > **Notice** Attaching takes a few seconds.

After the disk is attached, it enters the **In Use** state.

## Detach a disk {#section_d1 .section}

**Note:**

-   A system disk cannot be detached.

1.  Find the disk and choose **![More](p10.png)** \\> **Detach** in the **Actions** column.
2.  Use one of the following methods to confirm:
    -   Click **OK** in the dialog box.
    -   Press Enter.
3.  (Optional) Click **Refresh**.

## Result

The disk enters the **Available** state.
`;

describe('parseProcedures', () => {
  const procs = parseProcedures(page);

  it('finds each procedure under its heading, with the anchor and the page title', () => {
    expect(procs.map((p) => [p.title, p.anchor, p.page])).toEqual([
      ['Attach a disk', 'section_a1', 'Manage disks'],
      ['Detach a disk', 'section_d1', 'Manage disks'],
    ]);
    expect(procs.map((p) => p.steps.length)).toEqual([6, 3]);
    expect(procs.every((p) => p.console)).toBe(true);
  });

  it('leaves out what to do next: a numbered list under Next steps / 下一步 / 后续操作 points to other pages', () => {
    const page = (heading: string) => `# Grow a disk\n\n## Procedure\n\n1. Log on to the ECS console.\n2. Click **Resize**.\n\n## ${heading}\n\n1. Attach the disk in the console.\n2. Extend its partitions.\n`;
    for (const heading of ['Next steps', '下一步', '后续操作']) expect(parseProcedures(page(heading)).map((p) => p.title), heading).toEqual(['Grow a disk']);
  });

  it('gives each the page\'s prerequisites', () => {
    expect(procs[0].prerequisites).toEqual(['The disk is in the Available state.']);
    expect(procs[1].prerequisites).toEqual(['The disk is in the Available state.']);
  });

  it('reads the result stated after the steps or under a Result heading', () => {
    expect(procs[0].result?.intents).toEqual([{ kind: 'expect', text: 'After the disk is attached, it enters the In Use state', label: 'In Use' }]);
    expect(procs[1].result?.intents).toEqual([{ kind: 'expect', text: 'The disk enters the Available state', label: 'Available' }]);
  });

  it('leaves notes out, in all their forms, and the list of a bare note', () => {
    const [, nav, , , , ok] = procs[0].steps;
    expect(nav.text).toBe('In the left-side navigation pane, choose Storage & Snapshots > Disks.');
    expect(nav.intents).toEqual([{ kind: 'navigate', path: ['Storage & Snapshots', 'Disks'] }]);
    expect(ok.intents).toEqual([{ kind: 'click', label: 'OK' }]);
    expect(procs[1].steps[0].label).toBe('1');
  });

  it('reads a parameter table as fields to set, left to the reader when the table gives no value', () => {
    expect(procs[0].steps[3].intents).toEqual([
      { kind: 'section', label: 'Attach Disk', scope: 'dialog' },
      { kind: 'choose', field: 'Target Instance', option: '' },
      { kind: 'choose', field: 'Release Disk with Instance', option: '' },
    ]);
  });

  it('reads a list of a field\'s choices as its options, not as sub-steps', () => {
    const step = procs[0].steps[4];
    expect(step.intents).toEqual([{ kind: 'choose', field: 'Release Mode', option: '', options: ['Immediate', 'Scheduled'] }]);
    expect(step.substeps).toEqual([]);
  });

  it('reads icons in menu paths, alternatives and optional steps', () => {
    const [detach, confirm, refresh] = procs[1].steps;
    expect(detach.intents).toEqual([
      { kind: 'find', text: 'the disk', literal: false },
      { kind: 'click', label: 'More', column: 'Actions', icon: true },
      { kind: 'click', label: 'Detach', area: 'menu' },
    ]);
    expect(confirm.alternatives).toBe(true);
    expect(confirm.substeps.map((s) => s.label)).toEqual(['2.1', '2.2']);
    expect(refresh.optional).toBe(true);
  });

  it('links the console with its product and address', () => {
    expect(procs[0].steps[0].intents).toEqual([{ kind: 'open-console', product: 'ecs', url: 'https://ecs.console.aliyun.com' }]);
  });

  it('keeps parseSteps for a task body: the first procedure of the page', () => {
    expect(parseSteps(page).map((s) => s.label)).toEqual(['1', '2', '3', '4', '5', '6']);
  });

  it('finds none on a page without numbered steps, and tells command-line procedures from console ones', () => {
    expect(parseProcedures('# Overview\n\nDisks store data.\n')).toEqual([]);
    // An empty page (what is left of a file of front matter alone) has none either, and does not throw.
    expect(parseProcedures('')).toEqual([]);
    expect(parseProcedures('\n\n')).toEqual([]);
    const cli = parseProcedures('# Mount\n\n## Procedure\n\n1. Connect to the instance.\n2. Run the following command:\n\n   ```\n   mount /dev/vdb1 /mnt\n   ```\n3. Run the `df -h` command.\n');
    expect(cli[0].console).toBe(false);
    expect(cli[0].steps.map((s) => !!s.outside)).toEqual([true, true, true]);
  });

  it('takes a bold "Procedure" line as the procedure\'s heading', () => {
    const procs2 = parseProcedures('# Create a group\n\n**Procedure**\n\n1. Log on to the RAM console.\n2. Click **Create Group**.\n');
    expect(procs2.map((p) => [p.title, p.steps.length])).toEqual([['Create a group', 2]]);
  });
});

describe('a numbered list whose numbers start again', () => {
  // How it works, then the procedure, written as two lists with only a blank line between: one list to CommonMark.
  const page = `# Set the origin host

How it works:

1.  A node asks the origin for the site by its name.
2.  The origin answers with that site's certificate.

1.  Log on to the CDN console.
2.  On the **Domain Names** page, click **Manage** next to the domain.
3.  Turn on the **Origin Host** switch.
`;

  it('is two lists, each numbered from its own start: a description and a procedure', () => {
    const procs = parseProcedures(page);
    expect(procs.map((p) => [p.steps.map((s) => s.label).join(','), p.console])).toEqual([
      ['1,2', false],
      ['1,2,3', true],
    ]);
  });

  it('stays one list when the numbers never go down ("1. 1. 1.")', () => {
    const same = '# Tags\n\n1. Log on to the console.\n1. Click **Tags**.\n1. Click **Create**.\n';
    expect(parseProcedures(same).map((p) => p.steps.length)).toEqual([3]);
  });
});
