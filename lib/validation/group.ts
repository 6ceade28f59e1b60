import { isBlank } from "./email";

export const GROUP_KEYS = ["social.choose_group_admin", "social.enter_group_name"] as const;
export type GroupKey = (typeof GROUP_KEYS)[number];

export interface GroupForm {
  adminId: number | string | null;
  name: string;
}

/** Spec 3 §5 Group creation: an admin must be chosen, then the name must be non-empty (attention alerts). */
export function validateGroup(form: GroupForm): GroupKey | null {
  if (form.adminId === null || form.adminId === "") return "social.choose_group_admin";
  if (isBlank(form.name)) return "social.enter_group_name";
  return null;
}
