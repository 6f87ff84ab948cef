// The instance states the pages test: a row condition per state, the badge tone of each status, the row's id.
export const TRANSITIONAL = ['Pending', 'Starting', 'Stopping'];
export const running = { row: 'Status', eq: 'Running' } as const;
export const stopped = { row: 'Status', eq: 'Stopped' } as const;
export const settled = { row: 'Status', in: ['Running', 'Stopped'] } as const;
export const TONES = { Running: 'success', Stopped: 'stopped', Starting: 'pending', Stopping: 'pending', Pending: 'pending' } as const;
export const id = { row: 'InstanceId' } as const;
