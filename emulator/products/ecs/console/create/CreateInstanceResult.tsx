import { Button } from '@alifd/next';
import { Link } from '../../../../console/src/components/Link';
import { navigate } from '../../../../console/src/lib/router';
import type { Translate } from '../../../../console/src/lib/vocabulary';

export type Props = { instanceIds: string[]; orderId?: string; t: Translate };

/** What the purchase page shows once RunInstances succeeded. */
export function CreateInstanceResult({ instanceIds, orderId, t }: Props) {
  return (
    <div className="result-box" role="status">
      <div className="result-icon success" aria-hidden />
      <h2 className="result-title">{t('create.success.title')}</h2>
      <p>{t('create.success.text')}</p>
      <ul className="result-ids">
        {instanceIds.map((id) => (
          <li key={id}>
            {t('create.success.instanceId')} <Link to={`/ecs/instances/${id}`}>{id}</Link>
          </li>
        ))}
        {orderId && <li>{t('create.success.orderId', { id: orderId })}</li>}
      </ul>
      <div className="result-actions">
        <Button type="primary" onClick={() => navigate('/ecs/instances')}>
          {t('create.success.toList')}
        </Button>
        <Button onClick={() => location.reload()}>{t('create.success.again')}</Button>
      </div>
    </div>
  );
}
