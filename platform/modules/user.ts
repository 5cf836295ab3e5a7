import { Router, type Response } from "express";
import { z } from "zod";
import type { RegisterAnswer } from "../accounts-contract";
import { INVALID_MEMBER_CARD, isValidMemberCard } from "../data/cart";
import { checkRequiredConsents, logConsents } from "../data/consents";
import { resetMail, sendMail, verificationMail, withQueryParameter } from "../data/outbox";
import { hashPassword, verifyPassword } from "../data/passwords";
import { issueOneTimeToken, issueRefreshToken, revokeUserTokens, useOneTimeToken } from "../data/tokens";
import {
  createUser,
  findUser,
  findUserByEmail,
  markEmailVerified,
  passwordOf,
  saveUserAddress,
  setPassword,
  toUser,
  updateProfile,
} from "../data/users";
import { now, type Db } from "../db/index";
import { contextOf } from "../http/api-key";
import { handleAsync } from "../http/async";
import { HttpError, sendData } from "../http/envelope";
import { addressFields, email, id, oib, optionalText, returnUrl, text } from "../http/fields";
import { parseInput } from "../http/validate";
import { authSettingsOf, currentUser, tokensFor, type AccountSettings } from "./auth";
import { checkCountries } from "./checkout";

// The user module (docs/platform-api.md, Accounts): profiles, register and e-mail verification,
// profile and address changes, and passwords (change, forgot, set).

export const INVALID_VERIFICATION_TOKEN = "Invalid verification token.";
export const INCORRECT_OLD_PASSWORD = "Incorrect old password.";
export const INVALID_RESET_TOKEN = "Invalid reset token.";

const password = z.string().min(8, "At least 8 characters").max(200);
const details = z.object({ firstName: text(100), lastName: text(100) });
const barcode = optionalText(100);
const secret = z.object({ token: text(200) });

const addressInput = z.object({
  type: z.enum(["main", "billing", "shipping", "other"]),
  ...addressFields,
  region: optionalText(100),
  companyName: optionalText(200),
  companyOIB: z
    .union([z.literal(""), oib])
    .optional()
    .transform((value) => value || undefined),
});

const registerBody = z.object({
  email,
  password,
  username: optionalText(100),
  details,
  memberCardBarcode: barcode,
  addresses: z.array(addressInput).max(10).default([]),
  consents: z.array(z.number().int().positive()).max(100).default([]),
  confirmationUrl: returnUrl,
});
const updateBody = z.object({
  details,
  email,
  username: optionalText(100),
  // null or "" removes the card; left out keeps it.
  memberCardBarcode: barcode.nullable().transform((value) => (value === undefined ? undefined : value ?? null)),
});
const passwordChangeBody = z
  .object({ oldPassword: text(200), newPassword: password, newPasswordAgain: z.string().max(200).optional() })
  .refine((body) => body.newPassword !== body.oldPassword, {
    message: "Must differ from the old password",
    path: ["newPassword"],
  });
const forgotBody = z.object({ email, resetUrl: returnUrl });
const setBody = z.object({ token: text(200), password });

