import { useState, type ReactNode } from 'react';
import { Button, Nav } from '@alifd/next';
import { Link } from '../../../console/src/components/Link';
import { useApiQuery } from '../../../console/src/lib/useApiQuery';
import { CreateBucketDialog } from './CreateBucketDialog';
import type { ListBuckets } from './types';
import { useOss } from './useOss';

export type Props = { /** The bucket whose page is open; none on the overview. */ selected?: string; children: ReactNode };

/**
 * oss@2019: the console's left pane is the overview and the list of buckets itself (there is no Buckets page);
 * clicking a bucket opens its overview tab.
 */
export function BucketListLayout({ selected, children }: Props) {
  const { t } = useOss();
  const list = useApiQuery<ListBuckets>('Oss', 'ListBuckets', { 'max-keys': 1000 });
  const [creating, setCreating] = useState(false);
  const buckets = list.data?.ListAllMyBucketsResult.Buckets.Bucket ?? [];
  return (
    <div className="console-body">
      <aside className="console-sidenav">
        <div className="console-sidenav-title">{t('oss.title')}</div>
        <Nav type="normal" embeddable selectedKeys={[selected ?? 'overview']} aria-label={t('oss.title')}>
          <Nav.Item key="overview">
            <Link to="/oss/overview">{t('nav.overview')}</Link>
          </Nav.Item>
          <Nav.Group label={t('bucketList.title')}>
            {buckets.map((b) => (
              <Nav.Item key={b.Name}>
                <Link to={`/oss/bucket/${encodeURIComponent(b.Name)}/overview`}>{b.Name}</Link>
              </Nav.Item>
            ))}
          </Nav.Group>
        </Nav>
        <div className="sidenav-foot">
          <Button text type="primary" onClick={() => setCreating(true)}>
            {t('buckets.create')}
          </Button>
        </div>
      </aside>
      <main className="console-main">
        <div className="page">{children}</div>
      </main>
      {creating && <CreateBucketDialog t={t} onClose={() => setCreating(false)} onDone={() => { setCreating(false); list.reload(); }} />}
    </div>
  );
}
