/**
 * Every validation and error message of the API, declared once; the spec's are word for word.
 * `npm run sdk` copies this file into the SDK (validation-messages.ts), where the frontend's forms
 * take the same words. Keep it free of imports.
 */

/** The general rules (sign-up, profile, listings). */
export const MSG = {
  required: 'This field is required!',
  emailInvalid: 'Invalid email address',
  emailRequired: 'Email is required!',
  passwordRequired: 'Password is required!',
  passwordMin: 'Password must be at least 8 characters long',
  passwordMax: 'Password must be at most 255 characters long',
  passwordUppercase: 'Password must contain at least one uppercase letter',
  passwordSpecial: 'Password must contain at least one special character',
  passwordsMatch: 'Passwords must match',
  min3: 'This field must be at least 3 characters long',
  max255: 'This field must be at most 255 characters long',
  max500: 'This field must be at most 500 characters long',
  dateInvalid: 'Date of birth must be a valid date (YYYY-MM-DD)',
  emailTaken: 'This email is already taken.',
  usernameTaken: 'This username is already taken.',
  usernameFormat: 'Username may contain only letters, numbers, dots, dashes and underscores',
  usernameReserved: 'This username is not available.',
  statusInvalid: 'Status must be online, away or offline',
  languageInvalid: 'language must be en, pt-PT or ar',
  currentPassword: 'The current password is incorrect',
  /** Listings: the length rule of a short text. */
  between255: 'This field must be between 1 and 255 characters.',
  /** Business listings: the length rule's message. */
  description255: 'Description must be between 1 and 255 characters.',
  /** Any text: PostgreSQL cannot store the NUL character. */
  nulCharacter: 'This field must not contain the NUL character',
  /** Any text: half of a UTF-16 surrogate pair is not a character. */
  invalidText: 'This field must be valid Unicode text',
  urlInvalid: 'Invalid URL',
  notAllowed: 'This field is not allowed',
  chooseImage: 'Choose an image',
  notFound: 'Not found',
  userNotFound: 'User not found',
} as const;

/** The length rule of a required text of at most `max` characters. */
export const lengthMessage = (max: number) => `This field must be between 1 and ${max} characters.`;

/** Uploads (413, 415). */
export const UPLOAD_MSG = {
  notMultipart: 'Send this form as multipart/form-data',
  malformed: 'The multipart body could not be read',
  notImage: 'The file must be a JPEG, PNG, WebP or GIF image',
  unreadableImage: 'The image could not be read',
  tooManyPixels: (max: number) => `The image must be at most ${Math.round(max / 1_000_000)} megapixels`,
  tooMany: (field: string, max: number) => `At most ${max} files in ${field}`,
  tooLarge: (field: string, size: string) => `The ${field} must be at most ${size}`,
  truncated: (field: string) => `The ${field} is too large`,
} as const;

/** Chats (the first one word for word from the spec). */
export const CHAT_MSG = {
  required: 'Is required',
  messageMax: 'Message must be at most 500 characters',
  clientId: 'client_id must be a UUID or at most 64 letters, digits, "-" or "_"',
  userId: 'user_id must be the id of a member',
  self: 'You cannot start a chat with yourself',
  afterId: 'after_id must be a message id',
  search: 'search must be at most 255 characters',
  chatNotFound: 'Chat not found',
  userNotFound: 'User not found',
  messageNotFound: 'Message not found',
  blocked: 'You cannot chat with this member',
  notRecipient: 'Only the recipient can mark a message as seen',
} as const;

/** Friend lists and member search. */
export const FRIEND_MSG = {
  userId: 'user_id must be a member id',
  search: 'Type a name or username to search',
  searchMin: 'Type at least 2 characters to search',
  searchMax: 'Search must be at most 100 characters',
  sort: 'sort must be recent or name',
  direction: 'direction must be incoming or outgoing',
} as const;

/** Friend requests and friendships (409, 403). */
export const FRIENDSHIP_MSG = {
  self: 'You cannot befriend yourself',
  alreadyRequested: 'You already sent a friend request to this member',
  theyRequested: 'This member already sent you a friend request: accept it instead',
  alreadyFriends: 'You are already friends',
  youBlocked: 'You blocked this member: unblock them first',
  blocked: 'You cannot send a friend request to this member',
  nothingToWithdraw: 'There is no friend request to withdraw',
  withdrawNotYours: 'Only the member who sent a friend request can withdraw it',
  withdrawAccepted: 'The request was already accepted: remove the friend instead',
  notAsked: 'This member has not sent you a friend request',
  acceptOwn: 'You cannot accept your own friend request',
  declineOwn: 'You cannot decline your own friend request: withdraw it instead',
  declineAccepted: 'You are already friends: remove the friend instead',
  notFriends: 'You are not friends with this member',
  blockSelf: 'You cannot block yourself',
  unblockSelf: 'You cannot unblock yourself',
} as const;

/** The wall: posts and comments (404, 403). */
export const POST_MSG = {
  postNotFound: 'Post not found',
  commentNotFound: 'Comment not found',
  deletePostNotAuthor: 'Only its author can delete this post',
  deleteCommentNotAuthor: 'Only the comment’s author or the post’s author can delete this comment',
} as const;

