import { parseWithZod } from "@conform-to/zod";
import { json, redirect } from "@remix-run/node";
import type { Tokens, User } from "~/api/auth-schemas";
import {
  changePassword,
  forgotPassword,
  getAbandonedCart,
  getOrderDocuments,
  getWebProfile,
  login,
  register,
  setPassword,
  socialRedirect,
  socialSignIn,
  updateProfile,
  verifyEmail,
} from "~/api/auth.server";
import { getConsents } from "~/api/checkout.server";
import { platformContext, type PlatformContext } from "~/api/client.server";
import { isApiError } from "~/api/errors";
import { localizedHref } from "~/i18n/localized-href";
import {
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  profileSchema,
  registerSchema,
  registerWithAddressesSchema,
  setPasswordSchema,
} from "~/forms/account";
import { cartSessionCookies, readCartSession } from "~/sessions/cart-session.server";
import { memberCardCookie } from "~/sessions/member-card.server";
import { commitSession, getSession, redirectWithToast } from "~/sessions/session.server";
import { signOut, storeTokens } from "~/sessions/sign-in.server";
import { throwPageError } from "./page-errors.server";
import { isSafeRedirectPath } from "./safe-redirect";

// The accounts journeys on the server (SPEC 4, Authentication, Register, Profile update):
// each action parses its form with the form's schema, makes one platform call and redirects
// with a message, or answers 400 with the errors under the fields and the input kept.

/** SPEC 8: platform messages with a translation; anything else is shown as the platform said it. */
const SERVER_MESSAGES: Record<string, string> = {
  "User already exist.": "serverMessages.user-exists",
  "Unknown username or password!": "serverMessages.unknown-user-or-password",
  "Incorrect old password.": "serverMessages.incorrect-old-password",
  "Student is not assigned to any department": "serverMessages.student-not-assigned-to-department",
  "Email not confirmed.": "account.errors.emailNotConfirmed",
  "Too many login attempts.": "account.errors.tooManyAttempts",
  "Invalid member card.": "core.notifications.membershipCardBarcodeInvalid",
  "Invalid reset token.": "account.errors.invalidResetToken",
  "Required consent missing.": "checkout.consentRequired",
  "Social login provider not configured.": "account.social.notConfigured",
  "Social login not available.": "account.social.notConfigured",
};

function serverMessageKey(message: string): string {
  return SERVER_MESSAGES[message] ?? message;
}

/** A refusal the visitor can act on (wrong input, wrong password, too many tries), as opposed to an outage. */
function refusal(error: unknown): string | null {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return serverMessageKey(error.message);
  return null;
}

/** The visitor's earlier page, if it is a safe local path and not a sign-in screen itself. */
function afterSignIn(ctx: PlatformContext, redirectTo: string | undefined): string {
  const home = localizedHref("home", ctx.language);
  if (!isSafeRedirectPath(redirectTo)) return home;
  const signInScreens = [localizedHref("login", ctx.language), localizedHref("register", ctx.language)];
  return signInScreens.some((path) => redirectTo === path || redirectTo.startsWith(`${path}?`)) ? home : redirectTo;
}

/**
 * Stores the tokens, brings back the account's abandoned cart when the visitor has none in this
 * browser (SPEC 4: after login the abandoned cart session is fetched) and goes on with a message.
 */
async function completeSignIn(ctx: PlatformContext, request: Request, tokens: Tokens, redirectTo: string | undefined, toastKey: string) {
  const session = await getSession(request);
  storeTokens(session, tokens);
  const headers = new Headers();
  if (!(await readCartSession(request))) {
    const signedIn = platformContext(ctx.domain, ctx.requestedLanguage, tokens.accessToken);
    const abandoned = await getAbandonedCart(signedIn).catch((error: unknown) => {
      // SPEC 8: a failed abandoned-cart fetch is only logged.
      console.warn(JSON.stringify({ level: "warn", msg: "abandoned cart fetch failed", error: String(error) }));
      return null;
    });
    if (abandoned) for (const cookie of await cartSessionCookies(abandoned)) headers.append("Set-Cookie", cookie);
  }
  return redirectWithToast(request, afterSignIn(ctx, redirectTo), { type: "success", key: toastKey }, { headers, session });
}

export async function handleLogin(ctx: PlatformContext, request: Request, clientAddress: string | null) {
  const submission = parseWithZod(await request.formData(), { schema: loginSchema });
  if (submission.status !== "success") return json({ result: submission.reply({ hideFields: ["password"] }) }, { status: 400 });
  const { username, password, redirectTo } = submission.value;
  try {
    const { tokens } = await login(ctx, { username, password }, clientAddress);
    return await completeSignIn(ctx, request, tokens, redirectTo, "core.notifications.loginSuccess");
  } catch (error) {
    const message = refusal(error);
    if (!message) return throwPageError(error);
    const status = isApiError(error) && error.status === 429 ? 429 : 400;
    return json({ result: submission.reply({ formErrors: [message], hideFields: ["password"] }) }, { status });
  }
}

