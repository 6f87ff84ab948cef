/** A trail as DescribeTrails returns it. */
export type Trail = {
  Name: string;
  HomeRegion: string;
  TrailRegion: string;
  EventRW: 'Read' | 'Write' | 'All';
  OssBucketName: string;
  OssKeyPrefix: string;
  SlsProjectArn: string;
  SlsWriteRoleArn: string;
  Status: 'Fresh' | 'Enable' | 'Disable';
  CreateTime: string;
  UpdateTime: string;
  StartLoggingTime: string;
  StopLoggingTime: string;
};

export type DescribeTrails = { TrailList: Trail[] };

export type TrailStatus = { IsLogging: boolean; LatestDeliveryTime: string; StartLoggingTime: string; StopLoggingTime: string };

/** An ActionTrail event as LookupEvents returns it (the fields the console shows). */
export type TrailEvent = {
  eventId: string;
  eventName: string;
  eventTime: string;
  eventRW: 'Read' | 'Write';
  eventSource: string;
  serviceName: string;
  acsRegion: string;
  requestId: string;
  sourceIpAddress: string;
  errorCode?: string;
  referencedResources: Record<string, string[]>;
  userIdentity: { userName: string; accessKeyId: string };
};

export type LookupEvents = { Events: TrailEvent[]; NextToken?: string };

export const trailPath = (name: string) => `/actiontrail/trails/${encodeURIComponent(name)}`;

/** `acs:log:cn-hangzhou:123:project/my-project` -> `my-project`. */
export const slsProject = (arn: string) => arn.replace(/^.*:project\//, '');