/** Listing sections (the length and required messages are MSG's). */
export const LISTING_MSG = {
  choice: 'Choose one of the options',
  wholeNumber: (min: number, max: number) => `This field must be a whole number from ${min} to ${max}.`,
  amount: 'This field must be an amount from 0 to 99,999,999.99.',
  currency: 'currency must be a three-letter ISO 4217 currency code, such as EUR or USD',
  /** A description (longtext): text, and not longer than the one limit (LONG_TEXT_MAX). */
  longText: (max: number) => `This field must be a text of at most ${max.toLocaleString('en-US')} characters.`,
  datetime: 'This field must be a date (YYYY-MM-DD) or a date and time (YYYY-MM-DDTHH:mm)',
  listingNotFound: 'Listing not found',
  notOwner: 'Only its owner can change this listing',
  ownListing: 'This is your own listing',
  contactDefault: 'Is this still available?',
  tooManyImages: (max: number) => `A listing holds at most ${max} images`,
  unknownImages: 'images must list images of this listing only, each once',
  statusInvalid: 'status must be active, reserved, sold, filled or closed',
  /** A status that exists but not in this section (a job is filled, not sold or reserved). */
  statusNotHere: (allowed: readonly string[]) => `status must be ${allowed.slice(0, -1).join(', ')} or ${allowed.at(-1)} here`,
  sortInvalid: 'Choose one of the sort orders',
  priceRange: 'price_min and price_max must be amounts from 0 to 99,999,999.99',
  search: 'search must be at most 255 characters',
  contactMessageMax: 'Message must be at most 300 characters',
  sectionInvalid: 'Choose one of the listing sections',
  savedSearchNotFound: 'Saved search not found',
  savedSearchDuplicate: 'You already saved this search',
  savedSearchLimit: (max: number) => `You can keep at most ${max} saved searches`,
  savedSearchEmpty: 'Choose at least one filter or type a search before saving it',
} as const;

/** Community content: blogs, events, forums, pictures, albums and videos (404, 403, 409, 413, 415, 422). */
export const COMMUNITY_MSG = {
  category: 'Choose one of the categories',
  dateInvalid: 'This field must be a date and time (ISO 8601)',
  endsBeforeStart: 'The end must be after the start',
  capacity: 'Capacity must be a whole number from 1 to 100000',
  rsvpStatus: 'Status must be going, interested or not_going',
  eventFull: 'This event is full',
  blogNotFound: 'Blog post not found',
  eventNotFound: 'Event not found',
  forumNotFound: 'Thread not found',
  replyNotFound: 'Reply not found',
  pictureNotFound: 'Picture not found',
  albumNotFound: 'Album not found',
  videoNotFound: 'Video not found',
  commentNotFound: 'Comment not found',
  notAuthor: 'Only its author can change this',
  deleteCommentNotAuthor: 'Only the comment’s author or the author of what it is on can delete this comment',
  threadLocked: 'This thread is locked: no more replies',
  pinModerator: 'Only moderators can pin a thread',
  lockNotAllowed: 'Only the thread’s author or a moderator can lock it',
  albumNotYours: 'You can only add pictures to your own albums',
  pictureNotYours: 'You can only add your own pictures to an album',
  coverNotInAlbum: 'The cover must be one of the album’s pictures',
  chooseVideo: 'Choose a video',
  notVideo: 'The file must be a video (MP4, WebM, MOV, MKV, AVI or OGG)',
  videoUnreadable: 'The video could not be read',
  videoTooLong: (max: string) => `The video must be at most ${max} long`,
  videoFailed: 'The video could not be processed',
} as const;

/** Personal storage: files, folders and sharing (404, 403, 409, 413, 422). */
export const STORAGE_MSG = {
  itemNotFound: 'File or folder not found',
  folderNotFound: 'Folder not found',
  notOwner: 'Only the owner can change this file or folder',
  nameRequired: 'Give it a name',
  nameInvalid: 'A name cannot contain / or \\ and cannot be . or ..',
  nameTaken: 'An item with this name is already in that folder',
  moveIntoItself: 'A folder cannot be moved into itself or one of its folders',
  tooDeep: 'Folders can be nested at most 20 levels deep',
  notAFolder: 'folder_id must be a folder',
  nothingToChange: 'Give a new name or a target folder',
  chooseFiles: 'Choose one or more files',
  quotaExceeded: (quota: string, free: string) =>
    `Your storage is full: this upload would exceed your ${quota} quota (${free} free)`,
  fileTooLarge: (size: string) => `Each file must be at most ${size} here; larger files upload resumably`,
  shareFriendsOnly: 'You can share only with your friends',
  shareSelf: 'You cannot share with yourself',
  userIds: 'user_ids must be the ids of one or more friends',
  uploadLength: 'A resumable upload must declare its length',
  uploadNotFound: 'Upload not found',
  uploadBusy: 'Another request is still writing this upload: try again in a moment',
} as const;

