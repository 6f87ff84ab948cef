import { describe, expect, it } from 'vitest';
import { fieldBehindButton } from './behind-button';
import { fieldParts, partFields } from './field-pair';
import { newMemory } from './goal-list';
import { describeFields } from './outcome';
import { dialog, page } from './test-pages';

// A field the page does not show, asked for by the dialog an adding button opens; two fields named in one phrase.
describe('local policy: a field behind an adding button, and two fields of one noun', () => {
  const rules = page([
    { ref: 'e1', role: 'combobox', name: '地域', value: '华东1（杭州）' },
    { ref: 'e2', role: 'button', name: '添加安全组规则' },
    { ref: 'e3', role: 'button', name: '快速创建规则' },
  ]);
  const opened = page(
    [
      { ref: 'e4', role: 'radio', name: '入方向', within: [...dialog('添加安全组规则'), 'radiogroup:规则方向'], states: { checked: true } },
      { ref: 'e5', role: 'radio', name: '出方向', within: [...dialog('添加安全组规则'), 'radiogroup:规则方向'] },
      { ref: 'e6', role: 'button', name: '确定', within: dialog('添加安全组规则') },
      { ref: 'e7', role: 'button', name: '取消', within: dialog('添加安全组规则') },
    ],
    '添加安全组规则',
  );

  it('opens the button that adds what the doc names, finds the field in its dialog, closes it: path-changed', () => {
    const mem = newMemory();
    const first = fieldBehindButton('安全组规则的规则方向', rules, mem);
    expect(first).toMatchObject({ kind: 'act', action: { type: 'click', ref: 'e2' }, completes: false });
    const second = fieldBehindButton('安全组规则的规则方向', opened, mem);
    expect(second).toMatchObject({ kind: 'act', action: { type: 'click', ref: 'e7' }, completes: true, drift: { kind: 'path-changed', expected: '安全组规则的规则方向' } });
    expect(fieldBehindButton('安全组规则的规则方向', rules, mem)).toBeNull();
  });

  it('opens nothing whose label does not add the thing the doc names, and never names the region selector as a form field', () => {
    expect(fieldBehindButton('实例名称', rules, newMemory())).toBeNull();
    expect(describeFields(rules.elements)).toBe('no form fields on the page');
  });

  it('splits a phrase naming two fields of one noun, and finds both', () => {
    expect(fieldParts('image name and description')).toEqual(['image name', 'image description']);
    expect(fieldParts('镜像名称和描述')).toEqual(['镜像名称', '镜像描述']);
    expect(fieldParts('security group rule direction')).toBeNull();
    const form = page([
      { ref: 'e1', role: 'textbox', name: 'Custom Image Name', within: dialog('Create Custom Image') },
      { ref: 'e2', role: 'textarea', name: 'Custom Image Description', within: dialog('Create Custom Image') },
    ], 'Create Custom Image');
    expect(partFields('image name and description', form.elements)?.map((p) => p.element.ref)).toEqual(['e1', 'e2']);
  });
});
