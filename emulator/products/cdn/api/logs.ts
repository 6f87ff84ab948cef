// Alibaba Cloud CDN offline logs (DescribeCdnDomainLogs): one gzip file an hour for each accelerated domain,
// kept 30 days. The emulator has no traffic, so every domain of the account has a file for every whole hour of
// the window (our stand-in for a domain that was visited); the current hour's file is not there yet.
import type { ActionDef } from '../../../action.js';
import { invalidParameter } from '../../../errors.js';
import { domainOf, fail } from './state.js';

export type CdnLogAction = 'DescribeCdnDomainLogs';

const HOUR = 3_600_000;
const KEPT_MS = 30 * 24 * HOUR;
const pad = (n: number) => String(n).padStart(2, '0');
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 19) + 'Z';

function timeParam(raw: string | undefined, name: string): number | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?Z$/.test(raw) || Number.isNaN(Date.parse(raw))) {
    throw fail(`Invalid${name}.Malformed`, `Specified ${name} is malformed: use yyyy-MM-ddTHH:mm:ssZ.`);
  }
  return Date.parse(raw);
}

/** The file name of one hour: `<domain>_<yyyy>_<MM>_<dd>_<HHmmss>_<HHmmss>.gz` (UTC+8 as the cloud names them). */
function logName(domain: string, start: number): string {
  const d = new Date(start + 8 * HOUR);
  const h = d.getUTCHours();
  return `${domain}_${d.getUTCFullYear()}_${pad(d.getUTCMonth() + 1)}_${pad(d.getUTCDate())}_${pad(h)}0000_${pad((h + 1) % 24)}0000.gz`;
}

export const cdnLogActions = {
  DescribeCdnDomainLogs: {
    rw: 'Read',
    handle(ctx) {
      const d = domainOf(ctx);
      const now = ctx.now;
      const end = timeParam(ctx.params.optional('EndTime'), 'EndTime') ?? now;
      const start = timeParam(ctx.params.optional('StartTime'), 'StartTime') ?? end - 24 * HOUR;
      if (start >= end) throw fail('InvalidTime.Malformed', 'StartTime must be earlier than EndTime.');
      if (end - start > 31 * 24 * HOUR) throw fail('InvalidTime.Malformed', 'The time range may be at most 31 days.');
      const pageSize = Number(ctx.params.optional('PageSize') ?? '300');
      const pageNumber = Number(ctx.params.optional('PageNumber') ?? '1');
      if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > 1000) throw invalidParameter('PageSize', 'PageSize must be from 1 to 1000.');
      if (!Number.isInteger(pageNumber) || pageNumber < 1) throw invalidParameter('PageNumber', 'PageNumber must be 1 or more.');
      const files: Array<{ LogName: string; LogPath: string; LogSize: number; StartTime: string; EndTime: string }> = [];
      const first = Math.max(Math.ceil(start / HOUR) * HOUR, Math.ceil((now - KEPT_MS) / HOUR) * HOUR);
      const last = Math.min(end, Math.floor(now / HOUR) * HOUR);
      for (let h = first; h + HOUR <= last; h += HOUR) {
        const name = logName(d.DomainName, h);
        // A size that looks like an hour of traffic and stays the same for the same file.
        const size = 2048 + ([...name].reduce((a, c) => (a * 31 + c.charCodeAt(0)) >>> 0, 7) % 90_000);
        files.push({ LogName: name, LogPath: `cdnlog.cn-hangzhou.oss.aliyun-inc.com/${d.DomainName}/${name.slice(d.DomainName.length + 1, d.DomainName.length + 11)}/${name}?Expires=${Math.floor(now / 1000) + 86_400}&OSSAccessKeyId=emulator&Signature=emulator`, LogSize: size, StartTime: iso(h), EndTime: iso(h + HOUR) });
      }
      files.reverse();
      const shown = files.slice((pageNumber - 1) * pageSize, pageNumber * pageSize);
      return {
        DomainName: d.DomainName,
        DomainLogDetails: {
          DomainLogDetail: [{ LogCount: shown.length, LogInfos: { LogInfoDetail: shown }, PageInfos: { PageIndex: pageNumber, PageSize: pageSize, Total: files.length } }],
        },
      };
    },
  },
} satisfies Record<CdnLogAction, ActionDef>;