export function userRoutes(db: Db, settings: AccountSettings): Router {
  const router = Router();
  const transaction = db.transaction((work: () => unknown) => work());
  const atomically = <T>(work: () => T): T => transaction.immediate(work) as T;

  const checkCard = (siteId: number, barcode: string | null | undefined) => {
    if (barcode && !isValidMemberCard(db, siteId, barcode)) throw new HttpError(400, INVALID_MEMBER_CARD);
  };
  /** The signed-in user as the contract answers them, read again after a change. */
  const profile = (res: Response) => toUser(db, currentUser(db, res));

  router.get(["/v1/user/web/profile", "/auth/user"], (_req, res) => {
    sendData(res, profile(res));
  });

  // The admin strategy: back-office users only.
  router.get("/v1/user/profile", (_req, res) => {
    const user = currentUser(db, res);
    if (user.is_backoffice !== 1) throw new HttpError(403, "Forbidden");
    sendData(res, toUser(db, user));
  });

  // A site that requires e-mail confirmation answers the verification token and mails the link;
  // its users cannot log in before verifying. Register consents are checked and logged.
  router.post(
    "/v1/user/web/register",
    handleAsync(async (req, res) => {
      const body = parseInput(registerBody, req.body);
      checkCountries(db, res, body.addresses, "addresses");
      const { siteId } = contextOf(res);
      const { requireEmailConfirmation } = authSettingsOf(res);
      const hash = await hashPassword(body.password);
      const answer = atomically((): RegisterAnswer => {
        const user = createUser(db, siteId, {
          email: body.email,
          username: body.username,
          firstName: body.details.firstName,
          lastName: body.details.lastName,
          memberCardBarcode: body.memberCardBarcode,
          password: hash,
          verified: false,
        });
        checkCard(siteId, body.memberCardBarcode);
        if (body.consents.length > 0) {
          logConsents(db, siteId, {
            status: "true",
            statusTimestamp: now(),
            sourceType: "register",
            consents: body.consents,
            userType: "user",
            email: user.email,
          });
        }
        checkRequiredConsents(db, siteId, "register", body.consents);
        for (const address of body.addresses) saveUserAddress(db, user.id, address);
        if (!requireEmailConfirmation) return { user: toUser(db, user) };
        const verificationToken = issueOneTimeToken(db, "email_verification_tokens", user.id);
        const link = withQueryParameter(body.confirmationUrl, "verificationToken", verificationToken);
        sendMail(db, siteId, verificationMail(user.email, user.first_name, link));
        return { user: toUser(db, user), verificationToken };
      });
      sendData(res, answer);
    })
  );

  router.get("/v1/user/web/verify/:token", (req, res) => {
    const { token } = parseInput(secret, req.params);
    const { siteId } = contextOf(res);
    const verified = atomically(() => {
      const userId = useOneTimeToken(db, "email_verification_tokens", siteId, token);
      if (userId === undefined) throw new HttpError(400, INVALID_VERIFICATION_TOKEN);
      markEmailVerified(db, userId);
      return findUser(db, siteId, userId)!;
    });
    sendData(res, { verified: true, email: verified.email });
  });

  router.patch("/v1/user/web/update", (req, res) => {
    const user = currentUser(db, res);
    const body = parseInput(updateBody, req.body);
    atomically(() => {
      checkCard(user.site_id, body.memberCardBarcode);
      updateProfile(db, user, {
        ...body,
        memberCardBarcode: body.memberCardBarcode === undefined ? user.member_card_barcode : body.memberCardBarcode,
      });
    });
    sendData(res, profile(res));
  });

  router.post("/v1/user/web/address/create", (req, res) => {
    const user = currentUser(db, res);
    const body = parseInput(addressInput, req.body);
    checkCountries(db, res, [body], "address");
    atomically(() => saveUserAddress(db, user.id, body));
    sendData(res, profile(res));
  });

  router.patch("/v1/user/web/address/update/:id", (req, res) => {
    const user = currentUser(db, res);
    const params = parseInput(z.object({ id }), req.params);
    const body = parseInput(addressInput, req.body);
    checkCountries(db, res, [body], "address");
    atomically(() => saveUserAddress(db, user.id, body, params.id));
    sendData(res, profile(res));
  });

  // Every sign-in of the user ends; the caller gets a new pair.
  router.post(
    "/v1/user/password/reset",
    handleAsync(async (req, res) => {
      const user = currentUser(db, res);
      const body = parseInput(passwordChangeBody, req.body);
      if (!(await verifyPassword(body.oldPassword, passwordOf(user)))) throw new HttpError(400, INCORRECT_OLD_PASSWORD);
      const hash = await hashPassword(body.newPassword);
      const refreshToken = atomically(() => {
        setPassword(db, user.id, hash);
        revokeUserTokens(db, user.id);
        return issueRefreshToken(db, user.id);
      });
      sendData(res, { tokens: await tokensFor(settings, user, refreshToken) });
    })
  );

  // Always `{}`, so the answer does not tell which e-mails have accounts.
  router.post("/v1/user/password/forgot", (req, res) => {
    const body = parseInput(forgotBody, req.body);
    const { siteId } = contextOf(res);
    atomically(() => {
      const user = findUserByEmail(db, siteId, body.email);
      if (!user) return;
      const token = issueOneTimeToken(db, "password_reset_tokens", user.id);
      sendMail(db, siteId, resetMail(user.email, withQueryParameter(body.resetUrl, "token", token)));
    });
    sendData(res, {});
  });

  // The mailed link proves the e-mail too, so an unverified address becomes verified.
  router.post(
    "/v1/user/password/set",
    handleAsync(async (req, res) => {
      const body = parseInput(setBody, req.body);
      const { siteId } = contextOf(res);
      const hash = await hashPassword(body.password);
      atomically(() => {
        const userId = useOneTimeToken(db, "password_reset_tokens", siteId, body.token);
        if (userId === undefined) throw new HttpError(400, INVALID_RESET_TOKEN);
        setPassword(db, userId, hash);
        revokeUserTokens(db, userId);
        markEmailVerified(db, userId);
      });
      sendData(res, {});
    })
  );

  return router;
}
