import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { User } from '../../users';

/** A password-reset token, stored only as its SHA-256; single use, valid 60 minutes. */
@Entity({ tableName: 'password_resets' })
export class PasswordReset {
  @PrimaryKey({ type: 'integer', autoincrement: true }) id!: number;
  @ManyToOne(() => User, { deleteRule: 'cascade' }) user!: User;
  @Property({ type: 'string', length: 64, unique: true }) token_hash!: string;
  @Property({ type: 'datetime' }) expires_at!: Date;
  @Property({ type: 'datetime', nullable: true }) used_at: Date | null = null;
  @Property({ type: 'datetime', defaultRaw: 'now()' }) created_at: Date = new Date();
}
