/** The posts feature's front door: what other features may use of it. */
export { postPath } from './api';
export { MemberHome } from './MemberHome';
export { PostComposer } from './PostComposer';
export { Wall } from './Wall';
