// The ECS cells the page descriptions name (`renderer`): values drawn from more than one field of a resource.
import { Balloon } from '@alifd/next';
import type { CellRenderer } from '../../../console/kinds/context';
import { formatTime } from '../../../console/src/lib/format';
import { StorageStatus } from './storage/StorageStatus';
import { TAGGED } from './pages/tags';
import { tagsCell } from './TagsCell';
import type { Disk, Snapshot } from './storage/types';
import type { Instance } from './types';

const instance = (render: (i: Instance, t: Parameters<CellRenderer>[1]) => ReturnType<CellRenderer>): CellRenderer => (row, t) => render(row as unknown as Instance, t);

/** Base64 text (a Cloud Assistant task's output) as the console shows it: decoded, UTF-8. */
function fromBase64(value: string): string {
  const bytes = Uint8Array.from(atob(value), (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

export const ecsCells: Record<string, CellRenderer> = {
  ...Object.fromEntries(Object.values(TAGGED).map((tagged) => [tagged.renderer, tagsCell(tagged)])),
  // An ENI's primary private IP, then its secondary ones (DescribeNetworkInterfaces' PrivateIpSets).
  eniIps: (row, t) => {
    const sets = (row as { PrivateIpSets?: { PrivateIpSet?: { PrivateIpAddress: string; Primary: boolean }[] } }).PrivateIpSets?.PrivateIpSet ?? [];
    return (
      <div className="cell-lines">
        {sets.map((s) => (
          <div key={s.PrivateIpAddress}>{`${s.PrivateIpAddress} (${t(s.Primary ? 'eni.ip.primary' : 'eni.ip.secondary')})`}</div>
        ))}
      </div>
    );
  },
  taskOutput: (row) => {
    const output = String((row as { Output?: string }).Output ?? '');
    return <pre className="task-output">{output ? fromBase64(output) : '-'}</pre>;
  },
  monitoring: (_, t) => (
    <Balloon.Tooltip trigger={<span className="icon-monitor" aria-label={t('col.monitoring.tip')} role="img" />} align="t">
      {t('col.monitoring.tip')}
    </Balloon.Tooltip>
  ),
  ipAddresses: instance((i, t) => {
    const priv = i.VpcAttributes?.PrivateIpAddress?.IpAddress ?? [];
    const pub = i.PublicIpAddress?.IpAddress ?? [];
    const eip = i.EipAddress?.IpAddress;
    return (
      <div className="cell-lines">
        {pub.map((ip) => <div key={ip}>{t('ip.public', { ip })}</div>)}
        {eip && <div>{t('ip.eip', { ip: eip })}</div>}
        {priv.map((ip) => <div key={ip}>{t('ip.private', { ip })}</div>)}
        {pub.length + priv.length === 0 && !eip && t('common.none')}
      </div>
    );
  }),
  instanceSpec: instance((i, t) => (
    <div className="cell-lines">
      <div>{t('spec.summary', { cpu: i.Cpu ?? '-', mem: i.Memory ? i.Memory / 1024 : '-' })}</div>
      <div className="cell-sub">{i.InstanceType}</div>
    </div>
  )),
  cpuMemory: instance((i, t) => t('spec.summary', { cpu: i.Cpu ?? '-', mem: i.Memory ? i.Memory / 1024 : '-' })),
  osName: (row, _, lang) => {
    const i = row as unknown as Instance;
    return (lang === 'en' && i.OSNameEn) || i.OSName || i.ImageId;
  },
  billing: instance((i, t) => (
    <div className="cell-lines">
      <div>{t(i.InstanceChargeType === 'PrePaid' ? 'billing.prepaid' : 'billing.postpaid')}</div>
      {i.InstanceChargeType === 'PrePaid' && i.ExpiredTime
        ? <div className="cell-sub">{t('billing.expiresAt', { time: formatTime(i.ExpiredTime) })}</div>
        : i.CreationTime && <div className="cell-sub">{t('billing.createdAt', { time: formatTime(i.CreationTime) })}</div>}
    </div>
  )),
  // A subscription's end; a pay-as-you-go instance has none (the API answers a far date).
  expiry: instance((i) => (i.InstanceChargeType === 'PrePaid' && i.ExpiredTime ? formatTime(i.ExpiredTime) : '-')),
  diskCategory: (row, t) => {
    const d = row as unknown as Disk;
    return `${t.has(`disk.${d.Category}`) ? t(`disk.${d.Category}`) : d.Category} ${d.Size} GiB`;
  },
  storageStatus: (row, t) => {
    const s = row as unknown as { Status: string; Progress?: string };
    return <StorageStatus status={s.Status} progress={s.Progress} t={t} />;
  },
  diskInstance: (row, t) => {
    const d = row as unknown as Disk;
    return d.InstanceId ? (
      <div className="cell-lines">
        <div>{d.InstanceId}</div>
        <div className="cell-sub">{d.Device}</div>
      </div>
    ) : (
      t('common.none')
    );
  },
  snapshotDisk: (row, t) => {
    const s = row as unknown as Snapshot;
    return (
      <div className="cell-lines">
        <div>{s.SourceDiskId}</div>
        <div className="cell-sub">{`${t(s.SourceDiskType === 'system' ? 'disk.type.system' : 'disk.type.data')} ${s.SourceDiskSize} GiB`}</div>
      </div>
    );
  },
};
