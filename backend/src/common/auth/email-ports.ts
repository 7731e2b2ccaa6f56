/**
 * Starts the confirmation of a member's new email address: records it as pending, mails a link to
 * it and a notice to the current one. Auth provides it; the profile's email change uses it.
 */
export abstract class EmailChangeConfirmer {
  abstract requestChange(userId: number, newEmail: string): Promise<void>;
}
