import type { SettingsMap } from "../../settings";

// Server-provided settings (spec 3 §3 Referral / reward settings, spec 3 §9 numbers; spec 1 §7 about-us).
export const SETTINGS: SettingsMap = {
  about_us: {
    pointer_latitude: 41.32183,
    pointer_longitude: 19.81264,
    company_email: "info@shijo.al",
    company_phone: "+355 69 200 3000",
    company_address: "Rruga Myslym Shyri 25, Tiranë 1001, Shqipëri",
    company_address_en: "Rruga Myslym Shyri 25, Tirana 1001, Albania",
  },
  referral: {
    cycle_hours_earn_invitation: 1,
    exp_days_earn_invitation: 3,
    inviter_earning_amount: 100,
    register_earning_amount: 100,
    max_num_referral: 5,
    show_referral_module: 1,
    show_earn_invitation_module: 1,
    limit_user_referrals: 5,
    referral_reward_amount: 200,
    messages: {
      earninvite_friend_message: {
        sq: "Të dërgova një kod për porosinë tënde të ardhshme në Shijo: ###",
        en: "I sent you a code for your next Shijo order: ###",
      },
      earninvite_timer_popup_message: {
        sq: "Mund të ftoni përsëri pas ### minutash.",
        en: "You can invite again in ### minutes.",
      },
      referral_code_share_message: {
        sq: "Shkarko Shijo dhe përdor kodin tim ### për 200 L në portofol!",
        en: "Download Shijo and use my code ### to get 200 L in your wallet!",
      },
      referral_description_message: {
        sq: "Ftoni miqtë: kur bëjnë porosinë e parë, ju merrni 200 L në portofol.",
        en: "Invite friends: when they place their first order, you get 200 L in your wallet.",
      },
      earninvitation_howto_works: {
        sq: "Fitoni 2% të porosisë së mikut në oraret 10:30–12:00 dhe 15:30–19:30, 1% në oraret e tjera.",
        en: "Earn 2% of your friend's order between 10:30–12:00 and 15:30–19:30, and 1% at other times.",
      },
      howto_title: { sq: "Si funksionon?", en: "How does it work?" },
      howto_subtitle: { sq: "Ftoni, porosisni, fitoni", en: "Invite, order, earn" },
      howto_description_1: { sq: "Zgjidhni një mik dhe dërgojini kodin.", en: "Pick a friend and send them the code." },
      howto_description_2: { sq: "Kur miku porosit me kodin, ju fitoni në portofol.", en: "When your friend orders with the code, you earn in your wallet." },
    },
  },
  rewards: {
    user_rewards: 100,
    register_rewards: 100,
    rates: [
      { from: 630, to: 720, rewards_rate: 2 },
      { from: 930, to: 1170, rewards_rate: 2 },
      { from: 0, to: 1440, rewards_rate: 1 },
    ],
    levels: [
      { name: "Silver", min_orders: 0, percent: 0.5 },
      { name: "Gold", min_orders: 10, percent: 1 },
      { name: "Platinum", min_orders: 25, percent: 1.5 },
    ],
  },
};
