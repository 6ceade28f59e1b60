"use client";

import { useEffect, useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "@/lib/i18n/client";
import { AlertDialog } from "@/components/ui/alert-dialog";
import { Avatar } from "@/components/ui/avatar";
import { isCartEmpty } from "@/lib/cart/operations";
import { useHydrated } from "@/lib/cart/store";
import { scheduleTime, slotHours } from "@/lib/checkout/time-slots";
import { vendorOpenQuery } from "@/lib/client/queries/vendors-query";
import { Link, useRouter } from "@/lib/i18n/navigation";
import { storePath } from "@/lib/vendors/order-method";
import { AddressesModal, NewAddressModal, type PickedPlace } from "./address-modals";
import { CardModal } from "./card-modal";
import { CheckoutProvider, useCheckout, type CheckoutInitial } from "./checkout-state";
import { FriendChooser } from "@/components/social/friend-chooser";
import { MapModal } from "./map-modal";
import { SlotModal } from "./slot-modal";
import { serverClockQuery } from "@/lib/client/queries/checkout";
import { StepConfirm } from "./step-confirm";
import { StepDelivery } from "./step-delivery";
import { StepPayment } from "./step-payment";
import { TotalsBox } from "./totals-box";
import { useCheckoutUrl, type Step } from "./use-checkout-url";

/** spec 2 §2 Checkout: the 3-step stepper over the stored cart (waits for it before anything is decided). */
export function CheckoutView({ initial }: { initial: CheckoutInitial }) {
  const hydrated = useHydrated();
  const t = useTranslations("common");
  if (!hydrated) return <p className="mt-8 text-gray-600">{t("loading")}</p>;
  return <CheckoutProvider initial={initial}>{() => <CheckoutScreen />}</CheckoutProvider>;
}

const STEP_KEYS = ["stepDelivery", "stepPayment", "stepConfirm"] as const;

function CheckoutScreen() {
  const t = useTranslations("checkout");
  const tAll = useTranslations();
  const router = useRouter();
  const co = useCheckout();
  const queryClient = useQueryClient();
  const url = useCheckoutUrl();
  const placed = useRef(false);
  const [reachedBefore, setReached] = useState<Step>(url.step);
  // Steps already reached can be revisited; a step in the URL (reload, back/forward) counts as reached.
  const reached = Math.max(reachedBefore, url.step) as Step;
  const [blocker, setBlocker] = useState<string | null>(null);
  const [picked, setPicked] = useState<PickedPlace | null>(null);
  const [newAddressFromList, setNewAddressFromList] = useState(false);
  const [checking, setChecking] = useState(false);
  const { cart, vendor } = co;
  // The product API's clock, measured while the customer fills the first step: the slot modals need it (issue 24).
  useEffect(() => {
    void queryClient.prefetchQuery(serverClockQuery());
  }, [queryClient]);

  // spec 2 §2: an empty cart leaves checkout (step -1).
  const empty = isCartEmpty(cart) || !vendor;
  useEffect(() => {
    if (empty && !placed.current) router.replace("/cart");
  }, [empty, router]);

  // The primary address is the default delivery address.
  const addresses = co.addresses.data;
  const chosen = cart.delivery_info.address;
  useEffect(() => {
    if (co.handover !== "Delivery" || !addresses?.length) return;
    if (chosen && addresses.some((a) => a.id === chosen.id)) return;
    const primary = addresses.find((a) => a.favourite === 1) ?? addresses[0];
    co.update((c) => ({ ...c, delivery_info: { ...c.delivery_info, address: { id: primary.id, lat: primary.lat, lng: primary.lng, notes: primary.notes ?? "" } } }));
  }, [co, addresses, chosen]);

  if (empty) return <p className="mt-8 text-gray-600">{tAll("common.loading")}</p>;

  function goTo(step: Step) {
    // The prices shown are kept with the cart, so a reload of a later step shows the same totals.
    co.update((c) => ({ ...c, cartPrice: co.price }));
    setReached((r) => (step > r ? step : r));
    url.setStep(step);
  }

  async function continueFrom(step: 0 | 1) {
    const key = step === 0 ? co.step0Problem() : (co.step0Problem() ?? co.step1Problem());
    if (key) {
      setBlocker(tAll(key));
      return;
    }
    // spec 2 §4 "checkout is disabled when closed": the vendor may have closed since the cart was filled, so it is
    // asked again before each step, not only when the order is placed. A failed check lets the customer go on (the
    // order itself is checked again by the product API).
    if (checking) return;
    setChecking(true);
    const open = await queryClient
      .fetchQuery({ ...vendorOpenQuery(vendor!.id), staleTime: 0 })
      .catch(() => null)
      .finally(() => setChecking(false));
    if (open === false) {
      setBlocker(t("vendorClosed", { vendor: vendor!.title ?? "" }));
      return;
    }
    goTo((step + 1) as Step);
  }

  const d = cart.delivery_info;
  const menu = storePath({ hash_id: vendor.hash_id ?? String(vendor.id), slug: vendor.slug ?? "menu", order_method: vendor.selected_order_method ?? vendor.order_method?.split("-")[0] });

  return (
    <div className="mt-6">
      <div className="flex flex-wrap items-center gap-3">
        <Avatar src={vendor.logo ?? null} name={vendor.title ?? ""} size={44} />
        <div>
          <p className="font-semibold">{vendor.title}</p>
          <Link href={menu} className="text-sm font-medium text-brand-700 hover:underline">
            ← {t("backToMenu")}
          </Link>
        </div>
      </div>

      <nav aria-label={t("steps")} className="mt-6">
        <ol className="flex flex-wrap gap-2">
          {STEP_KEYS.map((key, i) => {
            const step = i as Step;
            const current = url.step === step;
            return (
              <li key={key}>
                <button
                  type="button"
                  aria-current={current ? "step" : undefined}
                  disabled={step > reached || current}
                  onClick={() => url.setStep(step)}
                  className={`flex items-center gap-2 rounded-full px-4 py-2 text-sm font-semibold ${current ? "bg-brand-700 text-white" : step <= reached ? "bg-brand-50 text-brand-800 hover:bg-brand-100" : "bg-gray-100 text-gray-500"}`}
                >
                  <span aria-hidden="true">{i + 1}</span>
                  {t(key)}
                </button>
              </li>
            );
          })}
        </ol>
      </nav>

      <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_22rem] lg:items-start">
        <div>
          {url.step === 0 && <StepDelivery openModal={url.openModal} onContinue={() => continueFrom(0)} />}
          {url.step === 1 && <StepPayment openModal={url.openModal} onContinue={() => continueFrom(1)} />}
          {url.step === 2 && <StepConfirm onPlaced={() => (placed.current = true)} blocker={() => {
            const key = co.step0Problem() ?? co.step1Problem();
            return key ? tAll(key) : null;
          }} />}
        </div>
        {url.step < 2 && (
          <aside className="lg:sticky lg:top-24">
            <TotalsBox />
          </aside>
        )}
      </div>

      {url.modal === "addresses" && (
        <AddressesModal
          open
          onClose={() => url.closeModal()}
          onNew={() => {
            setNewAddressFromList(true);
            setPicked(null);
            url.openModal("new-address");
          }}
        />
      )}
      {(url.modal === "new-address" || url.modal === "find-on-map") && (
        <NewAddressModal
          open={url.modal === "new-address"}
          picked={picked}
          onPick={setPicked}
          onFindOnMap={() => url.openModal("find-on-map")}
          onSaved={() => {
            setPicked(null);
            url.closeModal(newAddressFromList ? 2 : 1);
            setNewAddressFromList(false);
          }}
          onClose={() => url.closeModal()}
        />
      )}
      {url.modal === "find-on-map" && (
        <MapModal
          open
          start={picked?.lat != null && picked.lng != null ? { lat: picked.lat, lng: picked.lng } : vendor.latitude && vendor.longitude ? { lat: vendor.latitude, lng: vendor.longitude } : null}
          onUse={(place) => {
            setPicked(place);
            url.closeModal();
          }}
          onClose={() => url.closeModal()}
        />
      )}
      {url.modal === "pickup-time" && (
        <SlotModal
          open
          title={t("choosePickupTime")}
          hours={slotHours(vendor, "Pickup")}
          stored={{ date: d.pickup_date, time: d.pickup_time }}
          onSave={(choice) => {
            co.update((c) => ({ ...c, delivery_info: { ...c.delivery_info, pickup_date: choice.date, pickup_time: choice.time } }));
            url.closeModal();
          }}
          onClose={() => url.closeModal()}
        />
      )}
      {url.modal === "reservation-time" && (
        <SlotModal
          open
          title={t("chooseReservationTime")}
          hours={slotHours(vendor, "Reserve")}
          stored={{ date: d.pickup_date, time: d.pickup_time }}
          onSave={(choice) => {
            // spec 2 §4: a reservation sets reserve_for to the current user.
            co.update((c) => ({ ...c, delivery_info: { ...c.delivery_info, pickup_date: choice.date, pickup_time: choice.time, reserve_for: co.user.id } }));
            url.closeModal();
          }}
          onClose={() => url.closeModal()}
        />
      )}
      {url.modal === "schedule-time" && (
        <SlotModal
          open
          title={t("chooseDeliveryTime")}
          hours={slotHours(vendor, "Pickup")}
          stored={d.schedule_time ? { date: d.schedule_time.slice(0, 10), time: d.schedule_time.slice(11, 16) } : null}
          onSave={(choice) => {
            co.update((c) => ({ ...c, delivery_info: { ...c.delivery_info, is_schedule: 1, schedule_time: scheduleTime(choice) } }));
            url.closeModal();
          }}
          onClose={() => url.closeModal()}
        />
      )}
      {url.modal === "new-card" && (
        <CardModal
          open
          onSaved={(card) => {
            co.update((c) => ({ ...c, payment_info: { ...c.payment_info, method: "stripe", selected_card: { id: card.id, card: { last4: card.card.last4 } } } }));
            void co.refetchCards();
            url.closeModal();
          }}
          onClose={() => url.closeModal()}
        />
      )}
      {url.modal === "friends" && (
        <FriendChooser
          open
          multiple={false}
          initial={cart.order_for ? [cart.order_for.id] : []}
          title={tAll("checkout.chooseFriend")}
          onSave={([friend]) => {
            if (friend) co.update((c) => ({ ...c, order_for: { id: friend.id, full_name: friend.full_name, username: friend.username } }));
            url.closeModal();
          }}
          onClose={() => url.closeModal()}
        />
      )}

      <AlertDialog alert={blocker !== null ? { title: tAll("restaurant_details.we_are_sorry"), message: blocker } : null} onClose={() => setBlocker(null)} />
    </div>
  );
}
