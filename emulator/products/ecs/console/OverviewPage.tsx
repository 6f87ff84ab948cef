import { Button, Card } from '@alifd/next';
import { Link } from '../../../console/src/components/Link';
import { PageHeader } from '../../../console/src/components/PageHeader';
import { useConsole } from '../../../console/src/lib/ConsoleContext';
import { regionName } from '../../../console/src/lib/names';
import { navigate } from '../../../console/src/lib/router';
import { useApiQuery } from '../../../console/src/lib/useApiQuery';
import type { DescribeInstances, DescribeSecurityGroups } from './types';
import { useEcs } from './useEcs';

/** `/ecs`: the ECS console's Overview: resource counts in the selected region and shortcuts. */
export function OverviewPage() {
  const { t } = useEcs();
  const { regionId } = useConsole();
  const all = useApiQuery<DescribeInstances>('Ecs', 'DescribeInstances', { RegionId: regionId, PageSize: 1 });
  const running = useApiQuery<DescribeInstances>('Ecs', 'DescribeInstances', { RegionId: regionId, PageSize: 1, Status: 'Running' });
  const groups = useApiQuery<DescribeSecurityGroups>('Ecs', 'DescribeSecurityGroups', { RegionId: regionId, PageSize: 50 });
  const count = (n: number | undefined) => (n === undefined ? '-' : String(n));
  return (
    <div className="page">
      <PageHeader title={t('nav.overview')} />
      <div className="overview-cards">
        <Card free className="overview-card">
          <Card.Header title={t('overview.resources', { region: regionName(regionId, t) })} />
          <Card.Content>
            <div className="overview-stats">
              <Link to="/ecs/instances" className="stat">
                <span className="stat-value">{count(all.data?.TotalCount)}</span>
                <span className="stat-label">{t('overview.instances')}</span>
              </Link>
              <Link to="/ecs/instances" className="stat">
                <span className="stat-value">{count(running.data?.TotalCount)}</span>
                <span className="stat-label">{t('overview.running')}</span>
              </Link>
              <Link to="/ecs/security-groups" className="stat">
                <span className="stat-value">{count(groups.data?.SecurityGroups?.SecurityGroup?.length)}</span>
                <span className="stat-label">{t('nav.securityGroups')}</span>
              </Link>
            </div>
          </Card.Content>
        </Card>
        <Card free className="overview-card">
          <Card.Header title={t('overview.quick')} />
          <Card.Content>
            <Button type="primary" onClick={() => navigate('/ecs/instances/create')}>
              {t('instances.create')}
            </Button>
          </Card.Content>
        </Card>
      </div>
    </div>
  );
}
