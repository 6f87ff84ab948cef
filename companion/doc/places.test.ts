import { describe, expect, it } from 'vitest';
import { parseSteps } from './steps';

// Steps written for this test in the help center's style: where a step works decides whether it is the console's.
const outside = (markdown: string) => parseSteps(`## Procedure\n\n1. ${markdown}\n`)[0].outside ?? false;

describe("a step on the reader's own machine or with a tool on it", () => {
  it('is outside the console', () => {
    expect(outside('From an on-premises machine, check that the new record resolves.')).toBe(true);
    expect(outside('在本地电脑上，打开下载的证书文件。')).toBe(true);
    expect(outside('使用外网机器访问负载均衡的公网地址。')).toBe(true);
    expect(outside('用df命令查看磁盘的使用情况。')).toBe(true);
    expect(outside('在Linux上用curl测试。')).toBe(true);
    expect(outside('按`Ctrl+H`键，替换文件中的地址。')).toBe(true);
  });

  it('stays in the console when the tool is a choice of the form or the console is named', () => {
    expect(outside('Set **Probe Type** to **PING**.')).toBe(false);
    expect(outside('在控制台的诊断页面，单击**Ping测试**。')).toBe(false);
    expect(outside('In the ECS console, click **Connect** from a local computer.')).toBe(false);
  });
});
