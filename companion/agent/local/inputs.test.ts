import { describe, expect, it } from 'vitest';
import { inputFor } from './inputs';

// The task's inputs are named after what they hold; a field the doc leaves to the reader takes the one it names.
const inputs = { contactName: 'ops-1', email: 'ops@example.com', dingTalkChatbot: 'https://hook', phone: '138', aliIm: 'ww-1' };

describe('inputFor', () => {
  it('finds the input by the doc\'s words or the console\'s label', () => {
    expect(inputFor(['email address'], inputs)).toBe('ops@example.com');
    expect(inputFor(['DingTalk chatbot'], inputs)).toBe('https://hook');
    expect(inputFor(['name', 'Name'], inputs)).toBe('ops-1');
    expect(inputFor(['Mobile phone'], inputs)).toBe('138');
  });

  it('reads Chinese field names', () => {
    expect(inputFor(['姓名'], inputs)).toBe('ops-1');
    expect(inputFor(['邮箱'], inputs)).toBe('ops@example.com');
    expect(inputFor(['钉钉机器人'], inputs)).toBe('https://hook');
    expect(inputFor(['旺旺'], inputs)).toBe('ww-1');
  });

  it('prefers the input whose every word the label holds, and gives none for a field no input names', () => {
    expect(inputFor(['Group Name'], { name: 'a', groupName: 'b' })).toBe('b');
    expect(inputFor(['Bandwidth'], inputs)).toBeUndefined();
  });
});
