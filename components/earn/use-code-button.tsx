"use client";

import { useMutation } from "@tanstack/react-query";
import { useTranslations } from "@/lib/i18n/client";
import { AlertDialog, useAlert } from "@/components/ui/alert-dialog";
import { updateCart } from "@/lib/cart/store";
import { bffErrorMessage } from "@/lib/client/bff";
import { takeEarnCode } from "@/lib/client/queries/earn";
import { useRouter } from "@/lib/i18n/navigation";

/**
 * spec 3 §4: using an available received code stores it (the cart's promo_code, which checkout reads), shows the
 * 'code complete' notice and goes home. The product API refuses a second use, an expired code and anyone but the
 * receiver, with the notice of spec 3 §8.
 */
export function UseCodeButton({ invitationId, name }: { invitationId: number; name: string }) {
  const t = useTranslations("earn");
  const te = useTranslations("errors");
  const alerts = useAlert();
  const router = useRouter();
  const take = useMutation({
    mutationFn: () => takeEarnCode({ invitation_id: invitationId }),
    onSuccess: ({ invitation }) => {
      updateCart((c) => ({ ...c, cartPrice: { ...c.cartPrice, promo_code: invitation.invite_code } }));
      alerts.show({ title: t("use_code"), message: t("code_complete", { code: invitation.invite_code }), tone: "success" });
    },
    onError: (error) => alerts.show({ title: t("attention"), message: bffErrorMessage(error, te("generic")) }),
  });
  return (
    <>
      <button
        type="button"
        className="btn btn-primary"
        aria-label={`${t("use_code")}: ${name}`}
        disabled={take.isPending}
        aria-busy={take.isPending || undefined}
        onClick={() => take.mutate()}
      >
        {t("use_code")}
      </button>
      <AlertDialog
        alert={alerts.alert}
        onClose={() => {
          alerts.close();
          if (take.isSuccess) router.push("/");
          else router.refresh();
        }}
      />
    </>
  );
}
