/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type ContentType = 'post' | 'comment' | 'chat_message' | 'storage' | 'blog' | 'event' | 'forum' | 'forum_reply' | 'picture' | 'album' | 'video' | 'blog_comment' | 'picture_comment' | 'video_comment' | 'marketplaces' | 'job_listings' | 'travel_destinations' | 'charities' | 'real_estates' | 'professional_listings' | 'personals' | 'friend_finders' | 'business_listings' | 'jobs' | 'local_events';
