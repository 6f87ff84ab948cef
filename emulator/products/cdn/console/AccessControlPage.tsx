import { useState } from 'react';
import { Button, Tab } from '@alifd/next';
import { DetailSection } from '../../../console/src/components/DetailSection';
import { StatusTag } from '../../../console/src/components/StatusTag';
import type { PageProps } from '../../../console/src/lib/product';
import { DomainLayout } from './DomainLayout';
import { IpListDialog } from './IpListDialog';
import { RefererDialog } from './RefererDialog';
import { UrlSigningDialog } from './UrlSigningDialog';
import { argOf } from './types';
import { useCdn } from './useCdn';
import { useDomainConfigs } from './useDomain';

/**
 * `/cdn/domains/:domain/access` (Access Control): the Hotlink Protection tab shows and modifies the Referer list,
 * the IP tab the IP blacklist or whitelist, the URL Signing tab the signing type and keys (`aliauth`).
 */
export function AccessControlPage({ params }: PageProps) {
  const { t, flag } = useCdn();
  const domain = params.domain;
  const referer = useDomainConfigs(domain, ['referer_white_list_set', 'referer_black_list_set'], t);
  const ip = useDomainConfigs(domain, ['ip_black_list_set', 'ip_allow_list_set'], t);
  const auth = useDomainConfigs(domain, ['aliauth'], t);
  const [editing, setEditing] = useState<'referer' | 'ip' | 'auth' | null>(null);
  const signing = auth.configs[0];
  const signType = signing ? argOf(signing, 'auth_type') : 'no_auth';
  const ipList = ip.configs[0];
  const ipWhite = ipList?.FunctionName === 'ip_allow_list_set';
  const current = referer.configs[0];
  const white = current?.FunctionName === 'referer_white_list_set';
  const rules = current ? argOf(current, white ? 'refer_domain_allow_list' : 'refer_domain_deny_list') : '';

  return (
    <DomainLayout domain={domain} title={t('access.title')}>
      <Tab shape="wrapped" defaultActiveKey="referer">
        <Tab.Item key="referer" title={t('access.tab.referer')}>
          <DetailSection
            title={t('referer.section')}
            loading={referer.data ? undefined : <p>{t('common.loading')}</p>}
            rows={
              current
                ? [
                    [t('referer.type'), t(white ? 'referer.type.white' : 'referer.type.black')],
                    [t('referer.rules'), rules.split(',').join(', ')],
                    [t('referer.allowEmpty'), t(argOf(current, 'allow_empty') === 'on' ? 'yes' : 'no')],
                    [t('cache.col.status'), <StatusTag key="s" label={t(`config.status.${current.Status}`)} tone={current.Status === 'success' ? 'success' : 'pending'} />],
                  ]
                : [[t('referer.state'), t('referer.off')]]
            }
          />
          <Button type="primary" onClick={() => setEditing('referer')}>
            {t('access.modify')}
          </Button>
        </Tab.Item>
        <Tab.Item key="ip" title={t('access.tab.ip')}>
          <DetailSection
            title={t('ip.section')}
            loading={ip.data ? undefined : <p>{t('common.loading')}</p>}
            rows={
              ipList
                ? [
                    [t('ip.type'), t(ipWhite ? 'ip.type.white' : 'ip.type.black')],
                    [t('ip.rules'), argOf(ipList, 'ip_list').split(',').join(', ')],
                    [t('cache.col.status'), <StatusTag key="s" label={t(`config.status.${ipList.Status}`)} tone={ipList.Status === 'success' ? 'success' : 'pending'} />],
                  ]
                : [[t('referer.state'), t('referer.off')]]
            }
          />
          <Button type="primary" onClick={() => setEditing('ip')}>
            {t('access.modify')}
          </Button>
        </Tab.Item>
        <Tab.Item key="auth" title={t('access.tab.auth')}>
          <DetailSection
            title={t('auth.section')}
            loading={auth.data ? undefined : <p>{t('common.loading')}</p>}
            rows={
              signType !== 'no_auth'
                ? [
                    [t('auth.switch'), t('auth.on')],
                    [t('auth.type'), t(`auth.type.${signType}`)],
                    [t('auth.key1'), argOf(signing, 'auth_key1')],
                    [t('auth.key2'), argOf(signing, 'auth_key2') || '-'],
                    ...(flag('urlSigning2021') ? [] : [[t('auth.delta'), `${argOf(signing, 'ali_auth_delta') || '1800'} ${t('auth.delta.unit')}`] as [string, string]]),
                    [t('cache.col.status'), <StatusTag key="s" label={t(`config.status.${signing.Status}`)} tone={signing.Status === 'success' ? 'success' : 'pending'} />],
                  ]
                : [[t('auth.switch'), t('auth.off')]]
            }
          />
          <Button type="primary" onClick={() => setEditing('auth')}>
            {t('access.modify')}
          </Button>
        </Tab.Item>
        <Tab.Item key="ua" title={t('access.tab.ua')}>
          <p className="field-help">{t('common.notImplemented')}</p>
        </Tab.Item>
      </Tab>
      {editing === 'referer' && <RefererDialog domain={domain} current={current} t={t} onClose={() => setEditing(null)} onDone={referer.reload} allowEmptyOption={!flag('refererAllowEmptyRemoved')} />}
      {editing === 'auth' && <UrlSigningDialog domain={domain} current={signing} t={t} older={flag('urlSigning2021')} onClose={() => setEditing(null)} onDone={auth.reload} />}
      {editing === 'ip' && <IpListDialog domain={domain} current={ipList} t={t} onClose={() => setEditing(null)} onDone={ip.reload} />}
    </DomainLayout>
  );
}
