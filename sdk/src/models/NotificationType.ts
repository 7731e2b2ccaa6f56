/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type NotificationType = 'FriendRequest' | 'FriendAccept' | 'LikedPost' | 'CommentedPost' | 'ListingMatch' | 'ListingExpiring' | 'StorageShared' | 'ReportResolved' | 'ModerationNotice' | 'LikedBlog' | 'CommentedBlog' | 'LikedPicture' | 'CommentedPicture' | 'LikedVideo' | 'CommentedVideo' | 'RepliedForum' | 'GoingEvent' | 'InterestedEvent' | 'ExportReady';
