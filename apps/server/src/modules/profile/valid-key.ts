/** The spec's record key: the email with the characters . # $ [ ] replaced by underscores. */
export function toValidKey(email: string): string {
  return email.replace(/[.#$[\]]/g, '_');
}
