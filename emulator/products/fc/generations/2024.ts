// fc@2024: the Function Compute 3.0 console of 2024 (emulator/console-facts/fc.md, "Generation fc@2024"): the same
// functions without services as today, but Functions is a top-level entry of the left-side navigation pane and a
// function's triggers sit in its Configurations tab, under Triggers in that tab's left-side menu (today: a Triggers
// tab of its own, and Functions under Function Management).
import { generation } from '../../../console/kinds/generation';

export const fc2024 = generation('fc@2024', '2024-01 … 2024-12', [
  ['https://alibabacloud.com/help/zh/functioncompute/time-triggers', '2024-01-24'],
  ['https://alibabacloud.com/help/tc/functioncompute/fc-3-0/user-guide/configure-an-http-trigger-for-a-function-and-invoke-the-function-by-using-http-requests', '2024-07-06'],
  ['https://alibabacloud.com/help/en/functioncompute/fc-3-0/user-guide/configure-an-http-trigger-for-a-function-and-invoke-the-function-by-using-http-requests', '2024-12-05'],
], {
  note:
    'Function Compute 3.0 as the 2024 pages show it: left-side navigation pane Functions (函数); on the function details page the Configurations tab (配置) has a left-side menu whose Triggers (触发器) entry holds Create Trigger (创建触发器). No Triggers tab.',
  nav: [{ key: 'functions', path: ['nav.functions'], route: '/fc/functions' }],
  flags: ['triggersInConfig'],
});
