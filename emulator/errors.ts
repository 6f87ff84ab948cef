// Cloud errors in the shape and with the codes the real OpenAPI gateway returns.

/** An error answered as `{RequestId, HostId, Code, Message, Recommend}` with its HTTP status. */
export class ApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status = 400,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const missingParameter = (name: string) =>
  new ApiError(
    'MissingParameter',
    `The input parameter "${name}" that is mandatory for processing this request is not supplied.`,
  );

export const invalidParameter = (name: string, why?: string) =>
  new ApiError('InvalidParameter', `The specified parameter "${name}" is not valid.${why ? ` ${why}` : ''}`);

export const notFound = (code: string, message: string) => new ApiError(code, message, 404);

export const incorrectInstanceStatus = (id: string, status: string) =>
  new ApiError(
    'IncorrectInstanceStatus',
    `The current status of the resource does not support this operation. Instance ${id} is ${status}.`,
    403,
  );

export const dependencyViolation = (message: string, status = 400) => new ApiError('DependencyViolation', message, status);

export const quotaExceeded = (message: string) => new ApiError('QuotaExceeded', message, 400);

export const noStock = () =>
  new ApiError(
    'OperationDenied.NoStock',
    'Sales of this resource are temporarily suspended in the specified region; please try again later.',
    403,
  );

export const throttled = () => new ApiError('Throttling.User', 'Request was denied due to user flow control.', 400);

export const internalError = () =>
  new ApiError(
    'InternalError',
    'The request processing has failed due to some unknown error, exception or failure.',
    500,
  );

export const malformed = (code: string, message: string) => new ApiError(code, message, 400);

/** The body the gateway answers an error with. */
export function errorBody(err: ApiError, requestId: string, hostId: string, product?: string, roa = false): Record<string, unknown> {
  // ROA products (Function Compute) answer `{ErrorCode, ErrorMessage}`; the request id is in a header.
  if (roa) return { ErrorCode: err.code, ErrorMessage: err.message };
  // CloudMonitor answers its own failures with HTTP 200 and `{Code, Message, Success: false}` (products/cms-common.ts).
  if (err.status === 200) return { RequestId: requestId, Code: err.code, Message: err.message, Success: false };
  const query = new URLSearchParams({ q: err.code, ...(product ? { product } : {}), requestId });
  return {
    RequestId: requestId,
    HostId: hostId,
    Code: err.code,
    Message: err.message,
    Recommend: `https://api.aliyun.com/troubleshoot?${query}`,
  };
}

/** An error of the control API (`/__emulator/`), answered as `{code, message}`. */
export class ControlError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ControlError';
  }
}
