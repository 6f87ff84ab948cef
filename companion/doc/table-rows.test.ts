import { describe, expect, it } from 'vitest';
import { parseProcedures } from './procedures';
import { parseSteps } from './steps';
import { joinCutRows } from './table-rows';

describe('joinCutRows: a table row written over several lines', () => {
  it('puts a row whose cell holds a paragraph and a list back on one line, the text keeping its length', () => {
    const md = [
      '1. Set the form.',
      '',
      '   |Field|Description|',
      '   |--|--|',
      '   |**Plan**|Pick a plan.',
      '',
      'Two plans exist:',
      '',
      '    -   **Small**: for tests.',
      '    -   **Large**: for production. |',
      '   |**Name**|Enter a name.|',
    ].join('\n');
    const joined = joinCutRows(md);
    expect(joined).toHaveLength(md.length);
    const lines = joined.split('\n');
    expect(lines).toHaveLength(6);
    expect(lines[4]).toMatch(/^ {3}\|\*\*Plan\*\*\|Pick a plan\. +Two plans exist: +\*\*Small\*\*: for tests\. +\*\*Large\*\*: for production\. \|$/);
    expect(lines[5]).toBe('   |**Name**|Enter a name.|');
  });

  it('leaves rows without a closing pipe, code blocks and text after a table alone', () => {
    const rows = ['|a|b|', '|--|--|', '|1|2', '|3|4'].join('\n');
    expect(joinCutRows(rows)).toBe(rows);
    const code = ['```', '|a|b|', '|--|--|', '|x', 'y |', '```'].join('\n');
    expect(joinCutRows(code)).toBe(code);
    // The next step at the margin ends the table's step: nothing after it belongs to the row.
    const next = ['1. A.', '', '   |a|b|', '   |--|--|', '   |**X**|cut', '2. B. |'].join('\n');
    expect(joinCutRows(next)).toBe(next);
  });

  it('goes on with a row whose cells follow its list, and stops at the next row once the row has them all', () => {
    const three = ['|Item|Old|New|', '|--|--|--|', '|**Mode**|Two ways:', '-   one', '-   two', '', '|One way|', '|**Size**|Small|Large|'].join('\n');
    const lines = joinCutRows(three).split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[2]).toMatch(/^\|\*\*Mode\*\*\|Two ways: +one +two +\|One way\|$/);
    const two = ['|Field|Description|', '|--|--|', '|**Mode**|Either:', '-   **A**: first', '-   **B**: second', '|**Size**|Enter a size.|'].join('\n');
    const joined = joinCutRows(two).split('\n');
    expect(joined).toHaveLength(4);
    expect(joined[3]).toBe('|**Size**|Enter a size.|');
  });
});

describe('joinCutRows: a cell with a blank line in it', () => {
  it('joins the row line after the blank line to the row, and keeps the rows after it in the table', () => {
    const md = [
      '1.  On the **Add** page, set the form and click **OK**.',
      '',
      '    |Field|Description|Example|',
      '    |--|--|--|',
      '    |**Target**|Enter the target host. **Note:** Each host can be added once.',
      '',
      '|host.example.net|',
      '    |**Weight**|Enter a weight.',
      '',
      '|',
      '    |**Mode**|Select a mode.|-|',
    ].join('\n');
    const joined = joinCutRows(md);
    expect(joined).toHaveLength(md.length);
    expect(joined.split('\n').filter((l) => /^\s*\|/.test(l))).toHaveLength(5);
    const [step] = parseSteps(md);
    expect(step.intents.filter((i) => i.kind === 'fill' || i.kind === 'choose').map((i) => ('field' in i ? i.field : ''))).toEqual(['Target', 'Weight', 'Mode']);
    expect(step.substeps).toEqual([]);
  });

  it('leaves a row without a closing pipe alone when a blank line and another table follow it', () => {
    const md = ['|a|b|', '|--|--|', '|1|2', '', '|c|d|', '|--|--|', '|3|4|'].join('\n');
    expect(joinCutRows(md)).toBe(md);
  });
});

describe('parseSteps: a field named Note', () => {
  it('reads a bold **Note** inside a sentence as a field, and one after the sentence as a note', () => {
    const [step] = parseSteps('1. Specify the **Group Name** and **Note** parameters. **Note** The name must be unique.');
    expect(step.intents).toEqual([
      { kind: 'fill', field: 'Group Name', value: '' },
      { kind: 'fill', field: 'Note', value: '' },
    ]);
  });
});

