import { describe, expect, it } from 'vitest';
import type { Action } from '../../../protocol';
import type { TurnFeedback } from '../policy';
import { parseSteps } from '../../doc/steps';
import { docMentions } from './submitted';
import { dialog, observe, page, policy } from './test-pages';

// A required field the console asks for after a submit: missing from the doc, or named there in plain words.
describe('local policy: a required field after the submit', () => {
  const form = (invalid: boolean, value?: string) =>
    page(
      [
        { ref: 'e1', role: 'textbox', name: 'Keep archived copies for days', within: dialog('New Rule'), ...(value ? { value } : {}), states: { invalid: invalid && !value } },
        { ref: 'e2', role: 'button', name: 'OK', within: dialog('New Rule') },
      ],
      'New Rule',
    );

  async function run(doc: string, inputs: Record<string, string>): Promise<Action[]> {
    const p = policy(doc, inputs);
    const done: Action[] = [];
    let last: TurnFeedback | null = null;
    let clicks = 0;
    let typed: string | undefined;
    for (let i = 0; i < 8; i++) {
      const d = await p.next(observe(form(clicks > 0, typed)), last);
      if (!d.action) break;
      done.push(d.action);
      if (d.action.type === 'click') clicks++;
      if (d.action.type === 'type') typed = d.action.text;
      if (d.action.type === 'task_complete' || d.action.type === 'task_unachievable' || clicks > 1) break;
      last = { action: d.action, result: { ok: true, changes: {} } };
    }
    return done;
  }

  it('is filled without a defect when a step of the doc writes its label out', async () => {
    const done = await run('1. Choose how long to keep old copies; the console offers Keep archived copies for days.\n2. Click **OK**.', { days: '14' });
    expect(done.some((a) => a.type === 'note_deviation')).toBe(false);
    expect(done).toContainEqual(expect.objectContaining({ type: 'type', ref: 'e1', text: '14' }));
  });

  it('is a missing step when the doc never names it', async () => {
    const done = await run('1. Click **OK**.', { days: '14' });
    expect(done.find((a) => a.type === 'note_deviation')).toMatchObject({ kind: 'missing-step' });
  });

  // The line between a form the doc leaves to the reader and a field it forgot: a step that asks for the form in prose
  // and names none of its fields leaves them all to the reader; a step that names its fields named those it needs
  // (kinds.test.ts: "Enter the name, email address, and phone number" before a required Badge ID is a missing step).
  it('is filled without a defect when the step asks for the form in prose and names no field', async () => {
    for (const doc of ['1. Set the archive settings as needed, and click **OK**.', '1. 配置归档参数，然后单击**OK**。']) {
      const done = await run(doc, { days: '14' });
      expect(done.some((a) => a.type === 'note_deviation')).toBe(false);
      expect(done).toContainEqual(expect.objectContaining({ type: 'type', ref: 'e1', text: '14' }));
    }
  });

  // A short label the doc sets as a field of its own ("**Delete**: choose by days, by date or not at all") is named, and
  // the box's placeholder ("Days") says which input it takes.
  it('is filled from the input its placeholder names when the doc sets a field of that very label', async () => {
    const short = (invalid: boolean, value?: string) =>
      page(
        [
          { ref: 'e1', role: 'textbox', name: 'Delete', placeholder: 'Days', within: dialog('New Rule'), ...(value ? { value } : {}), states: { invalid: invalid && !value } },
          { ref: 'e2', role: 'button', name: 'OK', within: dialog('New Rule') },
        ],
        'New Rule',
      );
    const p = policy('1. **Delete**: select **By Days** or **Off**.\n2. Click **OK**.', { days: '30' });
    const done: Action[] = [];
    let last: TurnFeedback | null = null;
    let clicks = 0;
    let typed: string | undefined;
    for (let i = 0; i < 10 && clicks < 2; i++) {
      const d = await p.next(observe(short(clicks > 0, typed)), last);
      if (!d.action || d.action.type === 'task_complete' || d.action.type === 'task_unachievable') break;
      done.push(d.action);
      if (d.action.type === 'click') clicks++;
      if (d.action.type === 'type') typed = d.action.text;
      last = { action: d.action, result: { ok: true, changes: {} } };
    }
    expect(done.some((a) => a.type === 'note_deviation' && a.kind === 'missing-step')).toBe(false);
    expect(done).toContainEqual(expect.objectContaining({ type: 'type', ref: 'e1', text: '30' }));
  });
});

