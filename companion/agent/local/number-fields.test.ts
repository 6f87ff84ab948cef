import { describe, expect, it } from 'vitest';
import { actions, dialog, page, policy } from './test-pages';

// A number box the doc leaves to the reader (a bandwidth), and a resource the doc picks by its ID in a list.
describe('local policy: a number box the doc only names', () => {
  const d = dialog('Modify Configuration');
  const bandwidth = page(
    [
      { ref: 'e1', role: 'text', name: 'eip-1 / 192.0.2.10', within: d },
      { ref: 'e2', role: 'textbox', name: 'Maximum Bandwidth', value: '5', within: d, states: { required: true } },
      { ref: 'e3', role: 'button', name: 'Buy Now', within: d },
      { ref: 'e4', role: 'button', name: 'Cancel', within: d },
    ],
    'Modify Configuration',
  );

  it('gives "the bandwidth" the task\'s value in the one box that names it more fully', async () => {
    const [first] = await actions(policy('1. Change the bandwidth of the EIP.', { maximumBandwidth: '200' }), bandwidth, 1);
    expect(first).toMatchObject({ type: 'type', ref: 'e2', text: '200' });
  });

  it('in Chinese, by the words of the input\'s name (带宽峰值 is the peak bandwidth)', async () => {
    const zh = dialog('升降配向导');
    const order = page(
      [
        { ref: 'e1', role: 'spinbutton', name: '带宽峰值', within: zh, states: { required: true } },
        { ref: 'e2', role: 'checkbox', name: '弹性公网IP开通服务协议', within: zh },
        { ref: 'e3', role: 'button', name: '去开通', within: zh },
      ],
      '升降配向导',
    );
    const [first] = await actions(policy('1. 选择EIP的带宽峰值和流量计费方式。', { peakBandwidth: '1' }), order, 1);
    expect(first).toMatchObject({ type: 'type', ref: 'e1', text: '1' });
  });

  it('leaves the box as it is without a value from the task', async () => {
    const done = await actions(policy('1. Change the bandwidth of the EIP.'), bandwidth, 2);
    expect(done.some((a) => a.type === 'type')).toBe(false);
  });
});

describe('local policy: a resource picked by its ID in a list', () => {
  const row = ['table:Launch Templates', 'row:lt-0001 walk-lt'];
  const list = page([
    { ref: 'e1', role: 'link', name: 'lt-0001', within: row },
    { ref: 'e2', role: 'text', name: 'walk-lt', within: row },
    { ref: 'e3', role: 'button', name: 'Delete', within: row },
  ]);
  const resources = { lt: { id: 'lt-0001', name: 'walk-lt' } };

  it('"select the target template ID" is the row\'s own ID link, not a field', async () => {
    const [first] = await actions(policy('1. Select the target template ID to view the version information.', {}, resources), list, 1);
    expect(first).toEqual({ type: 'click', ref: 'e1' });
  });

  it('"选中一个模板ID" too, read as a check box', async () => {
    const [first] = await actions(policy('1. 选中一个模板ID，展开版本信息。', {}, resources), list, 1);
    expect(first).toEqual({ type: 'click', ref: 'e1' });
  });

  it('picks the row only when the step goes on with a control of that row ("choose the template name, then click Delete")', async () => {
    const [first] = await actions(policy('1. Choose the template name, then click **Delete**.', {}, resources), list, 1);
    expect(first).toEqual({ type: 'click', ref: 'e3' });
  });
});

describe('local policy: a value the doc drops before the payment', () => {
  it('"modify the bandwidth and complete the payment", read as the payment: the task\'s value goes in before Buy Now', async () => {
    const d = dialog('Upgrade');
    const order = page(
      [
        { ref: 'e1', role: 'textbox', name: 'Maximum Bandwidth', value: '5', within: d },
        { ref: 'e2', role: 'button', name: 'Buy Now', within: d },
      ],
      'Upgrade',
    );
    const done = await actions(policy('1. Complete the payment.', { maximumBandwidth: '200' }), order, 2);
    expect(done[0]).toMatchObject({ type: 'type', ref: 'e1', text: '200' });
  });
});
