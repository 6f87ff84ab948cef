// The closing button of a "configure …, then click X" step, clicked after the fields its list names: a list written
// for this test in the help center's style.
import { describe, expect, it } from 'vitest';
import { parseSteps } from './steps';

describe('a step that configures a list of fields and then clicks', () => {
  it('clicks the closing button after a list of fields whose items also say a field in prose, pick a region or link to more', () => {
    const [step] = parseSteps(
      [
        '## 操作步骤',
        '1. 在**创建网关**页面，配置以下信息，然后单击**立即购买**。',
        '   - **地域和可用区**：选择网关所在的地域。',
        '   - **专有网络**：选择网关所属的专有网络。',
        '     - 如果没有可用的专有网络，先在同一地域创建一个。',
        '   - **名称**：输入网关的名称。',
        '   - **计费方式**：默认为**按量付费**，详情请参见[计费说明](billing.md)。',
      ].join('\n'),
    );
    expect(step.intents.at(-1)).toMatchObject({ kind: 'click', label: '立即购买' });
    expect(step.closesAfterSubsteps).toBe(true);
  });

  it("sets a parameter table's fields before the button a comma-joined lead clicks, and pays last", () => {
    const [step] = parseSteps(
      [
        '## Procedure',
        '1. Set the following parameters, click **Buy Now**, and then complete the payment.',
        '',
        '   |Parameter|Description|',
        '   |:--|:--|',
        '   |**Plan**|Choose **Basic** or **Pro**.|',
        '   |**Name**|Enter a name for the gateway.|',
      ].join('\n'),
    );
    expect(step.intents.map((i) => i.kind)).toEqual(['choose', 'fill', 'click', 'pay']);
    expect(step.intents[2]).toMatchObject({ kind: 'click', label: 'Buy Now' });
  });
});