describe('docMentions: one of a numbered pair of boxes', () => {
  it('counts 第一组动态验证码 as mentioned where the doc asks for the two codes together, not where it names one code', () => {
    expect(docMentions(parseSteps('1. 在RAM控制台，输入移动设备端显示的两组连续的动态验证码，单击**确定启用**。'), '第一组动态验证码')).toBe(true);
    expect(docMentions(parseSteps('1. Enter the two consecutive security codes, and click **Enable**.'), 'Second security code')).toBe(true);
    expect(docMentions(parseSteps('1. 输入动态验证码，单击**确定**。'), '第二组动态验证码')).toBe(false);
  });

  it('fills the pair with two six-digit codes after 确定启用 asks for them, with no defect', async () => {
    const mfa = (invalid: boolean, typed: Record<string, string>) =>
      page(
        [
          { ref: 'e1', role: 'textbox', name: '第一组动态验证码', within: dialog('启用虚拟MFA设备'), ...(typed.e1 ? { value: typed.e1 } : {}), states: { invalid: invalid && !typed.e1 } },
          { ref: 'e2', role: 'textbox', name: '第二组动态验证码', within: dialog('启用虚拟MFA设备'), ...(typed.e2 ? { value: typed.e2 } : {}), states: { invalid: invalid && !typed.e2 } },
          { ref: 'e3', role: 'button', name: '确定启用', within: dialog('启用虚拟MFA设备') },
        ],
        '启用虚拟MFA设备',
      );
    const p = policy('1. 在RAM控制台，输入移动设备端显示的两组连续的动态验证码，单击**确定启用**。');
    const done: Action[] = [];
    const typed: Record<string, string> = {};
    let clicks = 0;
    let last: TurnFeedback | null = null;
    for (let i = 0; i < 8 && clicks < 2; i++) {
      const d = await p.next(observe(mfa(clicks > 0, typed)), last);
      if (!d.action) break;
      done.push(d.action);
      if (d.action.type === 'click') clicks++;
      if (d.action.type === 'type' && d.action.ref) typed[d.action.ref] = d.action.text;
      last = { action: d.action, result: { ok: true, changes: {} } };
    }
    expect(done.some((a) => a.type === 'note_deviation')).toBe(false);
    expect(typed).toEqual({ e1: '123456', e2: '654321' });
  });
});

// The form's own message after the submit, no field marked ("请至少选择一个权限策略" under a table of policies).
describe('local policy: a form that refuses the submit with its own message', () => {
  const grant = (refused: boolean) =>
    page(
      [
        { ref: 'e1', role: 'checkbox', name: 'AliyunOSSFullAccess', within: dialog('新增授权') },
        ...(refused ? [{ ref: 'e3', role: 'alert', name: '请至少选择一个权限策略。', within: dialog('新增授权') }] : []),
        { ref: 'e2', role: 'button', name: '确定', within: dialog('新增授权') },
      ],
      '新增授权',
    );
  const play = async (doc: string) => {
    const p = policy(doc);
    const done: Action[] = [];
    let last: TurnFeedback | null = null;
    for (let i = 0; i < 6; i++) {
      const d = await p.next(observe(grant(done.some((a) => a.type === 'click'))), last);
      if (!d.action) break;
      done.push(d.action);
      if (d.action.type === 'task_complete' || d.action.type === 'task_unachievable') break;
      last = { action: d.action, result: { ok: true, changes: {} } };
    }
    return done;
  };

  it('is a missing step when the doc never asks for what the message names', async () => {
    const done = await play('1. 在**新增授权**对话框，单击**确定**。');
    expect(done.find((a) => a.type === 'note_deviation')).toMatchObject({ step: 1, kind: 'missing-step', actual: '请至少选择一个权限策略。' });
    expect(done.at(-1)).toMatchObject({ type: 'task_unachievable' });
  });

  it('is the agent\'s failure, no defect, when the doc asks for it', async () => {
    const done = await play('1. 在**新增授权**对话框，单击**确定**。\n\n   授权前请确认已选择需要的权限策略。');
    expect(done.some((a) => a.type === 'note_deviation')).toBe(false);
    expect(done.at(-1)).toMatchObject({ type: 'task_unachievable', reason: expect.stringMatching(/^agent-error/) });
  });
});
