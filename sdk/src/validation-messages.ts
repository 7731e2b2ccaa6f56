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
  /** Listings: the length rule of a short text. */
  between255: 'This field must be between 1 and 255 characters.',
  /** Business listings: the length rule's message. */
  description255: 'Description must be between 1 and 255 characters.',
  /** Any text: PostgreSQL cannot store the NUL character. */
  nulCharacter: 'This field must not contain the NUL character',
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
  notImage: 'The file must be a JPEG, PNG, WebP or GIF image',
  unreadableImage: 'The image could not be read',
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
