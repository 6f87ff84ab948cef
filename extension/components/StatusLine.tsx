import type { ConnectionStatus, EventData } from '../utils/internal';

export type Props = { status: ConnectionStatus; notices: EventData<'session.notice'>[] };

const LABELS: Record<ConnectionStatus['state'], string> = {
  unpaired: 'not paired',
  connecting: 'connecting…',
  connected: 'connected',
  reconnecting: 'reconnecting…',
  refused: 'refused',
};

/** The connection state in words (tests read the `status` role), then the companion's recent notices. */
export function StatusLine({ status, notices }: Props) {
  const detail = status.state === 'connected' ? '' : status.reason ? `: ${status.reason}` : '';
  return (
    <div>
      <div role="status" class="status" data-testid="connection-status" data-state={status.state}>
        {LABELS[status.state]}
        {detail}
      </div>
      {notices.map((n, i) => (
        <p key={i} class="notice" data-level={n.level}>
          {n.message}
        </p>
      ))}
    </div>
  );
}
