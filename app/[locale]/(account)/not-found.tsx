// The account group's pages (an unknown order, group order or past order) show the same screen as the public group's,
// inside this group's own shell (ADR 0041).
export { default, generateMetadata } from "../(public)/not-found";
