// SPEC 5: a form asks for a captcha only when its definition has both a key and a version;
// one without the other is a configuration error, with the SPEC's messages.
export type CaptchaState = { kind: "none" } | { kind: "error"; message: "no key provided" | "no version provided" } | { kind: "required"; key: string; version: string };

export function captchaState(captcha: { key: string | null; version: string | null } | null | undefined): CaptchaState {
  const key = captcha?.key?.trim() || null;
  const version = captcha?.version?.trim() || null;
  if (!key && !version) return { kind: "none" };
  if (!key) return { kind: "error", message: "no key provided" };
  if (!version) return { kind: "error", message: "no version provided" };
  return { kind: "required", key, version };
}
