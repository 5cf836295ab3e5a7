// SPEC 5, redirects: a target must be a local path of letters, digits and the characters
// @ - % _ ~ and slashes, with an optional query and hash. Anything else (another host, a
// protocol-relative "//host", a backslash that browsers read as a slash, control characters)
// falls back to a safe default.

const SAFE_PATH = /^\/(?![/\\])[\p{L}\p{N}@\-%_~/]*(\?[^\s\\#]*)?(#[^\s\\]*)?$/u;

export function isSafeRedirectPath(target: unknown): target is string {
  if (typeof target !== "string" || target.length > 2000 || !SAFE_PATH.test(target)) return false;
  // Percent-encoded slashes or backslashes at the start would decode into "//host" somewhere.
  let decoded = target;
  for (let round = 0; round < 3; round++) {
    try {
      const next = decodeURIComponent(decoded);
      if (next === decoded) break;
      decoded = next;
    } catch {
      return false;
    }
  }
  return !/^[/\\]{2}/.test(decoded) && !/^\/[\\]/.test(decoded);
}

export function safeRedirectPath(target: unknown, fallback = "/"): string {
  return isSafeRedirectPath(target) ? target : fallback;
}