describe('joinCutRows: a cell closed by a lone pipe, far below its row', () => {
  it('ends the row at the lone `|` even when the row line already has all its pipes, and reads the row after it', () => {
    const conditions = Array.from({ length: 20 }, (_, i) => [`        -   条件${i + 1}。`, '']).flat();
    const md = [
      '1.  在**绑定**页面，完成以下配置，然后单击**确定**。',
      '',
      '    |配置|说明|',
      '    |:-|:-|',
      '    |**实例类型**| 选择要绑定的实例类型：',
      '',
      '     -   **甲实例**：绑定后可用。',
      '',
      '甲实例必须满足以下条件：',
      '',
      ...conditions,
      '    -   **乙实例**：绑定后可用。',
      ' |',
      '    |**甲实例/乙实例**|选择要绑定的实例。|',
    ].join('\n');
    const joined = joinCutRows(md);
    expect(joined).toHaveLength(md.length);
    expect(joined.split('\n').filter((l) => l.trim() === '|')).toEqual([]);
    const [step] = parseSteps(md);
    expect(step.intents).toEqual([
      { kind: 'section', label: '绑定', scope: 'page' },
      { kind: 'choose', field: '实例类型', option: '', options: ['甲实例', '乙实例'] },
      { kind: 'choose', field: '甲实例/乙实例', option: '' },
      { kind: 'click', label: '确定', area: 'page' },
    ]);
    expect(step.substeps).toEqual([]);
  });
});

describe('parseSteps: a parameter table whose rows hold lists and paragraphs', () => {
  it('reads every row of the table, the lines and the steps after it keeping their line numbers', () => {
    const md = [
      '## 操作步骤',
      '',
      '1.  在**新建**页面，按下表配置，然后单击**提交**。',
      '',
      '    |配置|说明|',
      '    |:-|:-|',
      '    |**套餐**|选择套餐。',
      '',
      '有两种套餐：',
      '',
      '    -   **基础版**：适合测试。',
      '    -   **专业版**：适合生产。 |',
      '    |**类型**|选择类型。     -   **甲型**：用于一处。',
      '    -   **乙型**：用于多处。',
      '',
      '**说明：** 乙型仅部分地域提供。 |',
      '    |**名称**|输入名称。|',
      '',
      '2.  单击**完成**。',
    ].join('\n');
    const [proc] = parseProcedures(md);
    const [first, second] = proc.steps;
    expect(first.substeps).toEqual([]);
    expect(first.intents).toEqual([
      { kind: 'section', label: '新建', scope: 'page' },
      { kind: 'choose', field: '套餐', option: '', options: ['基础版', '专业版'] },
      { kind: 'choose', field: '类型', option: '', options: ['甲型', '乙型'] },
      { kind: 'fill', field: '名称', value: '' },
      { kind: 'click', label: '提交', area: 'page' },
    ]);
    expect([first.line, first.endLine]).toEqual([3, 17]);
    expect(second.line).toBe(19);
    expect(second.intents).toEqual([{ kind: 'click', label: '完成' }]);
    expect(proc.steps).toHaveLength(2);
  });

  it('gives the choices a row lists to its own field, not to an earlier field left open', () => {
    const md = ['1. 按下表配置。', '', '   |配置|说明|', '   |--|--|', '   |**规格**|选择规格。|', '   |**线路**|选择线路：     -   **单线**：一条。 -   **多线**：多条。|'].join('\n');
    const [step] = parseSteps(md);
    expect(step.intents.filter((i) => i.kind === 'choose')).toEqual([
      { kind: 'choose', field: '规格', option: '' },
      { kind: 'choose', field: '线路', option: '', options: ['单线', '多线'] },
    ]);
  });
});

