import type { Translate } from '../../../console/src/lib/vocabulary';
import { ListRulesDialog, type ListKind } from './ListRulesDialog';
import { argOf, functionsJson, type DomainConfig } from './types';

export type Props = { domain: string; current?: DomainConfig; t: Translate; onClose: () => void; onDone: () => void };

const FUNCTION: Record<ListKind, string> = { black: 'ip_black_list_set', white: 'ip_allow_list_set' };
const IP = /^(25[0-5]|2[0-4]\d|1?\d?\d)(\.(25[0-5]|2[0-4]\d|1?\d?\d)){3}(\/([0-9]|[12]\d|3[0-2]))?$/;

/** "IP Blacklist/Whitelist": client IP addresses or CIDR blocks denied or allowed (BatchSetCdnDomainConfig). */
export function IpListDialog({ domain, current, t, onClose, onDone }: Props) {
  const bad = (list: string[]) => list.find((ip) => !IP.test(ip));
  return (
    <ListRulesDialog
      domain={domain}
      t={t}
      prefix="ip"
      placeholder="192.168.0.1"
      initialKind={current?.FunctionName === 'ip_allow_list_set' ? 'white' : 'black'}
      initialRules={current ? argOf(current, 'ip_list').split(',').join('\n') : ''}
      invalid={(list) => (bad(list) ? t('ip.err.format', { ip: bad(list)! }) : undefined)}
      functions={(kind, list) => functionsJson(FUNCTION[kind], { ip_list: list.join(',') })}
      onClose={onClose}
      onDone={onDone}
    />
  );
}
