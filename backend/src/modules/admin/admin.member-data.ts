import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { keyset } from '../../common/member-data/keyset';
import type { DataSubject, ErasureContext, MemberDataArchive, MemberDataContributor } from '../../common/member-data/member-data';

/**
 * The reports a member filed. They outlive the account for the moderation history: the reporter
 * is then the nameless tombstone of the users row ("Deleted member"), and cases about the member's
 * content keep it as their author the same way; so erasure leaves both tables as they are.
 */
@Injectable()
export class AdminMemberData implements MemberDataContributor {
  readonly tables = ['reports', 'report_cases'];

  constructor(private readonly em: EntityManager) {}

  async export(member: DataSubject, archive: MemberDataArchive): Promise<void> {
    await archive.json(
      'reports/reports.json',
      keyset(
        this.em.fork(),
        `select r.id, c.subject_type, c.subject_id, r.reason, r.details, r.created_at, c.status, c.action
           from reports r join report_cases c on c.id = r.case_id where r.reporter_id = ? and r.id > ? order by r.id limit ?`,
        [member.id],
      ),
    );
  }

  erase(_member: DataSubject, _context: ErasureContext): Promise<void> {
    return Promise.resolve();
  }
}
