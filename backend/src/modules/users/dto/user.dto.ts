import { ApiProperty } from '@nestjs/swagger';
import { USER_ROLES, USER_STATUSES, type User, type UserRole, type UserStatus } from '../entities/user.entity';
import { LANGUAGES, type Language } from '../../../common/users/languages';
import { toIso, toIsoOrNull } from '../../../common/time/timestamps';

/** The signed-in member's own account, as every auth endpoint returns it. */
export class UserDto {
  @ApiProperty({ example: 1 }) id!: number;
  @ApiProperty({ example: 'Ana' }) first_name!: string;
  @ApiProperty({ example: 'Lima' }) last_name!: string;
  @ApiProperty({ example: 'ana' }) username!: string;
  @ApiProperty({ example: 'ana@example.com', description: 'The address signed in with; a new one replaces it only once confirmed' }) email!: string;
  @ApiProperty({ description: 'The member followed the confirmation link mailed to their address' }) email_verified!: boolean;
  @ApiProperty({ type: String, nullable: true, example: null, description: 'A new address asked for in the profile, until its mailed link is followed' })
  pending_email!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'File name; the image is at /storage/avatars/<file>, its 90×90 thumbnail at /storage/avatars/thumbs/<file>' })
  avatar!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'File name; the image is at /storage/covers/<file>' })
  cover!: string | null;
  @ApiProperty({ type: String, nullable: true }) about!: string | null;
  @ApiProperty({ type: String, nullable: true, example: '1990-04-12' }) date_of_birth!: string | null;
  @ApiProperty({ type: String, nullable: true }) gender!: string | null;
  @ApiProperty({ type: String, nullable: true }) location!: string | null;
  @ApiProperty({ type: String, nullable: true }) country!: string | null;
  @ApiProperty({ type: String, nullable: true }) favorite_tv_show!: string | null;
  @ApiProperty({ type: String, nullable: true }) favorite_music!: string | null;
  @ApiProperty({ type: String, nullable: true }) education!: string | null;
  @ApiProperty({ type: String, nullable: true }) other_interests!: string | null;
  @ApiProperty({ type: String, nullable: true }) work_experience!: string | null;
  @ApiProperty() is_online!: boolean;
  @ApiProperty({ enum: USER_STATUSES, enumName: 'UserStatus' }) status!: UserStatus;
  @ApiProperty({ enum: USER_ROLES, enumName: 'UserRole' }) role!: UserRole;
  @ApiProperty({ description: 'A password sign-in asks for a code from an authenticator app' }) two_factor_enabled!: boolean;
  @ApiProperty({ type: String, format: 'date-time' }) created_at!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When the account will be deleted (its owner asked for it; cancel with DELETE /api/me/deletion); null when not scheduled' })
  deletion_scheduled_at!: string | null;
  @ApiProperty({ enum: LANGUAGES, enumName: 'Language', nullable: true, example: null, description: "The interface language chosen (PUT /api/me/language); null: the browser's" })
  language!: Language | null;
}

export class UserResponseDto {
  @ApiProperty({ type: UserDto }) user!: UserDto;
}

/** The fields of a user row that leave the server; never the password hash or token data. */
export type UserRow = Omit<User, 'password_hash' | 'banned_at' | 'suspended_until' | 'updated_at'> & { date_of_birth: string | Date | null };

function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value);
}

function dateOnly(value: string | Date | null): string | null {
  if (value === null) {
    return null;
  }
  return value instanceof Date ? value.toISOString().slice(0, 10) : value.slice(0, 10);
}

/** The one place that decides what of a user leaves the server. */
export function toUserDto(u: UserRow): UserDto {
  return {
    id: u.id,
    first_name: u.first_name,
    last_name: u.last_name,
    username: u.username,
    email: u.email,
    email_verified: u.email_verified_at !== null,
    pending_email: u.pending_email,
    avatar: u.avatar,
    cover: u.cover,
    about: u.about,
    date_of_birth: dateOnly(u.date_of_birth),
    gender: u.gender,
    location: u.location,
    country: u.country,
    favorite_tv_show: u.favorite_tv_show,
    favorite_music: u.favorite_music,
    education: u.education,
    other_interests: u.other_interests,
    work_experience: u.work_experience,
    is_online: u.is_online,
    status: u.status,
    role: u.role,
    two_factor_enabled: u.two_factor_enabled,
    created_at: toIso(u.created_at),
    deletion_scheduled_at: toIsoOrNull(u.deletion_scheduled_at ?? null),
    language: isLanguage(u.language) ? u.language : null,
  };
}
