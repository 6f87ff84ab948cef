export type FcService = {
  serviceId: string;
  serviceName: string;
  description: string;
  role: string;
  internetAccess: boolean;
  logConfig?: { project: string; logstore: string };
  createdTime: string;
  lastModifiedTime: string;
};

export type FcFunction = {
  functionId: string;
  functionName: string;
  description: string;
  runtime: string;
  handler: string;
  memorySize: number;
  timeout: number;
  instanceConcurrency: number;
  codeSize: number;
  environmentVariables?: Record<string, string>;
  createdTime: string;
  lastModifiedTime: string;
};

export type FcTrigger = {
  triggerId: string;
  triggerName: string;
  triggerType: string;
  triggerConfig: string;
  urlInternet: string;
  urlIntranet: string;
  createdTime: string;
};

export const servicePath = (service: string) => `/fc/services/${encodeURIComponent(service)}`;
/** Today's Functions page (Function Compute 3.0: functions without services). */
export const FUNCTIONS3 = '/fc/functions';
/** A function's page: under its service on 2.0, under Functions on 3.0 (no service). */
export const functionPath = (service: string | undefined, fn: string, tab?: string) =>
  `${service ? `${servicePath(service)}/functions` : FUNCTIONS3}/${encodeURIComponent(fn)}${tab ? `?tab=${tab}` : ''}`;

export const RUNTIMES = ['python3.10', 'python3.9', 'nodejs18', 'nodejs16', 'nodejs20', 'java11', 'php7.2', 'go1'];
export const MEMORY_SIZES = [128, 256, 512, 1024, 2048, 3072, 4096, 8192];
export const memoryLabel = (mb: number) => (mb >= 1024 ? `${mb / 1024} GB` : `${mb} MB`);

/** The function a tab acts on: with its service on 2.0, alone on 3.0. */
export type Base = { RegionId: string; serviceName?: string; functionName: string };
