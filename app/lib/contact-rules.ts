/** The rules for e-mail and phone that every form shares (tests/unit/api.test.ts). */

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(email: string): boolean {
  return email.length <= 254 && EMAIL_PATTERN.test(email);
}

/** A phone number must contain exactly 10 digits, whatever punctuation surrounds them. */
export function isValidPhone(phone: string): boolean {
  return phone.replace(/\D/g, "").length === 10;
}

/** tel: link target with digits only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
