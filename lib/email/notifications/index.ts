export { sendWelcomeEmail } from "./send-welcome-email";
export { sendMembershipRequestedEmail } from "./send-membership-requested-email";
export { sendInvitationReceivedEmail } from "./send-invitation-received-email";
export { sendRequestAcceptedEmail } from "./send-request-accepted-email";
