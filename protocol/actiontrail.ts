import { z } from 'zod';

/** An ActionTrail event as `LookupEvents` returns it (fields we rely on are required). */
export const ActionTrailEventSchema = z
  .object({
    eventId: z.string(),
    eventVersion: z.string().optional(),
    eventName: z.string(),
    eventType: z.string(),
    eventRW: z.string().optional(),
    eventSource: z.string().optional(),
    eventTime: z.string(),
    serviceName: z.string(),
    acsRegion: z.string().optional(),
    apiVersion: z.string().optional(),
    requestId: z.string().optional(),
    requestParameters: z.record(z.string(), z.unknown()).default({}),
    responseElements: z.unknown().optional(),
    referencedResources: z.record(z.string(), z.array(z.string())).optional(),
    userIdentity: z
      .object({
        type: z.string(),
        principalId: z.string().optional(),
        accountId: z.string().optional(),
        accessKeyId: z.string().optional(),
        userName: z.string().optional(),
      })
      .passthrough(),
    sourceIpAddress: z.string().optional(),
    userAgent: z.string().optional(),
    errorCode: z.string().optional(),
    errorMessage: z.string().optional(),
  })
  .passthrough();
export type ActionTrailEvent = z.infer<typeof ActionTrailEventSchema>;
