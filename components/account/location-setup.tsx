"use client";

import { useEffect, useRef, useState } from "react";
import { useTranslations } from "@/lib/i18n/client";
import { CART_EVENT } from "@/lib/cart/count";
import { clearUserData, SIGNED_IN_MARKER } from "@/lib/account/sign-out-cleanup";
import { resumeSession, saveLocation } from "@/lib/client/queries/account";
import { reversePlace } from "@/lib/client/queries/geo";
import {
  GEOLOCATION_TIMEOUT_MS,
  LAST_PLACE_KEY,
  locationRefused,
  locationSource,
  parsePlace,
  PLACE_EVENT,
  TIRANA,
  type Permission,
  type Place,
} from "@/lib/location/startup";
import { AlertDialog, type Alert } from "@/components/ui/alert-dialog";

// Once per tab and per login state: start-up is not every page view.
const DONE_KEY = "shijo.startup.done";
const REFUSED_SHOWN_KEY = "shijo.location.refusedShown";

async function permission(): Promise<Permission> {
  try {
    const status = await navigator.permissions?.query({ name: "geolocation" });
    return status?.state ?? "unknown";
  } catch {
    return "unknown";
  }
}

function devicePosition(): Promise<{ latitude: number; longitude: number } | null> {
  return new Promise((resolve) => {
    if (!navigator.geolocation) return resolve(null);
    navigator.geolocation.getCurrentPosition(
      (p) => resolve({ latitude: p.coords.latitude, longitude: p.coords.longitude }),
      () => resolve(null),
      { timeout: GEOLOCATION_TIMEOUT_MS, maximumAge: 5 * 60 * 1000 },
    );
  });
}

/** Reverse geocode through the BFF (lib/geo: offline gazetteer by default); null when it has nothing. */
async function addressOf(latitude: number, longitude: number): Promise<string | null> {
  const text = (await reversePlace(latitude, longitude).catch(() => null))?.formatted_address;
  return typeof text === "string" && text.trim() ? text : null;
}

function read(storage: Storage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

function write(storage: Storage, key: string, value: string): void {
  try {
    storage.setItem(key, value);
  } catch {
    /* private mode: start-up simply runs again next time */
  }
}

/**
 * spec 1 §4 Startup: "try stored-token login, then location setup". The stored-token login confirms the session
 * (POST /api/auth/resume); location: last stored place, else a device location the browser already permits (15 s),
 * else Tirana; reverse-geocoded; for a logged-in user saved to the profile if it has none and made the default
 * address (POST /api/location). After a logout the browser forgets the person's data (spec 1 §4 Logout).
 */
export function LocationSetup({ loggedIn }: { loggedIn: boolean }) {
  const t = useTranslations("location");
  const te = useTranslations("errors");
  const [alert, setAlert] = useState<Alert | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;

    if (!loggedIn && read(localStorage, SIGNED_IN_MARKER)) {
      if (clearUserData(localStorage)) window.dispatchEvent(new Event(CART_EVENT));
    }
    if (loggedIn) write(localStorage, SIGNED_IN_MARKER, "1");

    const state = loggedIn ? "user" : "guest";
    if (read(sessionStorage, DONE_KEY) === state) return;
    write(sessionStorage, DONE_KEY, state);

    void (async () => {
      if (loggedIn) {
        const resumed = await resumeSession();
        // The stored token is no longer accepted: the session is gone, show the page as a guest's.
        if (resumed.ok && resumed.data?.user === null) return window.location.reload();
      }
      const stored = parsePlace(read(localStorage, LAST_PLACE_KEY));
      const allowed = await permission();
      const source = locationSource(stored, allowed);
      let point: { latitude: number; longitude: number } = stored ?? TIRANA;
      let deviceFailed = false;
      if (source === "device") {
        const device = await devicePosition();
        if (device) point = device;
        else deviceFailed = true;
      }
      if (source !== "stored" && locationRefused(allowed, deviceFailed) && read(sessionStorage, REFUSED_SHOWN_KEY) !== "1") {
        write(sessionStorage, REFUSED_SHOWN_KEY, "1");
        setAlert({ title: te("attention"), message: t("unavailable") });
      }
      const usingDefault = point === TIRANA;
      const formatted =
        stored?.formatted_address ||
        (await addressOf(point.latitude, point.longitude)) ||
        (usingDefault ? t("tirana") : t("currentLocation"));
      const place: Place = { latitude: point.latitude, longitude: point.longitude, formatted_address: formatted };
      write(localStorage, LAST_PLACE_KEY, JSON.stringify(place));
      window.dispatchEvent(new CustomEvent(PLACE_EVENT, { detail: place }));
      // Start-up writes in the background: a failure changes nothing on the page.
      if (loggedIn) void saveLocation(place).catch(() => undefined);
    })();
  }, [loggedIn, t, te]);

  return <AlertDialog alert={alert} onClose={() => setAlert(null)} />;
}
