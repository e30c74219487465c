/**
 * Who hears about each new submission: the recipients staff set in Settings, or NOTIFY_TO while
 * none are set. The form pipeline asks for every submission, so the answer is cached per
 * instance: a change made through this instance applies at once; one made through another
 * instance (several behind a load balancer) is picked up within `cacheMs`, because the cache
 * reads the table again at most once per `cacheMs` (one primary-key read, shared by every
 * submission that arrives meanwhile). No query per submission, no stale value for long.
 */
import type {Kysely} from 'kysely';
import {parseRecipients, type RecipientsView} from '../../../src/lib/staff/recipients';
import type {Database} from '../../platform/database/schema';
import {readSetting, settingKeys, writeSetting} from './queries';

/** How long another instance's change may take to reach this one. */
export const recipientsCacheMs = 30_000;

export class NotifyRecipients {
  private cached: {to: string; until: number} | undefined;
  private loading: Promise<string> | undefined;
  /** Bumped by every change here: a read that started before it must not overwrite it. */
  private generation = 0;

  constructor(
    private readonly db: Kysely<Database>,
    /** NOTIFY_TO: one address or several, comma-separated. */
    private readonly fallback: string,
    private readonly cacheMs = recipientsCacheMs,
    private readonly clock: () => number = Date.now,
  ) {}

  /** The To header of a notification written now. */
  async to(): Promise<string> {
    if (this.cached && this.clock() < this.cached.until) return this.cached.to;
    this.loading ??= this.load().finally(() => (this.loading = undefined));
    return this.loading;
  }

  /** The stored list as Settings shows it, read fresh (and refreshing the cache). */
  async view(): Promise<RecipientsView> {
    const generation = this.generation;
    const stored = await readSetting(this.db, settingKeys.notifyRecipients);
    const parsed = parseRecipients(stored?.value);
    const recipients = parsed.ok ? parsed.value : [];
    this.remember(recipients, generation);
    return {
      recipients,
      fallback: this.fallback,
      updatedAt: stored?.updatedAt ?? null,
      updatedBy: stored?.updatedBy ?? null,
    };
  }

  /**
   * Stores a checked list (empty: back to NOTIFY_TO) and uses it from the next submission on.
   * With `expectedUpdatedAt` (the `updatedAt` the editor saw) nothing is written if someone
   * changed the list since: the answer is then undefined.
   */
  async replace(
    recipients: string[],
    by: string,
    expectedUpdatedAt?: number | null,
  ): Promise<RecipientsView | undefined> {
    const written = await writeSetting(this.db, settingKeys.notifyRecipients, recipients, {by, expectedUpdatedAt});
    if (!written) return undefined;
    this.generation += 1;
    return this.view();
  }

  private async load(): Promise<string> {
    const generation = this.generation;
    const stored = await readSetting(this.db, settingKeys.notifyRecipients);
    const parsed = parseRecipients(stored?.value);
    return this.remember(parsed.ok ? parsed.value : [], generation);
  }

  private remember(recipients: string[], generation: number): string {
    const to = recipients.length > 0 ? recipients.join(', ') : this.fallback;
    if (generation === this.generation) this.cached = {to, until: this.clock() + this.cacheMs};
    return to;
  }
}
