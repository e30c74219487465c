/** Translated names of what the Users API answers in codes: sources, form fields, mail states. */
import {translate} from '@docusaurus/Translate';
import type {ContactSource, MailState} from '@site/src/lib/staff/contacts';

export function sourceLabel(source: ContactSource): string {
  switch (source) {
    case 'lead':
      return translate({id: 'admin.users.source.lead', message: 'Lead form'});
    case 'white-paper':
      return translate({id: 'admin.users.source.whitePaper', message: 'White paper'});
    case 'partner':
      return translate({id: 'admin.users.source.partner', message: 'Partner application'});
    case 'newsletter':
      return translate({id: 'admin.users.source.newsletter', message: 'Newsletter'});
    case 'handoff':
      return translate({id: 'admin.users.source.handoff', message: 'Chat handoff'});
  }
}

export function mailStateLabel(status: MailState['status']): string {
  switch (status) {
    case 'pending':
      return translate({id: 'admin.users.mail.pending', message: 'Notification pending'});
    case 'sent':
      return translate({id: 'admin.users.mail.sent', message: 'Notification sent'});
    case 'failed':
      return translate({id: 'admin.users.mail.failed', message: 'Notification failed'});
  }
}

/** The label of a stored column; an unknown one shows its own name rather than nothing. */
export function fieldLabel(name: string): string {
  switch (name) {
    case 'first_name':
      return translate({id: 'admin.users.field.firstName', message: 'First name'});
    case 'last_name':
      return translate({id: 'admin.users.field.lastName', message: 'Last name'});
    case 'user_name':
      return translate({id: 'admin.users.field.userName', message: 'Name'});
    case 'email':
      return translate({id: 'admin.field.email', message: 'E-mail'});
    case 'phone':
      return translate({id: 'admin.users.field.phone', message: 'Phone'});
    case 'position':
      return translate({id: 'admin.users.field.position', message: 'Position'});
    case 'title':
      return translate({id: 'admin.users.field.title', message: 'Title'});
    case 'company_name':
      return translate({id: 'admin.users.field.company', message: 'Company'});
    case 'company_size':
      return translate({id: 'admin.users.field.companySize', message: 'Company size'});
    case 'interests':
      return translate({id: 'admin.users.field.interests', message: 'Interests'});
    case 'ai_use_case':
      return translate({id: 'admin.users.field.aiUseCase', message: 'AI use case'});
    case 'form':
      return translate({id: 'admin.users.field.form', message: 'Form'});
    case 'file_path':
      return translate({id: 'admin.users.field.file', message: 'White paper file'});
    case 'heard_about_us':
      return translate({id: 'admin.users.field.heardAboutUs', message: 'Heard about us'});
    case 'subscribe':
      return translate({id: 'admin.users.field.subscribe', message: 'Subscribed to the newsletter'});
    case 'website':
      return translate({id: 'admin.users.field.website', message: 'Website'});
    case 'partner_type':
      return translate({id: 'admin.users.field.partnerType', message: 'Partner type'});
    case 'message':
      return translate({id: 'admin.users.field.message', message: 'Message'});
    case 'source':
      return translate({id: 'admin.users.field.source', message: 'Subscribed from'});
    case 'name':
      return translate({id: 'admin.users.field.userName', message: 'Name'});
    case 'reason':
      return translate({id: 'admin.users.field.reason', message: 'Reason'});
    case 'priority':
      return translate({id: 'admin.users.field.priority', message: 'Priority'});
    case 'note':
      return translate({id: 'admin.users.field.note', message: 'Note'});
    case 'conversation_id':
      return translate({id: 'admin.users.field.conversation', message: 'Conversation'});
    default:
      return name;
  }
}
