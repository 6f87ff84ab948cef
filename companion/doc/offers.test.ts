import { describe, expect, it } from 'vitest';
import { readCompletely } from './coverage';
import { intentsOf } from './intents';
import { parseSteps } from './steps';

describe('what the page offers, switches set either way, bare log-on steps', () => {
  it('reads buttons named as verbs as one click among them, off the main path', () => {
    expect(intentsOf('You can also **Pause**, **Resume**, or **Remove** the job.')).toEqual([
      { kind: 'when', text: 'You can also', then: [{ kind: 'either', of: [[{ kind: 'click', label: 'Pause' }], [{ kind: 'click', label: 'Resume' }], [{ kind: 'click', label: 'Remove' }]] }] },
    ]);
    expect(intentsOf('您可以对任务进行**暂停**和**移除**操作。')).toEqual([
      { kind: 'when', text: '可以', then: [{ kind: 'either', of: [[{ kind: 'click', label: '暂停' }], [{ kind: 'click', label: '移除' }]] }] },
    ]);
  });

  it('keeps those buttons when the sentence stands in a later paragraph of its step', () => {
    const [step] = parseSteps(['## Procedure', '1. Click **Save**.', '', '   The job shows in the list. You can **Pause** or **Remove** the job.'].join('\n'), 0);
    expect(step.intents.at(-1)).toEqual({ kind: 'when', text: 'You can', then: [{ kind: 'either', of: [[{ kind: 'click', label: 'Pause' }], [{ kind: 'click', label: 'Remove' }]] }] });
    expect(readCompletely(step)).toBe(true);
  });

  it('reads a switch turned on or off as the reader likes as either state', () => {
    const either = (label: string) => [{ kind: 'either', of: [[{ kind: 'check', label, checked: true }], [{ kind: 'check', label, checked: false }]] }];
    expect(intentsOf('In the panel, turn on or off **Night Mode**.')).toEqual(either('Night Mode'));
    expect(intentsOf('根据需要打开或关闭**夜间模式**。')).toEqual(either('夜间模式'));
  });

  it('reads a step that only says to log on as logging on to the console', () => {
    expect(intentsOf('登录。')).toEqual([{ kind: 'open-console' }]);
    expect(intentsOf('Log on.')).toEqual([{ kind: 'open-console' }]);
    expect(intentsOf('登录服务器。')).not.toEqual([{ kind: 'open-console' }]);
  });

  it('reads a bold field and its example in plain words', () => {
    expect(intentsOf('输入**任务名称**，如nightly01。')).toEqual([{ kind: 'fill', field: '任务名称', value: 'nightly01', example: true }]);
    expect(intentsOf('输入新的**任务描述**，例如Nightly。')).toEqual([{ kind: 'fill', field: '任务描述', value: 'Nightly', example: true }]);
  });

  it('reads choices named for a field, a button in a part of the page named by its path, and a state as a result', () => {
    expect(intentsOf('You can select **Allow** or **Deny** for the **Action** parameter.')).toEqual([
      { kind: 'choose', field: 'Action', option: '', options: ['Allow', 'Deny'] },
    ]);
    expect(intentsOf('Click **Edit** in **Caching** > **Range Requests**.')).toEqual([
      { kind: 'navigate', path: ['Caching', 'Range Requests'] },
      { kind: 'click', label: 'Edit' },
    ]);
    expect(intentsOf('By default, the address and the phone are in the **Unverified** state.')).toEqual([
      { kind: 'expect', text: 'By default, the address and the phone are in the Unverified state', label: 'Unverified' },
    ]);
  });

  it('reads a value copied off the page as what the page shows, and a field and its value side by side', () => {
    expect(intentsOf('复制**访问地址**。')).toEqual([{ kind: 'expect', text: '访问地址', label: '访问地址' }]);
    expect(intentsOf('Copy the **Endpoint** and **Token**.')).toEqual([
      { kind: 'expect', text: 'Endpoint', label: 'Endpoint' },
      { kind: 'expect', text: 'Token', label: 'Token' },
    ]);
    expect(intentsOf('单击**复制**。')).toEqual([{ kind: 'click', label: '复制' }]);
    expect(intentsOf('输入**名称**`web`和**备注**。')).toEqual([{ kind: 'fill', field: '名称', value: 'web' }, { kind: 'fill', field: '备注', value: '' }]);
  });

  it('reads a plain value with an aside after a field, the aside left out', () => {
    expect(intentsOf('**调度方式**：加权轮询（WRR）')).toEqual([{ kind: 'choose', field: '调度方式', option: '加权轮询' }]);
    expect(intentsOf('**Scheduling**: Round-Robin (RR)')).toEqual([{ kind: 'choose', field: 'Scheduling', option: 'Round-Robin' }]);
  });
});

describe('parameter tables whose cells list the choices', () => {
  const md = [
    '## 操作步骤',
    '1. 在**创建磁盘**页面，设置以下参数。',
    '',
    '   |参数|说明|',
    '   |--|--|',
    '   |挂载方式|设置磁盘创建后是否挂载。    -   **暂不挂载**：只创建磁盘。',
    '   -   **挂载到实例**：创建后挂载。 |',
    '   |**来源**|    -   **本地上传**',
    '   -   **远程拉取** |',
    '   |**名称**|输入名称。|',
  ].join('\n');

  it('reads a description that sets out the field before its choices, and a cell of choices by name alone', () => {
    const [step] = parseSteps(md, 0);
    expect(step.intents).toEqual([
      { kind: 'section', label: '创建磁盘', scope: 'page' },
      { kind: 'choose', field: '挂载方式', option: '', options: ['暂不挂载', '挂载到实例'] },
      { kind: 'choose', field: '来源', option: '', options: ['本地上传', '远程拉取'] },
      { kind: 'fill', field: '名称', value: '' },
    ]);
    expect(readCompletely(step)).toBe(true);
  });

  it('still refuses choices whose descriptions ask for an action', () => {
    const [step] = parseSteps(md.replace('创建后挂载。', '单击**挂载**。'), 0);
    expect(step.intents).not.toContainEqual({ kind: 'choose', field: '挂载方式', option: '', options: ['暂不挂载', '挂载到实例'] });
  });
});
