import type { z } from "zod";
import { ApiError, toApiError } from "./errors";

// The platform's HTTP transport: paths api/{version}/{module}/..., a timeout on every call, the
// envelope { errored, data } unwrapped and checked against a zod schema, and every failure turned
// into an ApiError (status 0 for network failures and time-outs).

export type ApiVersion = "v1" | "v2";
export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export type CallOptions<T> = {
  version?: ApiVersion;
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  headers?: Record<string, string>;
  schema: z.ZodType<T, z.ZodTypeDef, unknown>;
  /** Aborts with the visitor's request, so a closed tab stops its platform calls. */
  signal?: AbortSignal;
};

export type HttpClientConfig = {
  baseUrl: string;
  timeoutMs: number;
  headers: Record<string, string>;
  fetch?: typeof fetch;
};

export type HttpClient = {
  call<T>(method: HttpMethod, path: string, options: CallOptions<T>): Promise<T>;
};

export function buildUrl(baseUrl: string, version: ApiVersion, path: string, query?: CallOptions<unknown>["query"]) {
  const url = new URL(`${baseUrl.replace(/\/+$/, "")}/api/${version}/${path.replace(/^\/+/, "")}`);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  return url;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export function createHttpClient(config: HttpClientConfig): HttpClient {
  const doFetch = config.fetch ?? fetch;
  return {
    async call(method, path, options) {
      const url = buildUrl(config.baseUrl, options.version ?? "v1", path, options.query);
      const timeout = AbortSignal.timeout(config.timeoutMs);
      const signal = options.signal ? AbortSignal.any([timeout, options.signal]) : timeout;
      const headers: Record<string, string> = { accept: "application/json", ...config.headers, ...options.headers };
      if (options.body !== undefined) headers["content-type"] = "application/json";

      let response: Response;
      let body: unknown;
      try {
        response = await doFetch(url, {
          method,
          headers,
          body: options.body === undefined ? undefined : JSON.stringify(options.body),
          signal,
        });
        body = await readBody(response);
      } catch (cause) {
        const reason = timeout.aborted ? `timed out after ${config.timeoutMs} ms` : String((cause as Error)?.message ?? cause);
        throw new ApiError(0, `Platform unreachable: ${method} ${url.pathname} ${reason}`);
      }

      const envelope = body as { errored?: unknown; data?: unknown } | undefined;
      if (!response.ok || envelope?.errored === true) throw toApiError(response.status, body);

      const parsed = options.schema.safeParse(envelope && typeof envelope === "object" && "data" in envelope ? envelope.data : body);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new ApiError(502, `Unexpected platform answer for ${method} ${url.pathname}: ${issue?.path.join(".")} ${issue?.message}`);
      }
      return parsed.data;
    },
  };
}
