/**
 * Copy of the three forms: newsletter, contact and job application. Labels,
 * placeholders and buttons are ours; every toast is docs/product.md#form-messages word for word.
 * The confirmation a message or an application leaves in the form's place, and what
 * it says happens next, are here too (docs/product.md#the-confirmation); the result
 * pages without JavaScript say the same next steps (./form-results.ts).
 * Validation messages are not here: they come from the shared schemas
 * (`@ferrum/shared`), the same ones the API uses.
 */
import { contactDetails, type ContactLine } from '@ferrum/shared/content/company';

/** A toast's title and description (sonner `toast.success(title, { description })`). */
export interface ToastCopy {
  title: string;
  description: string;
}

/**
 * What happens after a message or an application is sent: said by the form's confirmation
 * and, word for word, by the form's success page without JavaScript.
 */
export interface NextStepsCopy {
  /** The heading over them on the result page. */
  title: string;
  /** One sentence each. */
  steps: readonly string[];
  /** Where to turn meanwhile: `lead`, then the contact line, linked, and a full stop. */
  reach: { lead: string; line: ContactLine };
}

/** The confirmation that stays in a form's place after a successful send (docs/product.md#the-confirmation). */
export interface ConfirmationCopy<TSent> {
  title: string;
  /** What was sent, in one sentence: never the whole message. */
  summary: (sent: TSent) => string;
  next: NextStepsCopy;
  /** The button that brings back the empty form. */
  sendAnother: string;
}

const [generalInquiries] = contactDetails.emails;
/** The 24/7 line (the second of `contactDetails.phones`, labelled so: a reorder fails the typecheck). */
const emergencyLine = contactDetails.phones[1] satisfies { label: 'Emergency (24/7)' };
/** "during business hours, Monday to Friday 9:00 AM to 6:00 PM EST" */
const duringBusinessHours = `during business hours, ${contactDetails.hours.text}`;
const whatHappensNext = 'What happens next';

/** Shared bits of every form. */
export const formCommonCopy = {
  optionalMarker: '(optional)',
  /** The honeypot's label: people never see it, a bot that reads labels may fill it anyway. */
  honeypotLabel: 'Website (leave this field empty)',
} as const;

export const newsletterFormCopy = {
  emailLabel: 'Email address',
  emailPlaceholder: 'you@company.com',
  submit: 'Subscribe',
  submitting: 'Subscribing...',
  toasts: {
    invalid: { title: 'Invalid email', description: 'Please enter a valid email address' },
    alreadySubscribed: {
      title: 'Already subscribed',
      description: 'This email is already subscribed to our newsletter',
    },
    failed: {
      title: 'Subscription failed',
      description: 'There was an error subscribing to the newsletter. Please try again later.',
    },
    success: { title: 'Successfully subscribed!', description: 'Thank you for subscribing to our newsletter.' },
  },
} as const satisfies {
  emailLabel: string;
  emailPlaceholder: string;
  submit: string;
  submitting: string;
  toasts: Record<'invalid' | 'alreadySubscribed' | 'failed' | 'success', ToastCopy>;
};

export const contactFormCopy = {
  fields: {
    firstName: { label: 'First name', placeholder: 'Jane' },
    lastName: { label: 'Last name', placeholder: 'Smith' },
    email: { label: 'Email', placeholder: 'jane.smith@company.com' },
    company: { label: 'Company', placeholder: 'Your company' },
    subject: { label: 'Subject', placeholder: 'How can we help?' },
    message: { label: 'Message', placeholder: 'Tell us about your environment and what you need.' },
  },
  submit: 'Send Message',
  submitting: 'Sending...',
  toasts: {
    success: {
      title: 'Form submitted successfully',
      description: "We've received your message and will contact you shortly.",
    },
    failed: { title: 'Something went wrong', description: 'Your message was not sent. Please try again.' },
  },
  confirmation: {
    title: 'Message sent',
    summary: ({ subject, email }) => `We have your message “${subject}” and will answer at ${email}.`,
    next: {
      title: whatHappensNext,
      steps: [`Our team reads and answers messages ${duringBusinessHours}.`],
      reach: {
        lead: 'For an incident in progress, don’t wait for our answer: our emergency line is open 24/7 at',
        line: emergencyLine,
      },
    },
    sendAnother: 'Send another message',
  },
} as const satisfies {
  fields: Record<string, { label: string; placeholder: string }>;
  submit: string;
  submitting: string;
  toasts: Record<'success' | 'failed', ToastCopy>;
  confirmation: ConfirmationCopy<{ subject: string; email: string }>;
};

export const jobApplicationFormCopy = {
  /** The dialog's title (docs/product.md#careers-and-job-openings). */
  title: (jobTitle: string) => `Apply for ${jobTitle}`,
  /** Joins department, location and type in the dialog's description. */
  descriptionSeparator: ' · ',
  close: 'Close',
  fields: {
    fullName: { label: 'Full name', placeholder: 'Jane Smith' },
    email: { label: 'Email', placeholder: 'jane.smith@example.com' },
    phone: { label: 'Phone', placeholder: '+1 (212) 555-0100' },
    linkedIn: { label: 'LinkedIn profile', placeholder: 'https://www.linkedin.com/in/your-name' },
    coverLetter: {
      label: 'Cover letter',
      placeholder: 'Tell us why you are interested in this role and what you would bring to the team.',
    },
  },
  cancel: 'Cancel',
  submit: 'Submit Application',
  submitting: 'Submitting...',
  toasts: {
    success: { title: 'Application Submitted', description: "Thank you for applying! We'll be in touch soon." },
    failed: {
      title: 'Submission Failed',
      description: 'There was an error submitting your application. Please try again.',
    },
  },
  confirmation: {
    title: 'Application sent',
    summary: ({ role, email }) => `Your application for ${role} is with our team; we will write to you at ${email}.`,
    next: {
      title: whatHappensNext,
      steps: [`Our team reads every application and gets in touch by email or phone ${duringBusinessHours}.`],
      reach: { lead: 'Questions meanwhile? Write to us at', line: generalInquiries },
    },
    sendAnother: 'Send another application',
  },
} as const satisfies {
  title: (jobTitle: string) => string;
  descriptionSeparator: string;
  close: string;
  fields: Record<string, { label: string; placeholder: string }>;
  cancel: string;
  submit: string;
  submitting: string;
  toasts: Record<'success' | 'failed', ToastCopy>;
  confirmation: ConfirmationCopy<{ role: string; email: string }>;
};
