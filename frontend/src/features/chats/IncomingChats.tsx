import { useIncomingChats } from './useIncomingChats';

/** Mounted for a signed-in member on every page: see useIncomingChats. */
export default function IncomingChats() {
  useIncomingChats();
  return null;
}
