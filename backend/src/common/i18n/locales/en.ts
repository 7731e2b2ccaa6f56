/** A plural entry: its forms as Intl.PluralRules names them; `other` always. */
export interface PluralForms {
  zero?: string;
  one?: string;
  two?: string;
  few?: string;
  many?: string;
  other: string;
}

/** English: the words mail and push said before they were translated (tests read them). */
export const en = {
  // Every mail
  'mail.greeting': 'Hello {{name}},',
  'mail.tagline': 'Plaza, an open social network',

  // Password reset
  'reset.subject': 'Reset your Plaza password',
  'reset.asked': 'Someone (hopefully you) asked to reset the password of your Plaza account.',
  'reset.open': 'Open this link within {{minutes}} minutes to choose a new password (it works once):',
  'reset.button': 'Choose a new password',
  'reset.ignore': 'If you did not ask for this, ignore this mail: your password stays as it is.',

  // Address confirmation and change
  'verify.subject': 'Confirm your Plaza email address',
  'verify.subjectChange': 'Confirm your new Plaza email address',
  'verify.introWelcome': 'Welcome to Plaza! Please confirm that this is your email address.',
  'verify.introAgain': 'Here is a new link to confirm the email address of your Plaza account.',
  'verify.introChange': 'Someone (hopefully you) asked to change the email address of your Plaza account to {{email}}.',
  'verify.open': 'Open this link within {{hours}} hours to confirm it (it works once):',
  'verify.button': 'Confirm this address',
  'verify.afterWelcome': 'Until then you can use Plaza, but you cannot publish listings yet.',
  'verify.afterChange':
    'Until then you keep signing in with your current address. If you did not ask for this, ignore this mail.',
  'change.subject': 'Your Plaza email address is being changed',
  'change.text':
    'Your Plaza address is being changed to {{email}}. It changes when the link we sent there is followed; until then you keep signing in with this address.',
  'change.notYou': 'If this was not you, reset your password now: whoever did it knows it.',
  'change.button': 'Reset your password',

  // New sign-in
  'signIn.subject': 'New sign-in to your Plaza account',
  'signIn.preheader': '{{browser}} on {{os}}: was this you?',
  'signIn.intro': 'Your Plaza account was just signed in to from a browser it had not been used from before:',
  'signIn.browser': 'Browser',
  'signIn.os': 'Operating system',
  'signIn.ip': 'IP address',
  'signIn.time': 'Time',
  'signIn.unknown': 'unknown',
  'signIn.unknownBrowser': 'Unknown browser',
  'signIn.unknownOs': 'Unknown OS',
  'signIn.wasYou': 'If this was you, there is nothing to do.',
  'signIn.notYou': 'If this was not you, sign out that session and change your password:',
  'signIn.button': 'Review your sessions',

  // Data export
  'export.subject': 'Your Plaza data is ready to download',
  'export.ready': 'The copy of your Plaza data you asked for is ready.',
  'export.link': 'Download it (a zip file) with this link, which works until {{date}}:',
  'export.button': 'Download your data',
  'export.note': 'If you did not ask for it, change your password: someone signed in as you did.',

  // Account deletion
  'deletion.subject': 'Your Plaza account will be deleted',
  'deletion.when': 'As you asked, your Plaza account and everything in it will be deleted on {{date}}.',
  'deletion.until': 'Until then you can sign in and cancel the deletion:',
  'deletion.button': 'Cancel the deletion',
  'deletion.note': 'If you did not ask for this, sign in, cancel it and change your password.',

  // What happened, after the actor's name (mail items, subjects and pushes)
  'kind.ChatMessage.text': 'sent you a message',
  'kind.ChatMessage.button': 'Reply',
  'kind.FriendRequest.text': 'sent you a friend request',
  'kind.FriendRequest.button': 'Answer the request',
  'kind.FriendAccept.text': 'accepted your friend request',
  'kind.FriendAccept.button': 'See their profile',
  'kind.LikedPost.text': 'liked your post',
  'kind.LikedPost.button': 'See the post',
  'kind.CommentedPost.text': 'commented on your post',
  'kind.CommentedPost.button': 'See the comment',
  'kind.ListingMatch.text': 'posted a listing that matches your saved search',
  'kind.ListingMatch.button': 'See the listing',
  'kind.ListingExpiring.text': '— your listing expires soon: renew it to keep it up',
  'kind.ListingExpiring.button': 'Renew the listing',
  'kind.LikedBlog.text': 'liked your blog post',
  'kind.LikedBlog.button': 'See the blog post',
  'kind.CommentedBlog.text': 'commented on your blog post',
  'kind.CommentedBlog.button': 'See the comment',
  'kind.LikedPicture.text': 'liked your picture',
  'kind.LikedPicture.button': 'See the picture',
  'kind.CommentedPicture.text': 'commented on your picture',
  'kind.CommentedPicture.button': 'See the comment',
  'kind.LikedVideo.text': 'liked your video',
  'kind.LikedVideo.button': 'See the video',
  'kind.CommentedVideo.text': 'commented on your video',
  'kind.CommentedVideo.button': 'See the comment',
  'kind.RepliedForum.text': 'replied in a thread you take part in',
  'kind.RepliedForum.button': 'See the reply',
  'kind.GoingEvent.text': 'is going to your event',
  'kind.GoingEvent.button': 'See the event',
  'kind.InterestedEvent.text': 'is interested in your event',
  'kind.InterestedEvent.button': 'See the event',
  'kind.StorageShared.text': 'shared a file with you',
  'kind.StorageShared.button': 'Open shared files',
  'kind.ReportResolved.text': 'reviewed your report',
  'kind.ReportResolved.button': 'See your notifications',
  'kind.ModerationNotice.text': 'reviewed your content',
  'kind.ModerationNotice.button': 'See your notifications',
  'kind.ExportReady.text': '— your data export is ready to download',
  'kind.ExportReady.button': 'Download it',

  // Per-event notification mail
  'event.subjectMessages': { one: '{{count}} new message on Plaza', other: '{{count}} new messages on Plaza' },
  'event.subjectNotifications': {
    one: '{{count}} new notification on Plaza',
    other: '{{count}} new notifications on Plaza',
  },
  'event.preheader': 'While you were away: {{names}}',
  'event.introOne': 'This happened on Plaza while you were away:',
  'event.introMany': {
    one: '{{count}} thing happened on Plaza while you were away:',
    other: '{{count}} things happened on Plaza while you were away:',
  },
  'event.openChats': 'Open your chats',
  'event.openPlaza': 'Open Plaza',
  'event.reason': 'You get this mail because you asked Plaza to email you about this when you are away.',

  // Digest
  'digest.subjectDaily': {
    one: 'Your daily Plaza digest: {{count}} thing you missed',
    other: 'Your daily Plaza digest: {{count}} things you missed',
  },
  'digest.subjectWeekly': {
    one: 'Your weekly Plaza digest: {{count}} thing you missed',
    other: 'Your weekly Plaza digest: {{count}} things you missed',
  },
  'digest.messages': { one: '{{count}} message', other: '{{count}} messages' },
  'digest.notifications': { one: '{{count}} notification', other: '{{count}} notifications' },
  'digest.both': '{{messages}} and {{notifications}}',
  'digest.introDaily': 'Here is what happened on Plaza while you were away yesterday.',
  'digest.introWeekly': 'Here is what happened on Plaza while you were away this week.',
  'digest.unreadMessages': { one: '{{count}} unread message', other: '{{count}} unread messages' },
  'digest.button': 'Catch up on Plaza',
  'digest.reasonDaily': 'You get this daily digest because you have not visited Plaza for a while.',
  'digest.reasonWeekly': 'You get this weekly digest because you have not visited Plaza for a while.',

  // Notification mail footer
  'footer.stopDigests': 'Stop these digests (one click)',
  'footer.stopEmails': 'Stop these emails (one click)',
  'footer.preferences': 'Choose what Plaza emails you',

  // Web push
  'push.quoted': '{{sentence}}: "{{quote}}"',
  'push.listingMatchQuoted': 'posted "{{quote}}", which matches your saved search',
  'push.listingExpiring': 'Your listing expires soon: renew it to keep it up',
  'push.listingExpiringQuoted': 'Your listing "{{quote}}" expires soon: renew it to keep it up',
  'push.storageSharedQuoted': 'shared "{{quote}}" with you',
  'push.exportReady': 'Your data export is ready to download',
  'push.newMessage': 'New message',
} satisfies Record<string, string | PluralForms>;

export type MessageKey = keyof typeof en;
export type Catalog = Record<MessageKey, string | PluralForms>;
