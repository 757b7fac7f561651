import type { FormLanguagePack } from './types';

/** The form e-mails' copy in English. */
export const en: FormLanguagePack = {
  actions: {
    REGISTRATION: 'Registration',
    CONTACT_FORM: 'Contact enquiry',
    APPOINTMENT_REQUEST: 'Appointment request',
    ADDRESS_FORM: 'Address details',
    NEWSLETTER_SUBSCRIBE: 'Newsletter sign-up',
    NEWSLETTER_UNSUBSCRIBE: 'Newsletter unsubscribe',
    EVENT_REGISTRATION: 'Jewellery museum registration',
    LIMITED_RING_REQUEST: 'Ring of the Year waitlist',
  },
  notification: {
    subject: (action, updated) =>
      updated ? `Details added: ${action}` : `New form submission: ${action}`,
    intro: (action, updated) =>
      updated
        ? `Further details were added to a “${action}” submission.`
        : `A new “${action}” form has been submitted.`,
    footer: 'This notification was sent automatically by the MAISON website.',
  },
  confirmation: {
    REGISTRATION: {
      subject: 'Welcome to MAISON',
      lines: () => [
        'Thank you for registering. We look forward to keeping you informed about new creations and invitations from our house.',
      ],
    },
    CONTACT_FORM: {
      subject: 'Thank you for your message',
      lines: () => [
        'We have received your enquiry. Our concierge team will be in touch with you personally very soon.',
      ],
    },
    APPOINTMENT_REQUEST: {
      subject: 'Your appointment request at MAISON',
      lines: () => [
        'Thank you for your appointment request. We are reviewing your preferred time and will confirm it with you personally shortly.',
      ],
    },
    ADDRESS_FORM: {
      subject: 'We have received your address details',
      lines: () => [
        'Thank you. We have received your address details and recorded them with care.',
      ],
    },
    NEWSLETTER_UNSUBSCRIBE: {
      subject: 'You have unsubscribed from the MAISON newsletter',
      lines: () => [
        'You will no longer receive our newsletter. Should you change your mind, you are welcome to subscribe again at any time.',
      ],
    },
    EVENT_REGISTRATION: {
      subject: 'Your visit to the MAISON jewellery museum',
      lines: (day) => [
        day
          ? `Thank you for registering. We look forward to welcoming you to our jewellery museum on ${day}.`
          : 'Thank you for registering. We look forward to welcoming you to our jewellery museum.',
      ],
    },
    LIMITED_RING_REQUEST: {
      subject: 'Your Ring of the Year waitlist entry',
      lines: () => [
        'Thank you. We have received your entry on the Ring of the Year waitlist and will let you know as soon as it has been processed.',
      ],
    },
  },
  confirmationFooter:
    'This e-mail was sent automatically. If you did not fill in the form yourself, you can ignore it.',
  newsletterConfirm: {
    subject: 'Please confirm your newsletter subscription',
    lines: [
      'Thank you for your interest in the MAISON newsletter. Please confirm your subscription using the link below; only then will we add you to our list.',
    ],
    action: 'Confirm subscription',
    footer:
      'If you did not sign up, please ignore this e-mail and you will not hear from us again.',
  },
  labels: {
    subject: 'Subject',
    email: 'E-mail',
    mobile_phone: 'Mobile phone',
    message: 'Message',
    customMessage: 'Own message',
    data_agreement: 'Privacy consent',
    products: 'Products',
    title: 'Title',
    gender: 'Salutation',
    first_name: 'First name',
    last_name: 'Last name',
    address_street: 'Street',
    address_number: 'House number',
    address_region: 'Region',
    address_zip_code: 'Postcode',
    address_city: 'City',
    address_country: 'Country',
    newsletter_subscription: 'Newsletter requested',
    appointment_request: 'Preferred appointment',
    event_date: 'Date of visit',
    tour_requested: 'Guided tour requested',
    selected_language: 'Selected language',
    customer_lastname: "End customer's last name",
    jewelry_value: 'Jewellery value',
    ring_size: 'Ring size',
    notes: 'Notes',
    jeweller_name: 'Jeweller',
    jeweller_customer_id: 'Jeweller customer no.',
  },
  meta: { form: 'Form', reference: 'Reference', language: 'Language', channel: 'Channel' },
  channels: { website: 'Website', microsite: 'Jeweller microsite' },
  yes: 'Yes',
  no: 'No',
  genders: { M: 'Mr', W: 'Ms', D: 'Mx' },
};
