/** A dialable tel: link from a phone number as people write it ("+385 1 4567 890"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, "")}`;
}
