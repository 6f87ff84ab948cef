import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { dockerfile, jobManifest } from './k8s';

describe('the Kubernetes Indexed Job', () => {
  it('runs one shard per completion index, resuming its own folder, with Chromium-sized shared memory', () => {
    const job = parse(jobManifest({ name: 'eval-qwen', image: 'registry.local/aca:1', shards: 8, parallel: 4, batchArgs: ['tasks/', '--runs', '4'], volumeClaim: 'runs' }));
    expect(job).toMatchObject({ apiVersion: 'batch/v1', kind: 'Job', spec: { completionMode: 'Indexed', completions: 8, parallelism: 8 } });
    const pod = job.spec.template.spec;
    expect(pod.restartPolicy).toBe('Never');
    const [container] = pod.containers;
    expect(container.command).toEqual(['node', 'bin/aca.mjs', 'batch', 'tasks/', '--runs', '4', '--shards', '8', '--parallel', '4', '--resume-or-start', '/runs/eval-qwen/shard-{shard}']);
    expect(container.resources.requests.memory).toBe(`${600 + 150 * 4}Mi`);
    expect(pod.volumes).toContainEqual({ name: 'runs', persistentVolumeClaim: { claimName: 'runs' } });
    expect(pod.volumes.find((v: { name: string }) => v.name === 'shm').emptyDir.medium).toBe('Memory');
  });

  it('refuses names Kubernetes refuses and a missing image', () => {
    expect(() => jobManifest({ name: 'Eval_1', image: 'x', shards: 1, parallel: 1, batchArgs: [], volumeClaim: 'r' })).toThrow(/DNS label/);
    expect(() => jobManifest({ name: 'ok', image: ' ', shards: 1, parallel: 1, batchArgs: [], volumeClaim: 'r' })).toThrow(/--image is required/);
  });

  it('builds an image from Debian Chromium and npm ci, downloading no browser', () => {
    const text = dockerfile();
    expect(text).toMatch(/apt-get install[^\n]*chromium/);
    expect(text).toContain('RUN npm ci');
    expect(text).not.toMatch(/playwright install/);
  });
});
