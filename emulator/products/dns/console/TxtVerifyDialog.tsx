import { useEffect, useState } from 'react';
import { Button, Dialog, Message } from '@alifd/next';
import { callApi } from '../../../console/src/lib/api';
import { notifyApiError } from '../../../console/src/lib/apiErrors';
import type { Translate } from '../../../console/src/lib/vocabulary';
import type { DescribeDomainRecords, DescribeDomains } from './types';

export type Props = { name: string; t: Translate; onClose: () => void; onDone: () => void };

type Txt = { RR: string; Value: string };

/** Verification tries before the console asks for a new value (the value itself lasts a day). */
const TRIES = 3;

/**
 * dns@2021 (flag `subdomainTxt`), the 域名持有者身份验证 dialog that 添加域名's TXT授权校验 opens for a subdomain: the TXT
 * record to add in the primary domain (GetTxtRecordForVerify), **验证** (looks the record up in the primary domain of
 * this account), then **验证成功**, which adds the subdomain (AddDomain).
 */
export function TxtVerifyDialog({ name, t, onClose, onDone }: Props) {
  const [txt, setTxt] = useState<Txt | null>(null);
  const [verified, setVerified] = useState(false);
  const [tries, setTries] = useState(0);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    callApi<Txt>('Alidns', 'GetTxtRecordForVerify', { DomainName: name, Type: 'ADD_SUB_DOMAIN' }).then(setTxt, (err) => notifyApiError(err, t));
  }, [name, t]);

  /** Whether the primary domain of this account that holds `name` has the TXT record. */
  const holdsRecord = async (want: Txt) => {
    const domains = await callApi<DescribeDomains>('Alidns', 'DescribeDomains', { PageSize: 100 });
    const primary = domains.Domains.Domain.map((d) => d.DomainName)
      .filter((d) => name.toLowerCase().endsWith(`.${d.toLowerCase()}`))
      .sort((a, b) => b.length - a.length)[0];
    if (!primary) return false;
    const found = await callApi<DescribeDomainRecords>('Alidns', 'DescribeDomainRecords', { DomainName: primary, RRKeyWord: want.RR, TypeKeyWord: 'TXT', PageSize: 100 });
    return found.DomainRecords.Record.some((r) => r.RR === want.RR && r.Type === 'TXT' && r.Value.replace(/^"|"$/g, '') === want.Value);
  };

  const verify = async () => {
    if (!txt) return;
    setBusy(true);
    try {
      if (await holdsRecord(txt)) setVerified(true);
      else {
        setTries(tries + 1);
        Message.error(t(tries + 1 >= TRIES ? 'txt.err.tries' : 'txt.err.notFound'));
      }
    } catch (err) {
      notifyApiError(err, t);
    }
    setBusy(false);
  };

  const add = async () => {
    setBusy(true);
    try {
      await callApi('Alidns', 'AddDomain', { DomainName: name });
      Message.success(t('toast.domainAdded'));
      onDone();
    } catch (err) {
      notifyApiError(err, t);
      setBusy(false);
    }
  };

  const footer = verified ? (
    <Button type="primary" loading={busy} onClick={add}>
      {t('txt.verified')}
    </Button>
  ) : (
    <Button type="primary" loading={busy} disabled={!txt} onClick={verify}>
      {t('txt.verify')}
    </Button>
  );
  return (
    <Dialog v2 visible title={t('txt.title')} width={600} footer={footer} onClose={onClose}>
      <p className="field-help">{t('txt.help', { name })}</p>
      <table aria-label={t('txt.title')}>
        <thead>
          <tr>
            <th>{t('record.col.rr')}</th>
            <th>{t('record.col.type')}</th>
            <th>{t('record.col.value')}</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>{txt?.RR ?? ''}</td>
            <td>TXT</td>
            <td>{txt?.Value ?? ''}</td>
          </tr>
        </tbody>
      </table>
      {verified && <p role="status">{t('txt.ok')}</p>}
    </Dialog>
  );
}
