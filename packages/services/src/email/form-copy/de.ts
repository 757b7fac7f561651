import type { FormLanguagePack } from './types';

/** The form e-mails' copy in German. */
export const de: FormLanguagePack = {
  actions: {
    REGISTRATION: 'Registrierung',
    CONTACT_FORM: 'Kontaktanfrage',
    APPOINTMENT_REQUEST: 'Terminanfrage',
    ADDRESS_FORM: 'Adressangabe',
    NEWSLETTER_SUBSCRIBE: 'Newsletter-Anmeldung',
    NEWSLETTER_UNSUBSCRIBE: 'Newsletter-Abmeldung',
    EVENT_REGISTRATION: 'Anmeldung Schmuckmuseum',
    LIMITED_RING_REQUEST: 'Warteliste Ring des Jahres',
  },
  notification: {
    subject: (action, updated) =>
      updated ? `Ergänzung: ${action}` : `Neuer Formulareingang: ${action}`,
    intro: (action, updated) =>
      updated
        ? `zum Eingang „${action}“ wurden weitere Angaben ergänzt.`
        : `über das Formular „${action}“ ist ein neuer Eingang verzeichnet.`,
    footer: 'Diese Benachrichtigung wurde automatisch von der MAISON-Website versandt.',
  },
  confirmation: {
    REGISTRATION: {
      subject: 'Willkommen bei MAISON',
      lines: () => [
        'vielen Dank für Ihre Registrierung. Wir freuen uns, Sie künftig über Neuheiten und Einladungen aus unserem Haus zu informieren.',
      ],
    },
    CONTACT_FORM: {
      subject: 'Vielen Dank für Ihre Nachricht',
      lines: () => [
        'wir haben Ihre Anfrage erhalten. Unser Concierge-Team meldet sich in Kürze persönlich bei Ihnen.',
      ],
    },
    APPOINTMENT_REQUEST: {
      subject: 'Ihre Terminanfrage bei MAISON',
      lines: () => [
        'vielen Dank für Ihre Terminanfrage. Wir prüfen Ihren Wunschtermin und bestätigen ihn Ihnen in Kürze persönlich.',
      ],
    },
    ADDRESS_FORM: {
      subject: 'Ihre Adressangaben sind bei uns eingegangen',
      lines: () => [
        'vielen Dank – wir haben Ihre Adressangaben erhalten und sorgfältig hinterlegt.',
      ],
    },
    NEWSLETTER_UNSUBSCRIBE: {
      subject: 'Sie sind vom MAISON-Newsletter abgemeldet',
      lines: () => [
        'Sie erhalten ab sofort keinen Newsletter mehr von uns. Sollten Sie es sich anders überlegen, können Sie sich jederzeit wieder anmelden.',
      ],
    },
    EVENT_REGISTRATION: {
      subject: 'Ihre Anmeldung im MAISON Schmuckmuseum',
      lines: (day) => [
        day
          ? `vielen Dank für Ihre Anmeldung. Wir freuen uns, Sie am ${day} in unserem Schmuckmuseum zu begrüßen.`
          : 'vielen Dank für Ihre Anmeldung. Wir freuen uns, Sie in unserem Schmuckmuseum zu begrüßen.',
      ],
    },
    LIMITED_RING_REQUEST: {
      subject: 'Ihr Eintrag auf der Warteliste für den Ring des Jahres',
      lines: () => [
        'vielen Dank, wir haben Ihren Eintrag auf der Warteliste für den Ring des Jahres erhalten. Wir informieren Sie, sobald wir ihn bearbeitet haben.',
      ],
    },
  },
  confirmationFooter:
    'Diese E-Mail wurde automatisch versandt. Falls Sie das Formular nicht selbst ausgefüllt haben, können Sie sie ignorieren.',
  newsletterConfirm: {
    subject: 'Bitte bestätigen Sie Ihre Newsletter-Anmeldung',
    lines: [
      'vielen Dank für Ihr Interesse am MAISON-Newsletter. Bitte bestätigen Sie Ihre Anmeldung über den folgenden Link – erst dann nehmen wir Sie in unseren Verteiler auf.',
    ],
    action: 'Anmeldung bestätigen',
    footer:
      'Falls Sie sich nicht angemeldet haben, ignorieren Sie diese E-Mail bitte; Sie erhalten dann keine weiteren Nachrichten von uns.',
  },
  labels: {
    subject: 'Betreff',
    email: 'E-Mail',
    mobile_phone: 'Mobiltelefon',
    message: 'Nachricht',
    customMessage: 'Eigene Nachricht',
    data_agreement: 'Datenschutz-Einwilligung',
    products: 'Produkte',
    title: 'Titel',
    gender: 'Anrede',
    first_name: 'Vorname',
    last_name: 'Nachname',
    address_street: 'Straße',
    address_number: 'Hausnummer',
    address_region: 'Region',
    address_zip_code: 'Postleitzahl',
    address_city: 'Ort',
    address_country: 'Land',
    newsletter_subscription: 'Newsletter gewünscht',
    appointment_request: 'Terminwunsch',
    event_date: 'Besuchstag',
    tour_requested: 'Führung gewünscht',
    selected_language: 'Gewählte Sprache',
    customer_lastname: 'Nachname Endkunde',
    jewelry_value: 'Schmuckwert',
    ring_size: 'Ringgröße',
    notes: 'Anmerkungen',
    jeweller_name: 'Juwelier',
    jeweller_customer_id: 'Kundennummer Juwelier',
  },
  meta: { form: 'Formular', reference: 'Referenz', language: 'Sprache', channel: 'Kanal' },
  channels: { website: 'Website', microsite: 'Juwelier-Microsite' },
  yes: 'Ja',
  no: 'Nein',
  genders: { M: 'Herr', W: 'Frau', D: 'Divers' },
};
