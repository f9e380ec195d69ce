import { NotFound } from "~/models/errors.server";

const id = (value: string | undefined) => {
  const n = Number(value);
  return /^\d{1,15}$/.test(value ?? "") && Number.isSafeInteger(n) && n > 0 ? n : null;
};

/** A lead's ids from an address; anything but two positive whole numbers is a 404. */
export function leadKeyOf(quoteId: string | undefined, companyId: string | undefined) {
  const q = id(quoteId);
  const c = id(companyId);
  if (q === null || c === null) throw new NotFound("Lead not found");
  return { quoteId: q, companyId: c };
}

/** A firm's id in an address, or a 404. */
export function companyIdOf(value: string | undefined) {
  const c = id(value);
  if (c === null) throw new NotFound("Conversation not found");
  return c;
}
