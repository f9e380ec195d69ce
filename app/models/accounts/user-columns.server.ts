import { schema } from "~/models/db.server";

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
 * Every link an account has out cleared: a password reset and an address change waiting are
 * void once the address or the password changes (decision 041).
 */
export const LINKS_CLEARED = {
  passwordResetToken: null,
  passwordResetExpires: null,
  pendingEmail: null,
  pendingEmailToken: null,
  pendingEmailExpires: null,
} as const;
