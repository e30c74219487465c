/**
 * The staff area's translated texts for what the server says by code (src/lib/staff/messages),
 * and the SPEC §4 / §8 session toasts, quoted word for word in English.
 */
import {translate} from '@docusaurus/Translate';
import type {StaffErrorCode} from '@site/src/lib/staff/messages';
import {networkErrorCode} from '@site/src/lib/staff/api';
import {passkeyCancelledCode} from '@site/src/lib/staff/factors';
import {offerDescriptionMaxLength, offerTitleMaxLength, whitePaperMaxMegabytes} from '@site/src/lib/staff/whitePapers';
import {maxNotifyRecipients} from '@site/src/lib/staff/recipients';
import {webhooksPerAgent} from '@site/src/lib/staff/webhooks';

export function staffErrorText(code: string | undefined, retryAfter?: number): string {
  switch (code as StaffErrorCode | typeof networkErrorCode | typeof passkeyCancelledCode | undefined) {
    case 'invalidEmail':
      return translate({id: 'admin.error.invalidEmail', message: 'Enter a valid e-mail address.'});
    case 'passwordTooShort':
      return translate({id: 'admin.error.passwordTooShort', message: 'Use at least 8 characters for the password.'});
    case 'passwordTooLong':
      return translate({id: 'admin.error.passwordTooLong', message: 'Use at most 128 characters for the password.'});
    case 'passwordTooCommon':
      return translate({
        id: 'admin.error.passwordTooCommon',
        message: 'This password is among the most common ones. Choose another.',
      });
    case 'invalidCredentials':
      return translate({id: 'admin.error.invalidCredentials', message: 'Incorrect e-mail or password.'});
    case 'loginThrottled':
      return translate(
        {
          id: 'admin.error.loginThrottled',
          message: 'Too many failed attempts. Try again in {seconds} seconds.',
        },
        {seconds: String(retryAfter ?? 60)},
      );
    case 'sessionRequired':
      return translate({id: 'admin.error.sessionRequired', message: 'Please log in to continue.'});
    case 'setupTokenInvalid':
      return translate({
        id: 'admin.error.setupTokenInvalid',
        message: 'This setup link is invalid, used or expired. Restart the server or run "npm run admin -- setup-link" for a new one.',
      });
    case 'accountExists':
      return translate({id: 'admin.error.accountExists', message: 'An account with this e-mail already exists.'});
    case 'currentPasswordWrong':
      return translate({id: 'admin.error.currentPasswordWrong', message: 'The current password is not correct.'});
    case 'accountNotFound':
      return translate({id: 'admin.error.accountNotFound', message: 'This account no longer exists.'});
    case 'sessionNotFound':
      return translate({id: 'admin.error.sessionNotFound', message: 'This session has already ended.'});
    case 'cannotDisableSelf':
      return translate({id: 'admin.error.cannotDisableSelf', message: 'You cannot disable your own account.'});
    case 'permissionDenied':
      return translate({
        id: 'admin.error.permissionDenied',
        message: 'Your role does not allow this. An owner or an admin can do it, or change your role.',
      });
    case 'invalidRole':
      return translate({id: 'admin.error.invalidRole', message: 'Choose a role: owner, admin, editor or viewer.'});
    case 'roleAboveOwn':
      return translate({id: 'admin.error.roleAboveOwn', message: 'You cannot give a role above your own.'});
    case 'cannotRaiseOwnRole':
      return translate({id: 'admin.error.cannotRaiseOwnRole', message: 'You cannot raise your own role. Ask an owner.'});
    case 'ownersOnly':
      return translate({id: 'admin.error.ownersOnly', message: 'Only an owner can change, disable or enable an owner account.'});
    case 'lastOwner':
      return translate({
        id: 'admin.error.lastOwner',
        message:
          'This is the last active owner, and the last owner cannot be disabled, demoted or deleted: someone must always be able to manage owners. Make another account owner first.',
      });
    case 'invalidDateRange':
      return translate({id: 'admin.error.invalidDateRange', message: 'Enter real days, the first one not after the last.'});
    case 'contactNotFound':
      return translate({id: 'admin.error.contactNotFound', message: 'No one with this e-mail address is stored (any more).'});
    case 'invalidCursor':
      return translate({id: 'admin.error.invalidCursor', message: 'This page link is no longer valid. Start again from the first page.'});
    case 'conversationNotFound':
      return translate({id: 'admin.error.conversationNotFound', message: 'This conversation no longer exists.'});
    case 'invalidAgentScope':
      return translate({id: 'admin.error.invalidAgentScope', message: 'Choose which agents to show: site and staff agents, docs sandboxes, or all.'});
    case 'noFile':
      return translate({id: 'admin.error.noFile', message: 'No file provided'});
    case 'notPdf':
      return translate({id: 'admin.error.notPdf', message: 'Only PDF files are supported'});
    case 'fileExists':
      return translate({
        id: 'admin.error.fileExists',
        message: 'A file with this name already exists. Please rename your file or use a different one.',
      });
    case 'pdfActiveContent':
      return translate({
        id: 'admin.error.pdfActiveContent',
        message:
          'This PDF contains active content (JavaScript, automatic actions, launched programs, embedded files or media), which a white paper may not carry. Save or print it as a plain PDF and upload that.',
      });
    case 'fileTooLarge':
      return translate(
        {id: 'admin.error.fileTooLarge', message: 'The file is larger than the {megabytes} MB limit.'},
        {megabytes: String(whitePaperMaxMegabytes)},
      );
    case 'invalidFileName':
      return translate({
        id: 'admin.error.invalidFileName',
        message: 'This file name cannot be used. Name the file with letters or digits.',
      });
    case 'multipartRequired':
      return translate({id: 'admin.error.multipartRequired', message: 'The file was not sent as a file upload.'});
    case 'malformedUpload':
      return translate({id: 'admin.error.malformedUpload', message: 'The upload was cut off. Please try again.'});
    case 'paperNotFound':
      return translate({id: 'admin.error.paperNotFound', message: 'This white paper is no longer in storage.'});
    case 'paperOffered':
      return translate({
        id: 'admin.error.paperOffered',
        message: 'The forms offer this paper. Choose another paper to offer before deleting it.',
      });
    case 'invalidOfferTitle':
      return translate(
        {id: 'admin.error.invalidOfferTitle', message: 'Give the paper a title of 1 to {max} characters.'},
        {max: String(offerTitleMaxLength)},
      );
    case 'invalidOfferDescription':
      return translate(
        {id: 'admin.error.invalidOfferDescription', message: 'Describe the paper in 1 to {max} characters.'},
        {max: String(offerDescriptionMaxLength)},
      );
    case 'invalidRecipients':
      return translate({id: 'admin.error.invalidRecipients', message: 'The recipients could not be read. Reload the page and try again.'});
    case 'duplicateRecipient':
      return translate({id: 'admin.error.duplicateRecipient', message: 'This address is already in the list.'});
    case 'tooManyRecipients':
      return translate(
        {id: 'admin.error.tooManyRecipients', message: 'Use at most {max} recipients. A mailing list can reach more people.'},
        {max: String(maxNotifyRecipients)},
      );
    case 'recipientsChanged':
      return translate({
        id: 'admin.error.recipientsChanged',
        message: 'Someone else changed the recipients meanwhile. Their list is shown now: make your change again if it is still needed.',
      });
    case 'outboxMessageNotFound':
      return translate({
        id: 'admin.error.outboxMessageNotFound',
        message: 'This message is no longer failed: it was retried or sent already.',
      });
    case 'invalidDate':
      return translate({id: 'admin.error.invalidDate', message: 'Enter both days of the range.'});
    case 'dateRangeReversed':
      return translate({id: 'admin.error.dateRangeReversed', message: 'The first day is after the last day.'});
    case 'dateRangeTooLong':
      return translate({id: 'admin.error.dateRangeTooLong', message: 'Choose a range of at most 366 days.'});
    case 'apiKeyNotFound':
      return translate({id: 'admin.error.apiKeyNotFound', message: 'This key is no longer live: it was revoked already.'});
    case 'permissionsRequired':
      return translate({id: 'admin.error.permissionsRequired', message: 'Choose at least one permission for a scoped key.'});
    case 'invalidKeyOrigin':
      return translate({
        id: 'admin.error.invalidKeyOrigin',
        message: 'List origins such as https://www.example.com, or self for this site.',
      });
    case 'agentNotFound':
      return translate({id: 'admin.error.agentNotFound', message: 'There is no such agent.'});
    case 'invalidWebhookUrl':
      return translate({id: 'admin.error.invalidWebhookUrl', message: 'Enter the endpoint as an http:// or https:// URL.'});
    case 'webhookUrlCredentials':
      return translate({
        id: 'admin.error.webhookUrlCredentials',
        message: 'Leave the user name and password out of the URL: the receiver checks the signature instead.',
      });
    case 'webhookUrlPort':
      return translate({
        id: 'admin.error.webhookUrlPort',
        message: 'Use port 80 or 443 for the endpoint. Other ports work only where the server allows them.',
      });
    case 'webhookUrlPrivate':
      return translate({
        id: 'admin.error.webhookUrlPrivate',
        message: 'This URL points inside a private network. Webhooks go to receivers on the public internet.',
      });
    case 'webhookUrlOwnSite':
      return translate({id: 'admin.error.webhookUrlOwnSite', message: 'This URL is this site itself. Enter the address of your own receiver.'});
    case 'webhookUrlUnresolved':
      return translate({id: 'admin.error.webhookUrlUnresolved', message: 'The host name of this URL could not be found. Check it for typos.'});
    case 'invalidWebhookEvents':
      return translate({id: 'admin.error.invalidWebhookEvents', message: 'Choose at least one event.'});
    case 'invalidAgentId':
      return translate({id: 'admin.error.invalidAgentId', message: 'This agent id is not valid.'});
    case 'tooManyWebhooks':
      return translate(
        {id: 'admin.error.tooManyWebhooks', message: 'Use at most {max} endpoints. Delete one you no longer need first.'},
        {max: String(webhooksPerAgent)},
      );
    case 'webhookNotFound':
      return translate({id: 'admin.error.webhookNotFound', message: 'This endpoint no longer exists: it was deleted meanwhile.'});
    case 'webhookDeliveryNotFound':
      return translate({
        id: 'admin.error.webhookDeliveryNotFound',
        message: 'This delivery is no longer failed: it was retried or sent already.',
      });
    case 'secondFactorRequired':
      return translate({id: 'admin.error.secondFactorRequired', message: 'Confirm your sign-in with your second factor first.'});
    case 'freshFactorRequired':
      return translate({
        id: 'admin.error.freshFactorRequired',
        message: 'This action needs your second factor confirmed within the last 5 minutes.',
      });
    case 'invalidFactorCode':
      return translate({id: 'admin.error.invalidFactorCode', message: 'This code is not correct, or it was used already.'});
    case 'factorThrottled':
      return translate(
        {id: 'admin.error.factorThrottled', message: 'Too many wrong codes. Try again in {seconds} seconds.'},
        {seconds: String(retryAfter ?? 60)},
      );
    case 'totpExists':
      return translate({id: 'admin.error.totpExists', message: 'An authenticator app is set up already. Remove it before adding another.'});
    case 'totpNotStarted':
      return translate({id: 'admin.error.totpNotStarted', message: 'The authenticator app setup has expired. Start it again.'});
    case 'passkeyFailed':
      return translate({id: 'admin.error.passkeyFailed', message: 'The passkey could not be checked. Try again.'});
    case 'passkeyUnknown':
      return translate({id: 'admin.error.passkeyUnknown', message: 'This passkey is not registered for a staff account here.'});
    case 'invalidPasskeyName':
      return translate({id: 'admin.error.invalidPasskeyName', message: 'Name the passkey in 1 to 60 characters.'});
    case 'lastFactor':
      return translate({id: 'admin.error.lastFactor', message: 'This is your last second factor. Add another one before removing it.'});
    case 'factorNotFound':
      return translate({id: 'admin.error.factorNotFound', message: 'This passkey has already been removed.'});
    case passkeyCancelledCode:
      return translate({id: 'admin.error.passkeyCancelled', message: 'The passkey was not used (cancelled or timed out). Try again.'});
    case networkErrorCode:
      return translate({
        id: 'admin.error.network',
        message: 'The server could not be reached. Check your connection and try again.',
      });
    default:
      return translate({id: 'admin.error.generic', message: 'Something went wrong. Please try again.'});
  }
}

export const sessionToasts = {
  inactivity: () =>
    translate({id: 'admin.toast.inactivity', message: 'You have been logged out due to inactivity.'}),
  loggedOut: () => translate({id: 'admin.toast.loggedOut', message: 'Logged out successfully'}),
};
