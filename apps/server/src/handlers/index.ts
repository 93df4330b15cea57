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
import { add_member_invitation } from './parentFamilyHandler/add_member_invitation.js';
import { update_child_real_name } from './parentFamilyHandler/update_child_real_name.js';
import { update_parent_real_name } from './parentFamilyHandler/update_parent_real_name.js';
import { create_child } from './parentInviteHandler/create_child.js';
import { create_parent } from './parentInviteHandler/create_parent.js';
import { get_invitation } from './parentInviteHandler/get_invitation.js';
import { link_child_by_login_name } from './parentInviteHandler/link_child_by_login_name.js';
import { list_invitations } from './parentInviteHandler/list_invitations.js';
import { revoke_invitation } from './parentInviteHandler/revoke_invitation.js';
import { createLoginLink } from './parentPasswordInfo/createLoginLink.js';
import { getUserPasswordInfo } from './parentPasswordInfo/getUserPasswordInfo.js';
import { signUpChildINParentApp } from './parentAuthHandler/signUpChildINParentApp.js';

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
  'ParentAuthHandler.signUpChildINParentApp': signUpChildINParentApp,
  'ParentFamilyHandler.update_child_real_name': update_child_real_name,
  'ParentFamilyHandler.update_parent_real_name': update_parent_real_name,
  'ParentFamilyHandler.add_member_invitation': add_member_invitation,
  'ParentInviteHandler.create_parent': create_parent,
  'ParentInviteHandler.get_invitation': get_invitation,
  'ParentInviteHandler.create_child': create_child,
  'ParentInviteHandler.link_child_by_login_name': link_child_by_login_name,
  'ParentInviteHandler.list_invitations': list_invitations,
  'ParentInviteHandler.revoke_invitation': revoke_invitation,
  'ParentPasswordInfo.getUserPasswordInfo': getUserPasswordInfo,
  'ParentPasswordInfo.createLoginLink': createLoginLink,
  'OperatorLocationHandler.list': listLocations,
  'OperatorLocationHandler.save': saveLocation,
};
