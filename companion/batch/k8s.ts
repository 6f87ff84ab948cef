/**
 * `aca batch k8s …`: a Kubernetes Indexed Job that runs a batch past one machine, and the container recipe it
 * runs. Each pod runs `aca batch` on its shard (`JOB_COMPLETION_INDEX` of `--shards N`) into its own folder on a
 * shared volume; `aca merge` then combines the folders. A pod that dies is restarted by the Job and resumes its
 * shard's ledger (`--resume-or-start`), so no episode is lost or repeated.
 */
import { stringify } from 'yaml';

export interface K8sOptions {
  name: string;
  image: string;
  shards: number;
  /** Episodes in parallel inside each pod. */
  parallel: number;
  /** `aca batch` arguments every pod passes (tasks, --runs, --group, --policy …), shard and output excluded. */
  batchArgs: string[];
  /** The PersistentVolumeClaim that holds every shard's folder (ReadWriteMany). */
  volumeClaim: string;
  /** Per-pod memory: a browser and ~150 MB per parallel episode, plus the companion and the emulator. */
  memoryMiB?: number;
  /** Secret holding model endpoints or cloud credentials, passed as environment variables (optional). */
  envSecret?: string;
}

export class K8sError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'K8sError';
  }
}

const DNS_LABEL = /^[a-z0-9]([-a-z0-9]{0,50}[a-z0-9])?$/;

export function jobManifest(opts: K8sOptions): string {
  if (!DNS_LABEL.test(opts.name)) throw new K8sError(`--name must be a lowercase DNS label (a-z, 0-9, -; at most 52 characters), got "${opts.name}"`);
  if (!opts.image.trim()) throw new K8sError('--image is required: the container image built from the Dockerfile this command writes');
  if (opts.shards < 1) throw new K8sError(`--shards must be at least 1, got ${opts.shards}`);
  const memory = opts.memoryMiB ?? 600 + 150 * opts.parallel;
  // `{shard}` is replaced by aca with the pod's JOB_COMPLETION_INDEX.
  const out = `/runs/${opts.name}/shard-{shard}`;
  const job = {
    apiVersion: 'batch/v1',
    kind: 'Job',
    metadata: { name: opts.name, labels: { app: 'aliyun-console-agent' } },
    spec: {
      completionMode: 'Indexed',
      completions: opts.shards,
      parallelism: opts.shards,
      backoffLimitPerIndex: 3,
      template: {
        metadata: { labels: { app: 'aliyun-console-agent', job: opts.name } },
        spec: {
          restartPolicy: 'Never',
          containers: [
            {
              name: 'batch',
              image: opts.image,
              command: ['node', 'bin/aca.mjs', 'batch', ...opts.batchArgs, '--shards', String(opts.shards), '--parallel', String(opts.parallel), '--resume-or-start', out],
              env: [{ name: 'ACA_SHARDS', value: String(opts.shards) }],
              ...(opts.envSecret ? { envFrom: [{ secretRef: { name: opts.envSecret } }] } : {}),
              resources: {
                requests: { cpu: String(Math.max(1, Math.ceil(opts.parallel / 2))), memory: `${memory}Mi` },
                limits: { memory: `${Math.ceil(memory * 1.5)}Mi` },
              },
              volumeMounts: [{ name: 'runs', mountPath: '/runs' }, { name: 'shm', mountPath: '/dev/shm' }],
            },
          ],
          volumes: [
            { name: 'runs', persistentVolumeClaim: { claimName: opts.volumeClaim } },
            // Chromium needs more shared memory than a container's 64 MB default.
            { name: 'shm', emptyDir: { medium: 'Memory', sizeLimit: '1Gi' } },
          ],
        },
      },
    },
  };
  return stringify(job);
}

/** The container recipe: Debian's Chromium and a CJK font, the project installed with `npm ci`. */
export function dockerfile(): string {
  return [
    '# aliyun-console-agent batch runner: one shard of an Indexed Job per container.',
    'FROM node:20-bookworm-slim',
    'RUN apt-get update \\',
    ' && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends chromium fonts-wqy-microhei python3 make g++ ca-certificates \\',
    ' && rm -rf /var/lib/apt/lists/*',
    'ENV ACA_CHROMIUM=/usr/bin/chromium',
    'WORKDIR /app',
    'COPY package.json package-lock.json .npmrc ./',
    'COPY extension/ extension/',
    'RUN npm ci --no-audit --no-fund',
    'COPY . .',
    'RUN node bin/build.mjs',
    'ENTRYPOINT []',
    'CMD ["node", "bin/aca.mjs", "batch", "--help"]',
    '',
  ].join('\n');
}
