import { CASHBACK_LEVEL_KEYS } from "@/lib/rewards/cashback";
import { WALLET_KEYS } from "@/lib/rewards/wallet";
import { FEEDBACK_KEYS } from "@/lib/rewards/where-heard";
import { QUIZ_RESULT_KEYS } from "@/lib/blog/quiz";
import { STEP0_KEYS } from "@/lib/checkout/delivery-step";
import { STEP1_KEYS } from "@/lib/checkout/payment-step";
import { REORDER_KEYS } from "@/lib/orders/actions";
import { PAYMENT_METHOD_KEYS } from "@/lib/orders/payment-label";
import { REVIEW_KEYS } from "@/lib/orders/review";
import { ORDER_STATUS_KEYS } from "@/lib/orders/status";
import { HOME_SEARCH_KEYS } from "@/lib/search/search";
import { INVITATION_BADGE_KEYS } from "@/lib/social/invitation";
import { ZODIAC_KEYS } from "@/contract/zodiac";
import { VENDOR_LIST_KEYS } from "@/lib/vendors/filter";
import { VENDOR_CLOSED_KEYS } from "@/lib/vendors/open-state";
import { SORT_LABEL_KEYS } from "@/lib/vendors/sort";
import { ADDRESS_KEYS } from "@/lib/validation/address";
import { CARD_KEYS } from "@/lib/validation/card";
import { CONTACT_KEYS } from "@/lib/validation/contact";
import { COURIER_KEYS } from "@/lib/validation/courier";
import { GROUP_KEYS } from "@/lib/validation/group";
import { LOGIN_KEYS } from "@/lib/validation/login";
import { NEWSLETTER_KEYS } from "@/lib/validation/newsletter";
import { PARTNER_KEYS } from "@/lib/validation/partner";
import { CHANGE_PASSWORD_KEYS, FORGOT_PASSWORD_KEYS, RESET_PASSWORD_KEYS } from "@/lib/validation/password";
import { EDIT_PHONE_KEYS, EDIT_PROFILE_KEYS } from "@/lib/validation/profile";
import { REGISTER_KEYS } from "@/lib/validation/register";
import { VERIFICATION_KEYS } from "@/lib/validation/verification-code";

/**
 * Every message key the spec-rule modules under lib/ can hand to the UI, de-duplicated (gathered here, in the tests,
 * so that no module of lib/ has to import every other: issue 27). A messages test can assert
 * each one exists in messages/sq.json and messages/en.json (dots are next-intl namespaces).
 */
export const SPEC_RULE_MESSAGE_KEYS: readonly string[] = [
  ...new Set<string>([
    ...LOGIN_KEYS, ...REGISTER_KEYS, ...FORGOT_PASSWORD_KEYS, ...RESET_PASSWORD_KEYS, ...CHANGE_PASSWORD_KEYS,
    ...VERIFICATION_KEYS, ...EDIT_PHONE_KEYS, ...EDIT_PROFILE_KEYS, ...CONTACT_KEYS, ...COURIER_KEYS, ...PARTNER_KEYS,
    ...NEWSLETTER_KEYS, ...CARD_KEYS, ...GROUP_KEYS, ...ADDRESS_KEYS,
    ...STEP0_KEYS, ...STEP1_KEYS,
    ...ORDER_STATUS_KEYS, ...REVIEW_KEYS, ...REORDER_KEYS, ...PAYMENT_METHOD_KEYS,
    ...VENDOR_LIST_KEYS, ...VENDOR_CLOSED_KEYS, ...SORT_LABEL_KEYS,
    ...QUIZ_RESULT_KEYS,
    ...INVITATION_BADGE_KEYS, ...ZODIAC_KEYS,
    ...CASHBACK_LEVEL_KEYS, ...WALLET_KEYS, ...FEEDBACK_KEYS,
    ...HOME_SEARCH_KEYS,
  ]),
];
