import { Menu, Tab } from '@alifd/next';
import { PageHeader } from '../../../console/src/components/PageHeader';
import { useConsole } from '../../../console/src/lib/ConsoleContext';
import { setQuery } from '../../../console/src/lib/router';
import { useApiQuery } from '../../../console/src/lib/useApiQuery';
import { useQueryErrors } from '../../../console/src/lib/useDialogForm';
import type { PageProps } from '../../../console/src/lib/product';
import { CodeTab, ConfigTab, TriggersTab } from './FunctionDetailPage';
import { AliasesTab, VersionsTab } from './ServiceVersions';
import { FUNCTIONS3, type FcFunction } from './types';
import { useFc } from './useFc';

/**
 * `/fc/functions/:fn`, a function's details page on Function Compute 3.0: the tabs Code, Configurations, Triggers,
 * Versions and Aliases (versions and aliases belong to the function). On the 2024 console (fc@2024, flag
 * `triggersInConfig`) there is no Triggers tab: Triggers sits in the Configurations tab's left-side menu.
 */
export function Function3Page({ params, query }: PageProps) {
  const { t, flag } = useFc();
  const { regionId } = useConsole();
  const functionName = params.fn;
  const inConfig = flag('triggersInConfig');
  const tabs = ['code', 'config', ...(inConfig ? [] : ['triggers']), 'versions', 'aliases'];
  const tab = tabs.includes(query.get('tab') ?? '') ? (query.get('tab') as string) : 'code';
  const section = query.get('section') === 'triggers' ? 'triggers' : 'basic';
  const base = { RegionId: regionId, functionName };
  const fn = useApiQuery<FcFunction>('FC', 'GetFunction', base);
  useQueryErrors(t, fn.error);

  const config = <ConfigTab fn={fn.data} base={base} t={t} onSaved={fn.reload} />;
  return (
    <div className="page">
      <PageHeader title={functionName} back={FUNCTIONS3} crumbs={[{ label: t('fn3.list.title'), to: FUNCTIONS3 }, { label: functionName }]} />
      <Tab activeKey={tab} onChange={(key: string | number) => setQuery({ tab: String(key), section: null })} shape="wrapped">
        <Tab.Item key="code" title={t('fn3.tab.code')}>
          <CodeTab fn={fn.data} t={t} />
        </Tab.Item>
        <Tab.Item key="config" title={t('fn3.tab.config')}>
          {inConfig ? (
            <div style={{ display: 'flex', gap: 16 }}>
              <nav aria-label={t('fn3.tab.config')} style={{ width: 180 }}>
                <Menu selectedKeys={[section]} onItemClick={(key: string) => setQuery({ tab: 'config', section: key === 'triggers' ? 'triggers' : null })}>
                  <Menu.Item key="basic">{t('fn3.config.basic')}</Menu.Item>
                  <Menu.Item key="triggers">{t('fn3.config.triggers')}</Menu.Item>
                </Menu>
              </nav>
              <div style={{ flex: 1 }}>{section === 'triggers' ? <TriggersTab base={base} t={t} /> : config}</div>
            </div>
          ) : (
            config
          )}
        </Tab.Item>
        {!inConfig && (
          <Tab.Item key="triggers" title={t('fn3.tab.triggers')}>
            <TriggersTab base={base} t={t} />
          </Tab.Item>
        )}
        <Tab.Item key="versions" title={t('fn3.tab.versions')}>
          <VersionsTab base={base} t={t} />
        </Tab.Item>
        <Tab.Item key="aliases" title={t('fn3.tab.aliases')}>
          <AliasesTab base={base} t={t} />
        </Tab.Item>
      </Tab>
    </div>
  );
}
