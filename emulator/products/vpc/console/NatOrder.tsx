import { useState } from 'react';
import { Button } from '@alifd/next';
import { DetailSection } from '../../../console/src/components/DetailSection';
import { PageHeader } from '../../../console/src/components/PageHeader';
import { navigate } from '../../../console/src/lib/router';
import { useVpc } from './useVpc';

export type Props = {
  /** What was configured, labels and values in the page's language. */
  items: Array<{ label: string; value: string }>;
  /** Makes the gateway; throws the API's error. */
  onPay: () => Promise<void>;
  onFail: (err: unknown) => void;
  onBack: () => void;
};

/**
 * The order page the earlier NAT buy pages lead to (vpc@2019, vpc@2021): the configuration and the amount, paid with
 * Activate Now (支付), which makes the gateway; then "Order complete." (恭喜，支付成功！).
 */
export function NatOrder({ items, onPay, onFail, onBack }: Props) {
  const { t } = useVpc();
  const [busy, setBusy] = useState(false);
  const [paid, setPaid] = useState(false);
  if (paid) {
    return (
      <div className="page">
        <div className="result-box" role="status">
          <div className="result-icon success" aria-hidden />
          <h2 className="result-title">{t('nat.order.done')}</h2>
          <div className="result-actions">
            <Button type="primary" onClick={() => navigate('/vpc/nat-gateways')}>
              {t('nat.order.toConsole')}
            </Button>
          </div>
        </div>
      </div>
    );
  }
  const pay = async () => {
    setBusy(true);
    try {
      await onPay();
      setPaid(true);
    } catch (err) {
      setBusy(false);
      onFail(err);
    }
  };
  return (
    <div className="page">
      <PageHeader title={t('nat.order.title')} />
      <DetailSection title={t('nat.order.config')} rows={[...items.map((i): [string, string] => [i.label, i.value]), [t('nat.order.amount'), t('nat.order.postpaid')]]} />
      <div className="form-footer">
        <Button type="primary" loading={busy} onClick={pay}>
          {t('nat.pay')}
        </Button>
        <Button onClick={onBack}>{t('nat.order.back')}</Button>
      </div>
    </div>
  );
}