describe('parameter tables: what a cell with a list of bold items holds', () => {
  const table = (...rows: string[]) => ['1. On the **New Group** panel, set the parameters.', '', '   |Parameter|Description|', '   |--|--|', ...rows].join('\n');

  it('reads items after "Select a …:" as the choices, also when their descriptions ask for more', () => {
    const [step] = parseSteps(table('   |**Lookup**|Select a lookup method:    -   **By Address**: Enter the address.', '    -   **By ID**: Enter the ID. |'));
    expect(step.intents.slice(1)).toEqual([{ kind: 'choose', field: 'Lookup', option: '', options: ['By Address', 'By ID'] }]);
  });

  it('reads bold names alone after "Select a …:" as the choices, a note after them aside', () => {
    const [step] = parseSteps(table('   |**Route**|Select a route type:    -   **Single Line**', '    -   **Dual Line**', '', '**Note:** Dual Line is offered in a few regions. |'));
    expect(step.intents.slice(1)).toEqual([{ kind: 'choose', field: 'Route', option: '', options: ['Single Line', 'Dual Line'] }]);
  });

  it('takes the example named under a field\'s list of choices ("本文以选择**X**为例") as its option, and a bold lead with its colon inside as a part of the form', () => {
    const md = [
      '1.  在**创建网关**面板，配置以下信息，然后单击**立即购买**。',
      '',
      '    -   **付费模式**：',
      '',
      '        -   **包年包月**：先付费后使用。',
      '        -   **按量付费**：先使用后付费。',
      '        本文以选择**按量付费**为例。',
      '',
      '    -   **计费类型：**默认选择为**按用量计费**，即按实际用量收费。',
      '',
      '    **高级配置：**',
      '',
      '    将**名称**设置为`gw-1`。',
    ].join('\n');
    const [step] = parseSteps(md);
    expect(step.substeps.map((s) => s.intents)).toEqual([
      [{ kind: 'choose', field: '付费模式', option: '按量付费', options: ['包年包月', '按量付费'] }],
      [{ kind: 'choose', field: '计费类型', option: '按用量计费' }],
    ]);
    expect(step.intents).toContainEqual({ kind: 'section', label: '高级配置', scope: 'section' });
  });

  it('reads items that each open with what to do as the fields of a part of the form', () => {
    const [step] = parseSteps(table('   |**Basics**|The group and who hears of it:    -   **Group Name**: Enter a name.', '    -   **Contacts**: Select a contact group. |', '   |**Tag**|Enter a tag.|'));
    expect(step.intents.slice(1)).toEqual([
      { kind: 'section', label: 'Basics', scope: 'section' },
      { kind: 'fill', field: 'Group Name', value: '' },
      { kind: 'choose', field: 'Contacts', option: '' },
      { kind: 'fill', field: 'Tag', value: '' },
    ]);
  });

  it('keeps items that say what they are first as the choices of the row, not as fields', () => {
    const [step] = parseSteps(table('   |**Scope**|What the entry covers. **Subnet**: all hosts of a subnet use it; pick one in **Subnet List**. **Host**: one host uses it. |'));
    expect(step.intents.some((i) => i.kind === 'section' && i.label === 'Scope')).toBe(false);
  });
});

describe('parseSteps: a list of plain fields under a lead that names the parameters', () => {
  it('reads "Name: description" items after "…as follows:" or "参数说明如下：" as fields, without an "(optional)" mark', () => {
    const [zh] = parseSteps('1. 按页面提示填写，单击**下一步**。参数说明如下：\n   - 编码格式：文件的编码，默认值为 utf-8 。\n   - 备注：写给自己看的说明。');
    expect(zh.intents).toEqual([
      { kind: 'fill', field: '编码格式', value: '' },
      { kind: 'fill', field: '备注', value: '' },
      { kind: 'click', label: '下一步' },
    ]);
    const [en] = parseSteps('1. Configure the listener as follows:\n   - Port Range (optional): the ports it listens on.\n   - maxRetries: how often a failed call is tried again.');
    expect(en.intents.filter((i) => i.kind === 'fill')).toEqual([
      { kind: 'fill', field: 'Port Range', value: '' },
      { kind: 'fill', field: 'maxRetries', value: '' },
    ]);
  });
});

describe('parseProcedures: a list that a paragraph leads as prerequisites, with no heading', () => {
  it('reads the list after "…前，确保您已经：" as prerequisites and the list after it as the procedure', () => {
    const md = ['## 配置转发策略', '', '在配置转发策略前，确保您已经：', '', '1.  已创建一个实例。', '2.  已创建一个监听。', '', '执行下面的操作步骤配置转发策略：', '', '1.  登录控制台。', '2.  单击**确定**。'].join('\n');
    const [proc, ...rest] = parseProcedures(md);
    expect(rest).toEqual([]);
    expect(proc.prerequisites).toEqual(['已创建一个实例。', '已创建一个监听。']);
    expect(proc.steps.map((s) => s.text)).toEqual(['登录控制台。', '单击确定。']);
    expect(parseSteps(md).map((s) => s.text)).toEqual(['登录控制台。', '单击确定。']);
    const en = parseSteps(['Before you begin, make sure that the following requirements are met:', '', '1. A CLB exists.', '', 'Procedure:', '', '1. Click **OK**.'].join('\n'));
    expect(en.map((s) => s.text)).toEqual(['Click OK.']);
  });
});
