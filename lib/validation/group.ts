import { isBlank } from "./email";

export const GROUP_KEYS = ["chat.chooseAdmin", "chat.enterName"] as const;
export type GroupKey = (typeof GROUP_KEYS)[number];

export interface GroupForm {
  adminId: number | string | null;
  name: string;
}

/** Spec 3 §5 Group creation: an admin must be chosen, then the name must be non-empty (attention alerts). */
export function validateGroup(form: GroupForm): GroupKey | null {
  if (form.adminId === null || form.adminId === "") return "chat.chooseAdmin";
  if (isBlank(form.name)) return "chat.enterName";
  return null;
}