/** Bookmarks (the API's messages, shown by the page as the error's message). */
export const BOOKMARK_MSG = {
  notFound: 'Bookmark not found',
  group: 'group must be bank, mail or social',
  reorderIds: 'ids must list bookmarks of this group, each once',
  importFile: 'Choose a bookmarks file exported from a browser (HTML)',
  importEmpty: 'No bookmarks were found in this file',
} as const;

/** Accounts a moderator acted on (403 at sign-in). */
export const ACCOUNT_MSG = {
  banned: 'This account has been suspended.',
  suspendedUntil: (until: Date) => `This account is suspended until ${until.toISOString().slice(0, 16).replace('T', ' ')} UTC.`,
} as const;

/** Confirming an email address (sign-up, resend, change). */
export const EMAIL_MSG = {
  confirmToPublish: 'Confirm your email address to publish listings.',
  confirmed: 'Your email address is confirmed.',
  invalidLink: 'This confirmation link is invalid, already used or expired.',
  alreadyConfirmed: 'Your email address is already confirmed.',
  resendTooSoon: 'A confirmation link was sent a moment ago. Please wait before asking for another.',
  resendTooOften: 'Too many confirmation links were sent this hour. Please try again later.',
  sentTo: (to: string) => `A new confirmation link is on its way to ${to}.`,
} as const;

/** Second factor (TOTP, recovery codes, passkeys) and the two-step sign-in. */
export const TWO_FACTOR_MSG = {
  codeRequired: 'Enter the 6-digit code from your authenticator app.',
  codeInvalid: 'The code is not valid.',
  codeUsed: 'This code has already been used. Wait for the next one.',
  recoveryInvalid: 'The recovery code is not valid or has already been used.',
  passwordIncorrect: 'The password is incorrect.',
  passwordRequired: 'Enter your password.',
  alreadyOn: 'Two-factor authentication is already on.',
  notOn: 'Two-factor authentication is not on.',
  noPending: 'Start the set-up again: there is no pending authenticator to confirm.',
  challengeInvalid: 'This sign-in has expired. Please sign in again.',
  challengeRequired: 'The sign-in challenge is missing. Please sign in again.',
  tooManyCodes: 'Too many wrong codes. Please wait a few minutes and try again.',
  staffRequired: 'Turn on two-factor authentication to use the moderation tools.',
  passkeyNameMax: 'The name must be at most 64 characters.',
  passkeyNotFound: 'Passkey not found',
  passkeyLimit: (max: number) => `You can keep at most ${max} passkeys. Remove one first.`,
  passkeyInvalid: 'The passkey could not be verified. Please try again.',
  passkeyUnknown: 'This passkey is not registered with Plaza.',
  passkeyChallenge: 'The passkey request has expired. Please try again.',
} as const;

/** Reports and moderation (404, 409, 422, 403). */
export const MODERATION_MSG = {
  subjectNotFound: 'There is nothing to report here',
  alreadyReported: 'You have already reported this',
  ownContent: 'You cannot report your own content',
  reportNotFound: 'Report not found',
  alreadyResolved: 'This report has already been resolved',
  notContent: 'This action does not apply to a member: warn, suspend or ban them instead',
  noAuthor: 'The author of this content no longer exists',
  untilRequired: 'Choose until when the member is suspended',
  untilFuture: 'The suspension must end in the future',
  staffOnly: 'Only moderators can do this',
  adminOnly: 'Only administrators can do this',
  notYourself: 'You cannot moderate your own account',
  staffTarget: 'Only an administrator can act on a moderator or an administrator',
  notBanned: 'This member is neither banned nor suspended',
  alreadyBanned: 'This member is already banned',
  alreadyHidden: 'This content is already hidden',
  notHidden: 'This content is not hidden',
  contentNotFound: 'Content not found',
  unknownSection: 'No such content section',
} as const;

/** Data exports and account deletion (404, 409, 429, 403). */
export const ACCOUNT_DATA_MSG = {
  exportTooSoon: (next: Date) =>
    `You can request one export a day: the next one from ${next.toISOString().slice(0, 16).replace('T', ' ')} UTC.`,
  exportNotFound: 'Export not found',
  exportNotReady: 'This export is not ready to download',
  linkInvalid: 'This download link is invalid or has expired: request a new export',
  alreadyScheduled: 'Your account is already scheduled for deletion',
  notScheduled: 'Your account is not scheduled for deletion',
  alreadyDeleted: 'This account has been deleted',
} as const;

/** Notification preferences and web push subscriptions. */
export const NOTIFY_MSG = {
  switch: 'Each channel must be true or false',
  channels: 'channels must be an object of notification kinds, each with in_app, push and email',
  digest: 'digest must be daily, weekly or off',
  timeZone: 'time_zone must be an IANA time zone such as Europe/Paris',
  quietHour: 'Quiet hours must be whole hours from 0 to 23',
  quietBoth: 'Give both the start and the end of quiet hours, or neither',
  endpoint: 'endpoint must be the https:// address of a push service',
  endpointPrivate: 'endpoint must be a public address of a push service',
  key: 'keys.p256dh and keys.auth must be the subscription’s base64url keys',
  subscriptionNotFound: 'Push subscription not found',
  pushUnavailable: 'Push notifications are not set up on this server',
} as const;
