import { mkdtemp, readFile, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CODE_TTL_MS, Pairing } from './pairing';

describe('Pairing', () => {
  it('keeps one token per install in a 0600 file, and reuses it', async () => {
    const home = await mkdtemp(join(tmpdir(), 'aca-home-'));
    const first = await Pairing.open(home);
    expect((await stat(first.file)).mode & 0o777).toBe(0o600);
    expect((await Pairing.open(home)).current).toBe(first.current);
  });

  it('trades a code for the token once; a second use rotates the token', async () => {
    const pairing = await Pairing.open(await mkdtemp(join(tmpdir(), 'aca-home-')));
    const token = pairing.current;
    const code = pairing.issueCode();
    expect(code).not.toContain(token);
    expect(await pairing.redeem(code)).toEqual({ ok: true, token });
    const again = await pairing.redeem(code);
    expect(again).toMatchObject({ ok: false, reused: true, reason: expect.stringContaining('rotated') });
    expect(pairing.current).not.toBe(token);
    expect(pairing.generation).toBe(1);
    expect(JSON.parse(await readFile(pairing.file, 'utf8')).token).toBe(pairing.current);
    expect(pairing.matches(token)).toBe(false);
  });

  it('refuses an unknown code and one past its time, without rotating', async () => {
    const pairing = Pairing.inMemory('t'.repeat(43));
    expect(await pairing.redeem('made-up')).toMatchObject({ ok: false, reused: false });
    const now = Date.now();
    const code = pairing.issueCode(now);
    expect(await pairing.redeem(code, now + CODE_TTL_MS + 1)).toMatchObject({ ok: false, reused: false, reason: expect.stringContaining('expired') });
    expect(pairing.current).toBe('t'.repeat(43));
  });

  it('picks up a token another process wrote (aca pairing rotate)', async () => {
    const home = await mkdtemp(join(tmpdir(), 'aca-home-'));
    const running = await Pairing.open(home);
    const old = running.current;
    const other = await Pairing.open(home);
    await other.rotate();
    await running.refresh();
    expect(running.current).toBe(other.current);
    expect(running.matches(old)).toBe(false);
    expect(running.generation).toBe(1);
    // A damaged file is not taken as a rotation.
    await writeFile(running.file, '{oops');
    await running.refresh();
    expect(running.current).toBe(other.current);
  });
});
