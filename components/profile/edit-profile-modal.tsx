"use client";

import { useId, useRef, useState } from "react";
import { useTranslations } from "@/lib/i18n/client";
import { useRouter } from "@/lib/i18n/navigation";
import { AlertDialog } from "@/components/ui/alert-dialog";
import { EmailField, PhoneField } from "@/components/ui/contact-fields";
import { Field, RadioGroup, SubmitButton } from "@/components/ui/field";
import { Modal, ModalHeader } from "@/components/ui/modal";
import { failureStatus, useBffForm } from "@/components/ui/use-bff-form";
import { readBase64 } from "@/components/chat/tools/upload";
import { goToNext } from "@/components/account/signed-in";
import { bffErrorMessage } from "@/lib/client/bff";
import { updateProfile } from "@/lib/client/queries/profile";
import { PHOTO_ACCEPT, PHOTO_MAX_BYTES, isPhotoType, type EditProfileValues } from "@/lib/profile/edit-profile";
import { validateEditProfile } from "@/lib/validation/profile";
import { tiraneDate } from "@/contract/tirane-time";

/**
 * spec 3 §2 Edit → the edit-profile modal; §5 full name and phone required (asterisks and tooltips), e-mail format,
 * Albanian mobile (also without the leading 0), gender, birthday YYYY-MM-DD, a jpeg/png photo; §8 success shows
 * the profile-updated message, a failure the server's message or checkout.something_is_wrong. What was typed stays.
 */
export function EditProfileButton({ initial }: { initial: EditProfileValues }) {
  const t = useTranslations("profile");
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState(false);
  return (
    <>
      <button type="button" className="btn btn-secondary" onClick={() => setOpen(true)}>
        {t("header.edit")}
      </button>
      {open && (
        <EditProfileModal
          initial={initial}
          onSaved={() => {
            setOpen(false);
            setSaved(true);
          }}
          onClose={() => setOpen(false)}
        />
      )}
      {/* spec 3 §4 "Profile edit. Success shows the profile-updated message." */}
      <AlertDialog alert={saved ? { title: t("edit.title"), message: t("edit.success") } : null} onClose={() => setSaved(false)} />
    </>
  );
}

function EditProfileModal({ initial, onSaved, onClose }: { initial: EditProfileValues; onSaved: () => void; onClose: () => void }) {
  const t = useTranslations();
  const tp = useTranslations("profile");
  const router = useRouter();
  const titleId = useId();
  const photoRef = useRef<string | null>(null);
  const [photoName, setPhotoName] = useState<string | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const { form, onSubmit, busy, alert, closeAlert } = useBffForm<EditProfileValues, { next: string | null }>({
    defaultValues: initial,
    rule: validateEditProfile,
    send: (values) => updateProfile({ ...values, ...(photoRef.current ? { photo: photoRef.current } : {}) }),
    onSent: (data) => {
      if (data.next) {
        goToNext(data.next);
        return;
      }
      router.refresh();
      onSaved();
    },
    failed: (error) => {
      const status = failureStatus(error);
      return { title: t("checkout.errorTitle"), message: status === 0 || status >= 500 ? t("checkout.something_is_wrong") : bffErrorMessage(error, t("checkout.something_is_wrong")) };
    },
  });

  async function pickPhoto(file: File | undefined) {
    setPhotoError(null);
    photoRef.current = null;
    setPhotoName(null);
    if (!file) return;
    if (!isPhotoType(file.type)) return setPhotoError(tp("photoType"));
    if (file.size > PHOTO_MAX_BYTES) return setPhotoError(tp("photoSize", { mb: PHOTO_MAX_BYTES / (1024 * 1024) }));
    try {
      photoRef.current = await readBase64(file);
      setPhotoName(file.name);
    } catch {
      setPhotoError(tp("photoType"));
    }
  }

  return (
    <Modal open onClose={onClose} labelledBy={titleId}>
      <div className="max-h-[min(90dvh,52rem)] overflow-y-auto p-6">
        <ModalHeader id={titleId} title={tp("edit.title")} onClose={onClose} />
        <form method="post" noValidate onSubmit={onSubmit} className="mt-4 grid gap-4" aria-busy={busy}>
          <Field id="profile-full-name" required autoComplete="name" maxLength={120} label={tp("edit.fullName")} tooltip={tp("edit.fullNameTip")} {...form.register("full_name")} />
          <PhoneField id="profile-phone" label={tp("edit.phone")} tooltip={tp("edit.phoneTip")} hint={tp("edit.phoneHint")} {...form.register("phone")} />
          <Field id="profile-username" autoComplete="username" maxLength={40} label={tp("edit.username")} tooltip={tp("edit.usernameTip")} {...form.register("username")} />
          <EmailField id="profile-email" label={tp("edit.email")} {...form.register("email")} />
          <RadioGroup
            legend={tp("edit.gender")}
            options={[
              { value: "male", label: tp("edit.male") },
              { value: "female", label: tp("edit.female") },
              { value: "none", label: tp("edit.none") },
            ]}
            {...form.register("gender")}
          />
          <Field id="profile-birthday" type="date" max={tiraneDate(new Date())} label={tp("edit.birthday")} tooltip={tp("edit.birthdayTip")} {...form.register("birthday")} />
          <Field
            id="profile-photo"
            type="file"
            accept={PHOTO_ACCEPT}
            label={tp("edit.photo")}
            hint={photoName ? tp("edit.photoPicked", { name: photoName }) : tp("edit.photoHint")}
            error={photoError}
            onChange={(e) => void pickPhoto(e.currentTarget.files?.[0])}
          />
          <div className="flex justify-end gap-2">
            <button type="button" className="btn btn-ghost" onClick={onClose}>
              {tp("edit.cancel")}
            </button>
            <SubmitButton busy={busy} busyLabel={tp("edit.saving")} className="h-11 px-6">
              {tp("edit.save")}
            </SubmitButton>
          </div>
        </form>
      </div>
      <AlertDialog alert={alert} onClose={closeAlert} />
    </Modal>
  );
}
