import { schema } from "./db.server";

const { users } = schema;

/** What a user may see of their own account: never the hash or the tokens. */
export const publicColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  company: users.company,
  phone: users.phone,
  role: users.role,
  isVerified: users.isVerified,
};

/**
 * The account's mailed links that a change of its e-mail or password voids: a reset link and a
 * pending change of address (decision 041).
 */
export const mailedLinksVoided = {
  passwordResetToken: null,
  passwordResetExpires: null,
  pendingEmail: null,
  pendingEmailToken: null,
  pendingEmailExpires: null,
} as const;
