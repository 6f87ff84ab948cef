// The cloud side of the companion: SDK clients, accounts, the `openapi` provisioner and ActionTrail rewards.
export * from './sdk';
export * from './account';
export * from './retry';
export * from './references';
export * from './resources/index';
export * from './provision';
export * from './onDemand';
export * from './rewards';