/** The login page with ?verificationToken= confirms the e-mail address (SPEC 4, Register). */
export async function confirmEmailFromLink(ctx: PlatformContext, request: Request): Promise<Response | null> {
  const url = new URL(request.url);
  const token = url.searchParams.get("verificationToken");
  if (!token) return null;
  url.searchParams.delete("verificationToken");
  const target = url.pathname + url.search;
  try {
    await verifyEmail(ctx, token.slice(0, 500));
    return redirectWithToast(request, target, { type: "success", key: "core.notifications.emailConfirmed" }, { status: 302 });
  } catch (error) {
    if (!refusal(error)) return throwPageError(error);
    return redirectWithToast(request, target, { type: "error", key: "account.errors.invalidVerificationToken" }, { status: 302 });
  }
}

export function registerConsents(ctx: PlatformContext) {
  return getConsents(ctx, "register").catch(throwPageError);
}

export async function handleRegister(ctx: PlatformContext, request: Request) {
  const formData = await request.formData();
  const variant = formData.get("variant") === "addresses" ? "addresses" : "simple";
  const submission =
    variant === "addresses" ? parseWithZod(formData, { schema: registerWithAddressesSchema }) : parseWithZod(formData, { schema: registerSchema });
  const answer = (reply: Parameters<typeof submission.reply>[0] = {}) =>
    json({ variant, result: submission.reply({ ...reply, hideFields: ["password", "confirmedPassword"] }) }, { status: 400 });
  if (submission.status !== "success") return answer();

  const consents = await registerConsents(ctx);
  const accepted = new Set(submission.value.consents);
  if (consents.some((consent) => consent.required && !accepted.has(consent.id))) return answer({ fieldErrors: { consents: ["checkout.consentRequired"] } });

  const value = submission.value;
  const person = "shipping" in value ? value.shipping : value;
  const email = "shipping" in value ? value.shipping.contactEmail : value.email;
  const addresses =
    "shipping" in value
      ? [
          // SPEC 3: the register form stores the delivery address as the account's main one.
          { ...value.shipping, type: "main" as const },
          ...(value.billing ? [{ ...value.billing, type: "billing" as const }] : []),
        ]
      : undefined;
  const origin = new URL(request.url).origin;
  try {
    const registered = await register(ctx, {
      email,
      password: value.password,
      details: { firstName: person.firstName, lastName: person.lastName },
      addresses,
      consents: [...accepted],
      confirmationUrl: `${origin}${localizedHref("login", ctx.language)}`,
    });
    const loginPage = localizedHref("login", ctx.language);
    if (registered.verificationToken) {
      // SPEC 4: with a verification token there is no auto-login; the e-mail carries the link.
      return redirectWithToast(request, loginPage, { type: "success", key: "core.notifications.confirmEmail" });
    }
    if (ctx.domain.extra.authSettings.autoLoginAfterRegister) {
      const { tokens } = await login(ctx, { username: email, password: value.password }, null);
      return await completeSignIn(ctx, request, tokens, value.redirectTo, "core.notifications.registered");
    }
    return redirectWithToast(request, loginPage, { type: "success", key: "core.notifications.registered" });
  } catch (error) {
    const message = refusal(error);
    if (!message) return throwPageError(error);
    const field = message === "serverMessages.user-exists" ? (variant === "addresses" ? "shipping.contactEmail" : "email") : null;
    return answer(field ? { fieldErrors: { [field]: [message] } } : { formErrors: [message] });
  }
}

/** The signed-in visitor's profile, or null when signed out. */
export async function readProfile(ctx: PlatformContext): Promise<User | null> {
  if (!ctx.user) return null;
  return getWebProfile(ctx).catch((error: unknown) => {
    if (isApiError(error) && error.status === 401) return null;
    return throwPageError(error);
  });
}

export async function orderHistory(ctx: PlatformContext) {
  const { records, pagination } = await getOrderDocuments(ctx).catch(throwPageError);
  return { orders: records, count: pagination.totalRecords };
}

