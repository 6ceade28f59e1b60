"use client";

import { useState } from "react";
import { useTranslations } from "@/lib/i18n/client";
import { AlertDialog, type Alert } from "@/components/ui/alert-dialog";
import { bffRequest } from "@/lib/client/bff";
import { goAfterSignIn } from "./signed-in";

export interface SocialConfig {
  facebookAppId?: string;
  googleClientId?: string;
  /** Apple is offered on iOS only (spec 1 §2). */
  appleClientId?: string;
}

type Provider = "facebook" | "google" | "apple";

// Provider SDKs are loaded only when their button is pressed, never in the page's bundle.
const SDK: Record<Provider, string> = {
  facebook: "https://connect.facebook.net/en_US/sdk.js",
  google: "https://accounts.google.com/gsi/client",
  apple: "https://appleid.cdn-apple.com/appleauth/static/jsapi/appleid/1/en_US/appleid.auth.js",
};

// The providers' SDKs on window once their scripts have loaded, as far as this file uses them.
declare global {
  interface Window {
    FB?: { init(o: object): void; login(cb: (r: { authResponse?: { accessToken?: string } }) => void, o: object): void };
    google?: { accounts: { id: { initialize(o: object): void; prompt(cb?: (n: { isNotDisplayed?: () => boolean; isSkippedMoment?: () => boolean }) => void): void } } };
    AppleID?: { auth: { init(o: object): void; signIn(): Promise<{ authorization?: { id_token?: string }; user?: { email?: string; name?: { firstName?: string; lastName?: string } } }> } };
  }
}

const loaded = new Map<Provider, Promise<void>>();
function loadSdk(provider: Provider): Promise<void> {
  let promise = loaded.get(provider);
  if (!promise) {
    promise = new Promise<void>((resolve, reject) => {
      const script = document.createElement("script");
      script.src = SDK[provider];
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => reject(new Error(`${provider} SDK did not load`));
      document.head.appendChild(script);
    });
    promise.catch(() => loaded.delete(provider));
    loaded.set(provider, promise);
  }
  return promise;
}

/** The provider's token (and, for Apple, the extra fields spec 1 §7 lists), or null when the user gave up. */
async function providerToken(provider: Provider, config: SocialConfig): Promise<Record<string, string> | null> {
  await loadSdk(provider);
  const w = window;
  if (provider === "facebook" && w.FB) {
    w.FB.init({ appId: config.facebookAppId, version: "v19.0", cookie: false, xfbml: false });
    const fb = w.FB;
    return new Promise((resolve) =>
      fb.login((r) => resolve(r.authResponse?.accessToken ? { access_token: r.authResponse.accessToken } : null), { scope: "email" }),
    );
  }
  if (provider === "google" && w.google) {
    const id = w.google.accounts.id;
    return new Promise((resolve) => {
      id.initialize({ client_id: config.googleClientId, callback: (r: { credential?: string }) => resolve(r.credential ? { id_token: r.credential } : null) });
      id.prompt((n) => {
        if (n.isNotDisplayed?.() || n.isSkippedMoment?.()) resolve(null);
      });
    });
  }
  if (provider === "apple" && w.AppleID) {
    w.AppleID.auth.init({ clientId: config.appleClientId, scope: "name email", redirectURI: `${window.location.origin}/login`, usePopup: true });
    const result = await w.AppleID.auth.signIn();
    const idToken = result.authorization?.id_token;
    if (!idToken) return null;
    const sub = JSON.parse(atob(idToken.split(".")[1].replace(/-/g, "+").replace(/_/g, "/"))).sub as string;
    const name = [result.user?.name?.firstName, result.user?.name?.lastName].filter(Boolean).join(" ");
    return { apple_id: sub, apple_identity_token: idToken, email: result.user?.email ?? "", name };
  }
  throw new Error(`${provider} SDK is not available`);
}

// spec 1 §2 Login: social logins through a social network, a search-engine account and, on iOS only, Apple; shown
// only when their client ids are configured. The BFF forwards the provider's token (spec 1 §7 login/{provider}).
// spec 1 §8 "Social login failure: attention dialog with the message".
export function SocialButtons({ config, from, sessionId }: { config: SocialConfig; from: string | null; sessionId: string | null }) {
  const t = useTranslations();
  const [alert, setAlert] = useState<Alert | null>(null);
  const [busy, setBusy] = useState<Provider | null>(null);

  const providers = (
    [
      ["facebook", config.facebookAppId, t("auth.continueWithFacebook")],
      ["google", config.googleClientId, t("auth.continueWithGoogle")],
      ["apple", config.appleClientId, t("auth.continueWithApple")],
    ] as const
  ).filter(([, id]) => Boolean(id));
  if (providers.length === 0) return null;

  async function signIn(provider: Provider) {
    setBusy(provider);
    try {
      const token = await providerToken(provider, config);
      if (!token) return;
      const answer = await bffRequest<{ next?: string }>(`/api/auth/social/${provider}`, {
        body: { ...token, session_id: sessionId ?? undefined, from: from ?? undefined },
      });
      if (answer.ok) {
        goAfterSignIn(answer.data?.next);
        return;
      }
      setAlert({ title: t("errors.attention"), message: answer.error ?? t("errors.upstreamDown") });
    } catch {
      setAlert({ title: t("errors.attention"), message: t("errors.somethingWrong") });
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="mt-6">
      <p className="relative text-center text-sm text-gray-500 before:absolute before:inset-x-0 before:top-1/2 before:h-px before:bg-gray-200">
        <span className="relative bg-white px-3">{t("auth.orContinueWith")}</span>
      </p>
      <div className="mt-4 grid gap-2">
        {providers.map(([provider, , label]) => (
          <button key={provider} type="button" className="btn btn-outline h-12 w-full" disabled={busy !== null} onClick={() => signIn(provider)}>
            {busy === provider ? t("auth.pleaseWait") : label}
          </button>
        ))}
      </div>
      <AlertDialog alert={alert} onClose={() => setAlert(null)} />
    </div>
  );
}
