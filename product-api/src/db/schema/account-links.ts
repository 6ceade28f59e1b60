import { index, integer, pgTable, serial, text, unique } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { createdAt, oneOf } from "./columns";

// Sign-in through a social network (spec 1 §7 login/facebook|google|apple) links a provider's subject to one user.
export const socialIdentities = pgTable(
  "social_identities",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    provider: text("provider", { enum: ["facebook", "google", "apple"] }).notNull(),
    subject: text("subject").notNull(),
    email: text("email"),
    createdAt: createdAt(),
  },
  (t) => [
    oneOf("social_identities", t.provider),
    unique("social_identities_provider_subject_key").on(t.provider, t.subject),
    index("social_identities_user_idx").on(t.userId),
  ],
);
