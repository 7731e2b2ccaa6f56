import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { sqlOne } from '../../database/sql';
import type { UserStatus } from '../users';
import { ME_CTE, notBlocked } from '../../common/sql/fragments';
import type { FriendshipStatus, ProfileUserDto, UserProfileDto } from './dto/user-profile.dto';
import { toIso } from '../../common/time/timestamps';

type ProfileRow = Omit<ProfileUserDto, 'created_at' | 'status'> & {
  status: UserStatus;
  created_at: Date;
  friendship_status: FriendshipStatus | null;
  requested_by_me: boolean | null;
  friendship_created_at: Date | null;
  friends_count: number;
  posts_count: number;
  likes_count: number;
};

function toUserProfileDto(r: ProfileRow): UserProfileDto {
  return {
    user: {
      id: r.id,
      first_name: r.first_name,
      last_name: r.last_name,
      username: r.username,
      avatar: r.avatar,
      cover: r.cover,
      about: r.about,
      date_of_birth: r.date_of_birth,
      gender: r.gender,
      location: r.location,
      country: r.country,
      favorite_tv_show: r.favorite_tv_show,
      favorite_music: r.favorite_music,
      education: r.education,
      other_interests: r.other_interests,
      work_experience: r.work_experience,
      is_online: r.is_online,
      status: r.status,
      created_at: toIso(r.created_at),
    },
    friendship:
      r.friendship_status === null
        ? null
        : { status: r.friendship_status, requested_by_me: Boolean(r.requested_by_me), created_at: toIso(r.friendship_created_at!) },
    friends_count: r.friends_count,
    posts_count: r.posts_count,
    likes_count: r.likes_count,
  };
}

@Injectable()
export class ProfilesRepository {
  constructor(private readonly em: EntityManager) {}

  /**
   * A member's profile by username (any case) as the viewer sees it, in one query: the public
   * user, the viewer's relation with them, and the counters. Undefined when there is no such
   * member or the two blocked each other. Asked of the primary when the replica has no row: a member
   * who has just signed up is not a 404 for others while the replica catches up.
   */
  async findByUsername(viewerId: number, username: string): Promise<UserProfileDto | undefined> {
    const row = await sqlOne<ProfileRow>(
      this.em,
      `with ${ME_CTE}
       select u.id, u.first_name, u.last_name, u.username, u.avatar, u.cover, u.about,
         to_char(u.date_of_birth, 'YYYY-MM-DD') as date_of_birth, u.gender, u.location, u.country,
         u.favorite_tv_show, u.favorite_music, u.education, u.other_interests, u.work_experience,
         u.is_online and u.status <> 'offline' as is_online,
         case when u.is_online then u.status else 'offline' end as status,
         u.created_at,
         f.status as friendship_status, f.requester_id = me.id as requested_by_me, f.created_at as friendship_created_at,
         (select count(*)::int from friendships x
           where x.status = 'accepted' and (x.requester_id = u.id or x.addressee_id = u.id)) as friends_count,
         wall.posts_count, wall.likes_count
       from users u
       cross join me
       left join friendships f
         on least(f.requester_id, f.addressee_id) = least(u.id, me.id)
        and greatest(f.requester_id, f.addressee_id) = greatest(u.id, me.id)
       cross join lateral (
         select count(*)::int as posts_count, coalesce(sum(p.likes_count), 0)::int as likes_count
         from posts p where p.user_id = u.id
       ) as wall
       where lower(u.username) = lower(?) and u.deleted_at is null and ${notBlocked('me.id', 'u.id')}`,
      [viewerId, username],
      { primaryOnMiss: true },
    );
    return row && toUserProfileDto(row);
  }
}
