// Errors of platform calls, normalized per SPEC section 8: the message comes from
// payload.message, a string body, data.errorMessage or message, in that order; the status is
// the HTTP status, or 0 on a network failure (refused, reset, timed out).

export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, message: string, body?: unknown) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.body = body;
  }

  get isNetworkFailure(): boolean {
    return this.status === 0;
  }
}

function stringAt(value: unknown, ...path: string[]): string | undefined {
  let current: unknown = value;
  for (const key of path) {
    if (!current || typeof current !== "object") return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return typeof current === "string" && current.trim() ? current : undefined;
}

/** The human message of a failed call's body, or a fallback naming the status. */
export function apiErrorMessage(body: unknown, status: number): string {
  if (typeof body === "string" && body.trim()) return body.trim().slice(0, 500);
  return (
    stringAt(body, "payload", "message") ??
    stringAt(body, "data", "errorMessage") ??
    stringAt(body, "message") ??
    (status === 0 ? "Network failure" : `Request failed with status ${status}`)
  );
}

export function toApiError(status: number, body: unknown): ApiError {
  return new ApiError(status, apiErrorMessage(body, status), body);
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The answer of a call, or null when the platform says the thing does not exist (404). */
export async function nullWhenNotFound<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}
