/**
 * A second factor asked before an irreversible account action (deleting the account). Whoever
 * implements two-factor sign-in provides it (`{ provide: SecondFactor, useExisting: … }`); without
 * a provider no account has a second factor and none is asked.
 */
export abstract class SecondFactor {
  /** True when the member has a second factor on. */
  abstract enabled(userId: number): Promise<boolean>;
  /** True when `code` (a current code or an unused recovery code) is the member's; consumes it. */
  abstract verify(userId: number, code: string): Promise<boolean>;
}
