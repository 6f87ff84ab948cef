import { describe, expect, it } from 'vitest';
import { createProgress } from './progress';

function fakeStream(isTTY: boolean, columns = 200) {
  let out = '';
  return { isTTY, columns, write: (chunk: string) => (out += chunk), get out() { return out; } };
}

describe('createProgress', () => {
  it('prints plain lines in CI logs', () => {
    const stream = fakeStream(false);
    const progress = createProgress(14, stream);
    progress.start('ecs/create-instance');
    progress.start('ecs/stop-instance');
    progress.step('ecs/stop-instance', 'step 2/5: Click **Stop**\nin the **Actions** column');
    progress.done('ecs/stop-instance', 'verified', 12.34);
    progress.fail('ecs/create-instance', 'browser crashed');
    expect(stream.out.split('\n')).toEqual([
      '[1/14] ecs/create-instance · starting',
      '[2/14] ecs/stop-instance · starting',
      '[2/14] ecs/stop-instance · step 2/5: Click **Stop** in the **Actions** column',
      '✓ [2/14] ecs/stop-instance · verified in 12.3s',
      '✗ [1/14] ecs/create-instance · failed: browser crashed',
      '',
    ]);
  });

  it('redraws one live line on a terminal and keeps finished tasks above it', () => {
    const stream = fakeStream(true, 40);
    const progress = createProgress(3, stream);
    progress.start('a/one');
    progress.step('b/two', 'step 1/2: Click **Create** in the top right corner');
    progress.done('a/one', 'defective', 3);
    expect(stream.out).toBe(
      '\r\u001B[K[1/3] a/one · starting' +
        '\r\u001B[K[2/3] b/two · step 1/2: Click **Create…' +
        '\r\u001B[K✗ [1/3] a/one · defective in 3.0s\n' +
        '[2/3] b/two · step 1/2: Click **Create…',
    );
  });

  it('masks secrets in what it prints', () => {
    const stream = fakeStream(false);
    createProgress(1, stream, { secrets: ['hunter22'] }).fail('a/b', 'login failed for password hunter22');
    expect(stream.out).toBe('✗ [1/1] a/b · failed: login failed for password ******\n');
  });
});
