import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { AppDeps, AppEnv } from "./http/context";
import { t } from "./http/i18n";
import { describeError } from "./http/log-error";
import { withoutSecrets } from "../../contract/telemetry/span-privacy";
import { requestContext, requireKey } from "./http/middleware";
import { observeRequests } from "./observability/http";
import { operationsRoutes } from "./routes/operations";
import { fail } from "./http/respond";
import { authRoutes } from "./routes/auth";
import { imageRoutes } from "./routes/images";
import { publicInfoRoutes } from "./routes/public-info";
import { testRoutes } from "./routes/test-endpoints";
import { userRoutes } from "./routes/users";
import { vendorRoutes } from "./routes/vendors";
import { searchRoutes } from "./routes/search";
import { registerRoutes } from "./routes/register";
import { passwordResetRoutes } from "./routes/password-reset";
import { phoneVerificationRoutes } from "./routes/phone-verification";
import { socialLoginRoutes } from "./routes/social-login";
import { profileRoutes } from "./routes/profile";
import { feedbackRoutes } from "./routes/feedback";
import { defaultAddressRoutes } from "./routes/default-address";
import { blogRoutes } from "./routes/blogs";
import { quizRoutes } from "./routes/quiz";
import { landingRoutes } from "./routes/landing";
import { applicationRoutes } from "./routes/applications";
import { legalAndHelpRoutes } from "./routes/legal-and-help";
import { contentTestRoutes } from "./routes/content-test-endpoints";
import { vendorDetailRoutes } from "./routes/vendor-detail";
import { favouriteRoutes } from "./routes/favourites";
import { addressRoutes } from "./routes/addresses";
import { checkoutRoutes } from "./routes/checkout";
import { checkoutTestRoutes } from "./routes/checkout-test-endpoints";
import { orderRoutes } from "./routes/orders";
import { paymentMethodRoutes } from "./routes/payment-methods";
import { promotionRoutes } from "./routes/promotions";
import { favouriteListRoutes } from "./routes/favourite-lists";
import { friendChooserRoutes } from "./routes/friend-chooser";
import { socialRoutes } from "./routes/social";
import { friendsMapRoutes } from "./routes/friends-map";
import { referralSettingsRoutes } from "./routes/referral-settings";
import { chatRoutes } from "./routes/chats";
import { inviteEarnRoutes } from "./routes/invite-earn";
import { walletRoutes } from "./routes/wallet";
import { groupOrderRoutes } from "./routes/group-orders";
import { pushRoutes } from "./routes/push";
import { operatorRoutes } from "./routes/operator";

export type { AppDeps } from "./http/context";

// Paths that carry no App-Key: the health, readiness and metrics probes (metrics has its own bearer), the operator's
// publishing routes (their own bearer, OPERATOR_TOKEN), images (loaded by <img> tags) and the landing gateway, which
// checks its own api-key header (spec 1 §7: "second gateway with an api-key header").
function keyless(path: string): boolean {
  return (
    path === "/health" || path === "/ready" || path === "/metrics" || path.startsWith("/operator/") || path.startsWith("/images/") || path === "/gateway" || path.startsWith("/gateway/")
  );
}

/** The product API as a Hono app; integration tests call app.request(...) on it in-process. */
export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const appKey = requireKey("app-key", deps.config.appKey, "Invalid app key");

  app.use("*", observeRequests());
  app.use("*", requestContext(deps.config.publicUrl));
  // Chat voice notes and photos arrive as base64 (spec 3 §7), hence the generous limit.
  app.use("*", bodyLimit({ maxSize: 12 * 1024 * 1024, onError: (c) => fail(c, 413, "tooLarge") }));
  app.use("/gateway/*", requireKey("api-key", deps.config.landingKey, "Invalid api key"));
  app.use("*", (c, next) => (keyless(c.req.path) ? next() : appKey(c, next)));

  app.route("/", operationsRoutes(deps));
  app.route("/", imageRoutes(deps));
  app.route("/", authRoutes(deps));
  app.route("/", userRoutes(deps));
  app.route("/", socialRoutes(deps));
  app.route("/", friendsMapRoutes(deps));
  // Chat (issue 12, ADR 0013): channels, messages, order-support chats, uploads and the live stream.
  app.route("/", chatRoutes(deps));
  // Group orders (issue 28, ADR 0020): a shared basket at one vendor, live over the chat's NOTIFY path.
  app.route("/", groupOrderRoutes(deps));
  app.route("/", publicInfoRoutes(deps));
  app.route("/", vendorRoutes(deps));
  app.route("/", searchRoutes(deps));
  app.route("/", registerRoutes(deps));
  app.route("/", passwordResetRoutes(deps));
  app.route("/", phoneVerificationRoutes(deps));
  app.route("/", socialLoginRoutes(deps));
  app.route("/", profileRoutes(deps));
  app.route("/", feedbackRoutes(deps));
  app.route("/", defaultAddressRoutes(deps));
  app.route("/", vendorDetailRoutes(deps));
  app.route("/", favouriteRoutes(deps));
  // GET orders also answers ?vendor_id (past orders at a vendor) with the past-order filters (issue 5).
  app.route("/", orderRoutes(deps));
  app.route("/", walletRoutes(deps));
  app.route("/", pushRoutes(deps));
  // Issue 29: an operator publishes blog posts and promotions, pushed to the accounts that want them.
  app.route("/", operatorRoutes(deps));
  app.route("/", inviteEarnRoutes(deps));
  app.route("/", checkoutRoutes(deps));
  app.route("/", addressRoutes(deps));
  app.route("/", paymentMethodRoutes(deps));
  app.route("/", promotionRoutes(deps));
  app.route("/", favouriteListRoutes(deps));
  app.route("/", blogRoutes(deps));
  app.route("/", quizRoutes(deps));
  app.route("/", landingRoutes(deps));
  app.route("/", applicationRoutes(deps));
  app.route("/", legalAndHelpRoutes(deps));
  if (deps.config.testEndpoints) app.route("/", testRoutes(deps));
  if (deps.config.testEndpoints) app.route("/", checkoutTestRoutes(deps));
  if (deps.config.testEndpoints) app.route("/", contentTestRoutes(deps));

  // Last: the social area's own POST users/friends and referral settings, when mounted above, take precedence
  // (issue 5: checkout's friend chooser and invitation-code module).
  app.route("/", friendChooserRoutes(deps));
  app.route("/", referralSettingsRoutes(deps));

  app.notFound((c) => fail(c, 404, "notFound"));
  app.onError((error, c) => {
    // Issue 28: a group order's code (its link's secret) is not written to the log.
    console.error(`[product-api] ${c.req.method} ${withoutSecrets(c.req.path)}: ${describeError(error)}`);
    return c.json({ error: t(c.get("lang") ?? "sq", "generic") }, 500);
  });
  return app;
}
