import type { HandlerTable } from '../gateway/context.js';
import { list as listLocations } from './operatorLocationHandler/list.js';
import { save as saveLocation } from './operatorLocationHandler/save.js';
import { checkPersistentAuth } from './parentAuthHandler/checkPersistentAuth.js';
import { clearPersistentAuth } from './parentAuthHandler/clearPersistentAuth.js';
import { getLocations } from './parentAuthHandler/getLocations.js';
import { getUserProfile } from './parentAuthHandler/getUserProfile.js';
import { signin } from './parentAuthHandler/signin.js';
import { signout } from './parentAuthHandler/signout.js';
import { signup } from './parentAuthHandler/signup.js';
import { get_family_info } from './parentFamilyHandler/get_family_info.js';
import { get_members } from './parentFamilyHandler/get_members.js';

export const handlers: HandlerTable = {
  'ParentAuthHandler.signup': signup,
  'ParentAuthHandler.signin': signin,
  'ParentAuthHandler.checkPersistentAuth': checkPersistentAuth,
  'ParentAuthHandler.clearPersistentAuth': clearPersistentAuth,
  'ParentAuthHandler.signout': signout,
  'ParentAuthHandler.getUserProfile': getUserProfile,
  'ParentAuthHandler.getLocations': getLocations,
  'ParentFamilyHandler.get_members': get_members,
  'ParentFamilyHandler.get_family_info': get_family_info,
  'OperatorLocationHandler.list': listLocations,
  'OperatorLocationHandler.save': saveLocation,
};
