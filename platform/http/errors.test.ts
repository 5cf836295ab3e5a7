import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, it, vi } from "vitest";
import { createPlatformApp, openDatabase } from "../index";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "platform-errors-"));

afterAll(() => {
  vi.restoreAllMocks();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

it("answers an unexpected failure with 500 'Internal error' and logs the cause, not the client", async () => {
  const logged: string[] = [];
  vi.spyOn(process.stderr, "write").mockImplementation((line) => {
    logged.push(String(line));
    return true;
  });
  const db = openDatabase(dataDir);
  const server = createPlatformApp(db).listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  // Every query now throws, as a broken disk would make it.
  db.close();

  try {
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1/option/filter`, {
      headers: { "x-api-key": "any" },
    });
    const body = await response.json();
    expect(response.status).toBe(500);
    expect(body).toEqual({ errored: true, message: "Internal error", data: { errorMessage: "Internal error" } });
    expect(JSON.stringify(body)).not.toMatch(/database|at /);
    expect(JSON.parse(logged[0])).toMatchObject({
      level: "error",
      message: "request failed",
      path: "/api/v1/option/filter",
    });
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});
