import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { ValidationFailedException } from '../../../common/errors/validation';
import { NOTIFY_MSG } from '../../../common/validation/messages';
import { sql, sqlOne } from '../../../database/sql';
import type { NotificationPreferencesDto, UpdateNotificationPreferencesInput } from './dto/notification-preferences.dto';
import {
  CHANNELS,
  DEFAULT_DIGEST,
  DEFAULT_TIME_ZONE,
  isTimeZone,
  kindOf,
  matrixOf,
  PREFERENCE_KINDS,
  quietPeriodEnd,
  type Channel,
  type ChannelSwitches,
  type DigestFrequency,
  type NotifiedAbout,
  type PreferenceKind,
} from './preference-kinds';

interface PreferencesRow {
  channels: Partial<Record<string, Partial<ChannelSwitches>>>;
  digest: DigestFrequency;
  time_zone: string;
  quiet_hours_start: number | null;
  quiet_hours_end: number | null;
}

const DEFAULT_ROW: PreferencesRow = { channels: {}, digest: DEFAULT_DIGEST, time_zone: DEFAULT_TIME_ZONE, quiet_hours_start: null, quiet_hours_end: null };

/**
 * A member's notification preferences, and the two questions the rest of Plaza asks of them:
 * does the member want this kind on this channel (`wants`), and are they in their quiet hours
 * (`quietUntil`). Members who never chose have no row: the defaults (preference-kinds.ts) apply.
 */
@Injectable()
export class NotificationPreferences {
  constructor(private readonly em: EntityManager) {}

  async get(userId: number): Promise<NotificationPreferencesDto> {
    return toDto(await this.row(userId));
  }

  async update(userId: number, input: UpdateNotificationPreferencesInput): Promise<NotificationPreferencesDto> {
    if (input.time_zone !== undefined && !isTimeZone(input.time_zone)) {
      throw ValidationFailedException.field('time_zone', NOTIFY_MSG.timeZone);
    }
    const current = await this.row(userId);
    const start = input.quiet_hours_start === undefined ? current.quiet_hours_start : input.quiet_hours_start;
    const end = input.quiet_hours_end === undefined ? current.quiet_hours_end : input.quiet_hours_end;
    if ((start === null) !== (end === null)) {
      throw ValidationFailedException.field(start === null ? 'quiet_hours_start' : 'quiet_hours_end', NOTIFY_MSG.quietBoth);
    }
    // Only switches the member set are stored, so a later change of a default reaches everyone else.
    const changes = (input.channels ?? {}) as Partial<Record<PreferenceKind, Partial<ChannelSwitches>>>;
    const channels = { ...current.channels };
    for (const kind of PREFERENCE_KINDS) {
      const picked = Object.fromEntries(CHANNELS.filter((c) => typeof changes[kind]?.[c] === 'boolean').map((c) => [c, changes[kind]![c]]));
      if (Object.keys(picked).length) {
        channels[kind] = { ...channels[kind], ...picked };
      }
    }
    const [saved] = await sql<PreferencesRow>(
      this.em.fork(),
      `insert into notification_preferences (user_id, channels, digest, time_zone, quiet_hours_start, quiet_hours_end, updated_at)
       values (?, ?::jsonb, ?, ?, ?, ?, now())
       on conflict (user_id) do update set channels = excluded.channels, digest = excluded.digest, time_zone = excluded.time_zone,
         quiet_hours_start = excluded.quiet_hours_start, quiet_hours_end = excluded.quiet_hours_end, updated_at = now()
       returning channels, digest, time_zone, quiet_hours_start, quiet_hours_end`,
      [userId, JSON.stringify(channels), input.digest ?? current.digest, input.time_zone ?? current.time_zone, start, end],
    );
    return toDto(saved);
  }

  /** Does the member want notifications of this type (or kind) on this channel? */
  async wants(userId: number, type: NotifiedAbout | PreferenceKind, channel: Channel): Promise<boolean> {
    const kind = kindOf(type);
    return matrixOf({ [kind]: (await this.row(userId)).channels[kind] })[kind][channel];
  }

  /** When the member's quiet hours that hold at `now` end (push and mail wait until then); null: not quiet. */
  async quietUntil(userId: number, now: Date = new Date()): Promise<Date | null> {
    const { time_zone, quiet_hours_start, quiet_hours_end } = await this.row(userId);
    if (quiet_hours_start === null || quiet_hours_end === null) {
      return null;
    }
    return quietPeriodEnd(now, time_zone, quiet_hours_start, quiet_hours_end);
  }

  private async row(userId: number): Promise<PreferencesRow> {
    const found = await sqlOne<PreferencesRow>(
      this.em.fork(),
      'select channels, digest, time_zone, quiet_hours_start, quiet_hours_end from notification_preferences where user_id = ?',
      [userId],
    );
    return found ?? DEFAULT_ROW;
  }
}

function toDto(row: PreferencesRow): NotificationPreferencesDto {
  return {
    channels: matrixOf(row.channels),
    digest: row.digest,
    time_zone: row.time_zone,
    quiet_hours_start: row.quiet_hours_start,
    quiet_hours_end: row.quiet_hours_end,
  };
}
