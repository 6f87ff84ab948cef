// The instance's Connect (远程连接) dialog: the ways to connect, each with its Sign in now. Workbench leads to its
// login page, VNC to the VNC page (pages/remote.ts).
import { Button, Dialog } from '@alifd/next';
import type { CustomDialogProps } from '../../../../console/kinds/context';
import { navigate } from '../../../../console/src/lib/router';
import { useEcs } from '../useEcs';

const METHODS = [
  { key: 'workbench', title: 'remote.workbench', text: 'remote.workbench.text', path: 'workbench', primary: true },
  { key: 'vnc', title: 'remote.vnc', text: 'remote.vnc.text', path: 'vnc', primary: false },
] as const;

export function RemoteConnectionDialog({ scope, onClose }: CustomDialogProps) {
  const { t } = useEcs();
  const id = String(scope.row?.InstanceId ?? '');
  return (
    <Dialog v2 visible title={t('remote.title')} width={640} onClose={onClose} onCancel={onClose} footerActions={['cancel']} cancelProps={{ children: t('common.cancel') }}>
      <p className="dialog-intro">{id}</p>
      {METHODS.map((m) => (
        <section key={m.key} className="remote-method" aria-label={t(m.title)}>
          <h3>{t(m.title)}</h3>
          <p className="dialog-text">{t(m.text)}</p>
          <Button type={m.primary ? 'primary' : 'normal'} onClick={() => { onClose(); navigate(`/ecs/instances/${id}/${m.path}`); }}>
            {t('remote.signIn')}
          </Button>
        </section>
      ))}
    </Dialog>
  );
}