export async function handleProfileAction(ctx: PlatformContext, request: Request) {
  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "");
  const profilePage = localizedHref("profile", ctx.language);
  if (!ctx.user) return redirect(localizedHref("login", ctx.language, {}, `redirectTo=${encodeURIComponent(profilePage)}`), 303);

  if (intent === "logout") {
    const session = await getSession(request);
    const headers = new Headers();
    for (const cookie of await signOut(ctx, session)) headers.append("Set-Cookie", cookie);
    headers.append("Set-Cookie", await memberCardCookie(null));
    headers.append("Set-Cookie", await commitSession(session));
    return redirect(localizedHref("home", ctx.language), { status: 303, headers });
  }

  if (intent === "changePassword") {
    const submission = parseWithZod(formData, { schema: changePasswordSchema });
    const answer = (reply: Parameters<typeof submission.reply>[0] = {}) =>
      json({ intent, result: submission.reply({ ...reply, hideFields: ["oldPassword", "newPassword", "newPasswordAgain"] }) }, { status: 400 });
    if (submission.status !== "success") return answer();
    try {
      const { tokens } = await changePassword(ctx, { oldPassword: submission.value.oldPassword, newPassword: submission.value.newPassword });
      // The platform signed out every other session; this one goes on with the new pair.
      const session = await getSession(request);
      storeTokens(session, tokens);
      return redirectWithToast(request, profilePage, { type: "success", key: "account.passwordChanged" }, { session });
    } catch (error) {
      const message = refusal(error);
      if (!message) return throwPageError(error);
      return answer(message === "serverMessages.incorrect-old-password" ? { fieldErrors: { oldPassword: [message] } } : { formErrors: [message] });
    }
  }

  const submission = parseWithZod(formData, { schema: profileSchema });
  if (submission.status !== "success") return json({ intent: "updateProfile", result: submission.reply() }, { status: 400 });
  const { firstName, lastName, email, username, memberCardBarcode } = submission.value;
  try {
    const user = await updateProfile(ctx, {
      details: { firstName, lastName },
      email,
      username: username || undefined,
      memberCardBarcode: memberCardBarcode || null,
    });
    // SPEC 4, Profile update: the member-card cookie follows the saved profile.
    const headers = new Headers({ "Set-Cookie": await memberCardCookie(user.memberCardBarcode) });
    return redirectWithToast(request, profilePage, { type: "success", key: "account.profileSaved" }, { headers });
  } catch (error) {
    const message = refusal(error);
    if (!message) return throwPageError(error);
    const field = message === "serverMessages.user-exists" ? "email" : message === "core.notifications.membershipCardBarcodeInvalid" ? "memberCardBarcode" : null;
    return json({ intent: "updateProfile", result: submission.reply(field ? { fieldErrors: { [field]: [message] } } : { formErrors: [message] }) }, { status: 400 });
  }
}

export async function handleForgotPassword(ctx: PlatformContext, request: Request) {
  const formData = await request.formData();
  const page = localizedHref("forgotPassword", ctx.language);
  if (formData.get("intent") === "setPassword") {
    const submission = parseWithZod(formData, { schema: setPasswordSchema });
    const answer = (reply: Parameters<typeof submission.reply>[0] = {}) =>
      json({ intent: "setPassword", result: submission.reply({ ...reply, hideFields: ["password", "confirmedPassword"] }) }, { status: 400 });
    if (submission.status !== "success") return answer();
    try {
      await setPassword(ctx, submission.value.token, submission.value.password);
      return redirectWithToast(request, localizedHref("login", ctx.language), { type: "success", key: "account.passwordSet" });
    } catch (error) {
      const message = refusal(error);
      if (!message) return throwPageError(error);
      return answer({ formErrors: [message] });
    }
  }
  const submission = parseWithZod(formData, { schema: forgotPasswordSchema });
  if (submission.status !== "success") return json({ intent: "forgot", result: submission.reply() }, { status: 400 });
  // The answer is the same whether the address has an account or not: nobody learns who is registered.
  await forgotPassword(ctx, submission.value.email, `${new URL(request.url).origin}${page}`).catch(throwPageError);
  return redirectWithToast(request, `${page}?sent=1`, { type: "success", key: "account.resetLinkSent" });
}

const SOCIAL_PROVIDERS = ["google", "facebook"] as const;

/**
 * /social-login: `?provider=` asks the platform for the provider's sign-in address and goes
 * there; the provider sends the visitor back with `?provider=&code=`, which the platform turns
 * into tokens. A provider the site has not configured answers a message on the page.
 */
export async function handleSocialLogin(ctx: PlatformContext, request: Request): Promise<Response | { providers: readonly string[]; error: string | null }> {
  const url = new URL(request.url);
  const provider = url.searchParams.get("provider");
  const code = url.searchParams.get("code");
  if (!provider || !(SOCIAL_PROVIDERS as readonly string[]).includes(provider)) return { providers: SOCIAL_PROVIDERS, error: null };
  const redirectUri = `${url.origin}${url.pathname}?provider=${provider}`;
  try {
    if (!code) return redirect((await socialRedirect(ctx, provider, redirectUri)).url, 302);
    const { tokens } = await socialSignIn(ctx, provider, code.slice(0, 2000), redirectUri);
    return await completeSignIn(ctx, request, tokens, undefined, "core.notifications.loginSuccess");
  } catch (error) {
    const message = refusal(error);
    if (!message) return throwPageError(error);
    return { providers: SOCIAL_PROVIDERS, error: message };
  }
}
