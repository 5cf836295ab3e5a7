import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ApiError } from "./errors";
import { buildUrl, createHttpClient } from "./http.server";

// Edge cases of the transport against a stub fetch; the real platform is exercised end to end.
function clientAnswering(respond: (url: URL, init: RequestInit) => Response | Promise<Response>, timeoutMs = 1000) {
  const seen: { url: URL; init: RequestInit }[] = [];
  const client = createHttpClient({
    baseUrl: "http://platform.test/",
    timeoutMs,
    headers: { "x-api-key": "key" },
    fetch: (async (input: URL, init: RequestInit) => {
      seen.push({ url: input, init });
      return respond(input, init);
    }) as typeof fetch,
  });
  return { client, seen };
}

async function failureOf(call: Promise<unknown>): Promise<ApiError> {
  try {
    await call;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error("the call succeeded");
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

describe("platform http client", () => {
  it("builds api/{version}/... paths with v1 as the default", () => {
    expect(buildUrl("http://p/", "v1", "/option/filter").toString()).toBe("http://p/api/v1/option/filter");
    expect(buildUrl("http://p", "v2", "master/domainDetect", { a: 1, b: undefined }).toString()).toBe(
      "http://p/api/v2/master/domainDetect?a=1",
    );
  });

  it("unwraps data, sends headers and a JSON body", async () => {
    const { client, seen } = clientAnswering(() => json(200, { errored: false, data: { ok: 1 } }));
    const data = await client.call("POST", "element/getByHandlers", {
      body: { handlers: ["footer-section"] },
      schema: z.object({ ok: z.number() }),
    });
    expect(data).toEqual({ ok: 1 });
    const headers = seen[0].init.headers as Record<string, string>;
    expect(headers["x-api-key"]).toBe("key");
    expect(headers["content-type"]).toBe("application/json");
    expect(seen[0].init.body).toBe('{"handlers":["footer-section"]}');
  });

  it("turns an errored envelope into an ApiError with the platform's message and status", async () => {
    const { client } = clientAnswering(() => json(409, { errored: true, message: "Cart is archived." }));
    const error = await failureOf(client.call("GET", "x", { schema: z.unknown() }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(409);
    expect(error.message).toBe("Cart is archived.");
  });

  it("reads a plain-text error body as the message", async () => {
    const { client } = clientAnswering(() => new Response("Coupon not found!", { status: 400 }));
    const error = await failureOf(client.call("GET", "x", { schema: z.unknown() }));
    expect(error.message).toBe("Coupon not found!");
  });

  it("reports a refused connection as status 0", async () => {
    const { client } = clientAnswering(() => Promise.reject(new TypeError("fetch failed")));
    const error = await failureOf(client.call("GET", "x", { schema: z.unknown() }));
    expect(error.status).toBe(0);
    expect(error.message).toContain("fetch failed");
  });

  it("gives up after the timeout with status 0", async () => {
    const { client } = clientAnswering(
      (_url, init) =>
        new Promise((_resolve, reject) => init.signal?.addEventListener("abort", () => reject(init.signal?.reason))),
      50,
    );
    const error = await failureOf(client.call("GET", "slow", { schema: z.unknown() }));
    expect(error.status).toBe(0);
    expect(error.message).toContain("timed out after 50 ms");
  });

  it("refuses an answer of the wrong shape as 502", async () => {
    const { client } = clientAnswering(() => json(200, { errored: false, data: { records: "nope" } }));
    const error = await failureOf(client.call("GET", "option/filter", { schema: z.object({ records: z.array(z.unknown()) }) }));
    expect(error.status).toBe(502);
    expect(error.message).toContain("records");
  });
});
