import { describe, expect, it } from 'vitest';
import { inputFitting } from './inputs-fit';

// The task's inputs are named after what they hold; a field the doc leaves to the reader takes the one it names.
const inputs = { contactName: 'ops-1', email: 'ops@example.com', dingTalkChatbot: 'https://hook', phone: '138', aliIm: 'ww-1' };

describe('inputFor', () => {
  it('finds the input by the doc\'s words or the console\'s label', () => {
    expect(inputFitting(['email address'], inputs)).toBe('ops@example.com');
    expect(inputFitting(['DingTalk chatbot'], inputs)).toBe('https://hook');
    expect(inputFitting(['name', 'Name'], inputs)).toBe('ops-1');
    expect(inputFitting(['Mobile phone'], inputs)).toBe('138');
  });

  it('reads Chinese field names', () => {
    expect(inputFitting(['姓名'], inputs)).toBe('ops-1');
    expect(inputFitting(['邮箱'], inputs)).toBe('ops@example.com');
    expect(inputFitting(['钉钉机器人'], inputs)).toBe('https://hook');
    expect(inputFitting(['旺旺'], inputs)).toBe('ww-1');
    // A forwarding rule's 域名 is a domain name, not a name.
    expect(inputFitting(['域名'], { domainName: 'www.example.com', description: 'd' })).toBe('www.example.com');
  });

  it('takes a site\'s homepage and 404 page for its index and error documents', () => {
    const site = { indexDocument: 'home.htm', errorDocument: 'oops.htm' };
    expect(inputFitting(['默认首页'], site)).toBe('home.htm');
    expect(inputFitting(['默认 404 页'], site)).toBe('oops.htm');
  });

  it('prefers the input whose every word the label holds, and gives none for a field no input names', () => {
    expect(inputFitting(['Group Name'], { name: 'a', groupName: 'b' })).toBe('b');
    expect(inputFitting(['Bandwidth'], inputs)).toBeUndefined();
  });
});
