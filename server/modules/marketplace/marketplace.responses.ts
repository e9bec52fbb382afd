import { numbers } from '../../lib/response-schemas';

export const marketplaceSummary = numbers([
  'vessels',
  'offerings',
  'bookingRequests',
  'cargoRequests',
  'matches',
]).extend({ platform: numbers(['users', 'shipOfferings', 'cargoRequests', 'activeMatches']) });
