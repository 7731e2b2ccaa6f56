import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Session } from './session.entity';

/** One refresh token of a session, stored only as its SHA-256; usable once (rotation). */
@Entity({ tableName: 'refresh_tokens' })
export class RefreshToken {
  @PrimaryKey({ type: 'integer', autoincrement: true }) id!: number;
  @ManyToOne(() => Session, { deleteRule: 'cascade' }) session!: Session;
  @Property({ type: 'string', length: 64, unique: true }) token_hash!: string;
  @Property({ type: 'datetime' }) expires_at!: Date;
  @Property({ type: 'datetime', nullable: true }) used_at: Date | null = null;
  @Property({ type: 'datetime', defaultRaw: 'now()' }) created_at: Date = new Date();
}
