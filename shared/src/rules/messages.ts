export interface FieldMessageSource {
  field: string;
  /** The message registered for this field being invalid, when the page has one. */
  invalidMessage?: string | null;
  /** Text of the element tagged for the field. */
  elementText?: string | null;
  /** Hidden elements belong to inactive tabs and must not be reported; absent means visible. */
  visible?: boolean;
}

/**
 * Messages for the error event (spec section 5): gathered from visible elements tagged for a field,
 * a field-specific invalid message preferred to the element's text; blank ones are skipped.
 */
export function gatherErrorMessages(fields: FieldMessageSource[]): string[] {
  const messages: string[] = [];
  for (const source of fields) {
    if (source.visible === false) continue;
    const message = source.invalidMessage?.trim() || source.elementText?.trim() || '';
    if (message) messages.push(message);
  }
  return messages;
}
