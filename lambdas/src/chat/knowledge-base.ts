/**
 * What the assistant knows: the site's own content modules (the data the pages
 * render), cut into small documents, each with a title, the page it lives on
 * and its text. The offline responder searches them; the Bedrock system prompt
 * is written from them. Nothing here is typed twice: a content change reaches
 * the assistant with the next deploy.
 */
import {
  blogCategoryPath,
  blogPostPath,
  brand,
  formatAddress,
  howToUnsubscribe,
  industryPath,
  jobOpeningPath,
  pageMetaFor,
  pages,
} from '@ferrum/shared';
import { academy } from '@ferrum/shared/content/academy';
import { blogCategories, blogPosts, popularTags } from '@ferrum/shared/content/blog';
import { about, benefits, contactDetails } from '@ferrum/shared/content/company';
import { eventTypeLabels, events } from '@ferrum/shared/content/events';
import { industries } from '@ferrum/shared/content/industries';
import { integrations, type IntegrationCategory } from '@ferrum/shared/content/integrations';
import { jobOpenings } from '@ferrum/shared/content/jobs';
import { partners, partnerTypes } from '@ferrum/shared/content/partners';
import {
  dataDiode,
  dataDiodePage,
  digitalTwin,
  digitalTwinPage,
  productListings,
} from '@ferrum/shared/content/products';
import { mdrPage, mdrPlans, mdrService, popularLabel } from '@ferrum/shared/content/services';
import { disclosureCommitments, vulnerabilityDisclosure } from '@ferrum/shared/content/vulnerability-disclosure';

/** One searchable piece of site knowledge. */
export interface KnowledgeDocument {
  id: string;
  /** What the document is about ("Data Diode technical specifications"). */
  title: string;
  /** The site path where a visitor reads more (may end in an `#anchor`). */
  path: string;
  /** Markdown the offline assistant shows as the answer: a sentence or two, or a short list. */
  summary: string;
  /** Further text to search and to give the model. */
  text: string;
  /** Words visitors use for this topic that the text may not contain. */
  keywords: string;
}

const bullets = (items: readonly string[]) => items.map((item) => `- ${item}`).join('\n');
const sentences = (items: readonly { title: string; description: string }[]) =>
  items.map((item) => `${item.title}: ${item.description}`).join(' ');
const link = (text: string, path: string) => `[${text}](${path})`;

/** US long format ("May 20, 2025"), in UTC so the date never shifts by time zone. */
function longDate(iso: string): string {
  return new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

const integrationCategories: readonly IntegrationCategory[] = ['IAM', 'EDR', 'SIEM', 'Cloud'];
const integrationsByCategory = integrationCategories
  .map(
    (category) =>
      `${category}: ${integrations
        .filter((integration) => (integration.categories as readonly string[]).includes(category))
        .map((integration) => integration.name)
        .join(', ')}`,
  )
  .join('\n');

function productDocuments(): KnowledgeDocument[] {
  return [
    {
      id: 'products',
      title: 'Products and services',
      path: pages.products.path,
      summary: `${brand.company} offers three things that work together:\n\n${bullets(
        productListings.all.offers.map(
          (offer) => `**${link(offer.name, offer.path)}** (${offer.category}): ${offer.tagline}`,
        ),
      )}`,
      text: `${productListings.all.hero.description} ${productListings.all.section.intro ?? ''}`,
      keywords: 'products solutions offer offerings portfolio software hardware service what do you sell',
    },
    {
      id: 'digital-twin',
      title: digitalTwin.name,
      path: digitalTwin.path,
      summary: `The **${digitalTwin.name}** is our software: ${lowerFirst(digitalTwin.description)}\n\n${bullets(digitalTwin.features)}`,
      text: [
        digitalTwinPage.hero.description,
        ...digitalTwinPage.intro.paragraphs,
        sentences(digitalTwinPage.features.items),
        sentences(digitalTwinPage.process.steps),
      ].join(' '),
      keywords: 'digital twin cyber twin virtual replica simulation simulate attack testing software model plant',
    },
    {
      id: 'digital-twin-integrations',
      title: `${digitalTwin.name} integrations`,
      path: digitalTwin.path,
      summary: `The ${digitalTwin.name} integrates with ${integrations.length} platforms:\n\n${bullets(integrationsByCategory.split('\n'))}`,
      text: digitalTwinPage.integrations.intro ?? '',
      keywords:
        'integration integrations integrate connect identity endpoint siem edr iam cloud okta splunk crowdstrike azure aws google',
    },
    {
      id: 'data-diode',
      title: dataDiode.name,
      path: dataDiode.path,
      summary: `A **data diode** is a hardware device that lets data flow in one direction only. The ${brand.company} **${dataDiode.name}** is ${lowerFirst(dataDiode.description.replace(/^A /, 'a '))}\n\n${bullets(dataDiode.features)}`,
      text: [
        dataDiodePage.hero.description,
        ...dataDiodePage.intro.paragraphs,
        sentences(dataDiodePage.howItWorks.stages),
        sentences(dataDiodePage.benefits.items),
      ].join(' '),
      keywords: 'data diode diodes unidirectional gateway one-way one way air gap airgap isolation hardware separation',
    },
    {
      id: 'data-diode-specifications',
      title: `${dataDiode.name} technical specifications`,
      path: `${dataDiode.path}#${dataDiodePage.specifications.id}`,
      summary: `${dataDiode.name} specifications:\n\n${bullets(dataDiodePage.specifications.rows.map((row) => `${row.label}: ${row.value}`))}`,
      text: dataDiodePage.specifications.intro ?? '',
      keywords:
        'fast speed specs specification specifications technical throughput speed bandwidth gbps interfaces sfp rack power cooling temperature protocols modbus dnp3 opc',
    },
    {
      id: 'data-diode-certifications',
      title: `${dataDiode.name} certifications and compliance`,
      path: dataDiode.path,
      summary: `The ${dataDiode.name} supports these standards:\n\n${bullets(dataDiodePage.certifications.items.map((item) => `**${item.name}**: ${item.description}`))}`,
      text: dataDiodePage.certifications.intro ?? '',
      keywords:
        'certification certifications certified compliance compliant standard standards regulation audit iec 62443 nerc cip nist iso fips common criteria',
    },
  ];
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

function mdrDocuments(): KnowledgeDocument[] {
  const planLine = (plan: (typeof mdrPlans)[number]) =>
    `**${plan.title}** (${plan.supportTier} support${plan.popular ? `, ${popularLabel}` : ''}): ${plan.features.join(', ')}`;
  return [
    {
      id: 'mdr',
      title: mdrService.name,
      path: mdrService.path,
      summary: `**${mdrService.name} (MDR)**: ${mdrService.description}\n\n${bullets(mdrPage.capabilities.items.map((item) => `**${item.title}**: ${item.description}`))}`,
      text: [
        mdrPage.hero.description,
        mdrPage.overview.intro ?? '',
        sentences(mdrPage.overview.benefits),
        sentences(mdrPage.process.steps),
      ].join(' '),
      keywords:
        'mdr managed detection response soc security operations centre center monitoring threat hunting service analysts',
    },
    {
      id: 'mdr-plans',
      title: 'MDR plans',
      path: mdrService.path,
      summary: `We offer ${mdrPlans.length} MDR plans:\n\n${bullets(mdrPlans.map(planLine))}\n\nPlans are tailored to your sites, so prices are quoted individually.`,
      text: mdrPage.plans.intro ?? '',
      keywords: 'plan plans tier tiers package packages coverage support compare comparison which',
    },
    ...mdrPlans.map((plan) => ({
      id: `mdr-plan-${plan.id}`,
      title: `${plan.title} MDR plan`,
      path: mdrService.path,
      summary: `The **${plan.title}** plan (${plan.subtitle.toLowerCase()}${plan.popular ? `, our ${popularLabel.toLowerCase()} plan` : ''}) includes:\n\n${bullets(plan.features)}\n\n${plan.description}`,
      text: `${plan.subtitle}. ${plan.supportTier} support coverage.`,
      keywords: `plan mdr ${plan.supportTier} ${plan.popular ? 'popular recommended' : ''}`,
    })),
  ];
}

function industryDocuments(): KnowledgeDocument[] {
  return [
    {
      id: 'industries',
      title: 'Industries we serve',
      path: pages.home.path,
      summary: `We serve ${industries.length} industries:\n\n${bullets(industries.map((industry) => link(industry.name, industryPath(industry.slug))))}`,
      text: '',
      keywords: 'industries industry sectors sector verticals markets customers serve who',
    },
    ...industries.map((industry) => ({
      id: `industry-${industry.slug}`,
      title: `${industry.name} cybersecurity`,
      path: industryPath(industry.slug),
      summary: `**${industry.hero.subtitle}** is one of the ${industries.length} industries we serve. ${industry.summary}\n\n${bullets(
        industry.solutions.map((solution) => `**${solution.title}**: ${solution.description}`),
      )}`,
      text: [
        industry.hero.description,
        sentences(industry.challenges),
        industry.stats.map((stat) => `${stat.value} ${stat.label}`).join('. '),
        industry.howItWorks ? sentences(industry.howItWorks.steps) : '',
      ].join(' '),
      keywords: `${industry.name} ${industry.hero.subtitle} ${industry.slug.replace(/-/g, ' ')}`,
    })),
  ];
}

function companyDocuments(): KnowledgeDocument[] {
  const emails = contactDetails.emails.map((line) => `${line.label}: ${link(line.value, line.href)}`);
  const phones = contactDetails.phones.map((line) => `${line.label}: ${link(line.value, line.href)}`);
  return [
    {
      id: 'about',
      title: `About ${brand.company}`,
      path: pages.about.path,
      summary: `${about.mission.statement} ${about.mission.paragraphs[0] ?? ''}`,
      text: [...about.mission.paragraphs, sentences(about.values.items), about.globalImpact.intro ?? ''].join(' '),
      keywords: 'about company who are you mission values history founded founders headquarters',
    },
    {
      id: 'leadership',
      title: about.leadership.title,
      path: pages.about.path,
      summary: `Our leadership team:\n\n${bullets(about.leadership.members.map((member) => `**${member.name}**, ${member.role}`))}`,
      text: about.leadership.members.map((member) => member.bio).join(' '),
      keywords: 'leadership team ceo cto founder founders executives management people who runs',
    },
    {
      id: 'global-impact',
      title: about.globalImpact.title,
      path: pages.about.path,
      summary: `${about.globalImpact.intro ?? ''}\n\n${bullets(about.globalImpact.figures.map((figure) => `${figure.value} ${figure.label.toLowerCase()}`))}`,
      text: '',
      keywords: 'countries global international worldwide reach where locations offices',
    },
    {
      id: 'benefits',
      title: `Why ${brand.company}`,
      path: pages.home.path,
      summary: bullets(benefits.map((benefit) => `**${benefit.title}**: ${benefit.description}`)),
      text: '',
      keywords: 'why choose benefits advantages zero trust convergence risk analytics platform',
    },
    {
      id: 'contact',
      title: 'Contact us',
      path: pages.contact.path,
      summary: `You can reach us through the ${link('contact form', pages.contact.path)}, or directly:\n\n${bullets([
        ...emails,
        ...phones,
        `Address: ${formatAddress()}`,
        `${contactDetails.hours.label}: ${contactDetails.hours.text}; ${lowerFirst(contactDetails.hours.emergency)}`,
      ])}`,
      text: 'Sales inquiries, quotes, demos and support requests go through the contact page.',
      keywords:
        'contact reach talk speak call phone email e-mail mail sales salesperson support help quote quotation demo demonstration address office hours',
    },
    {
      id: 'emergency',
      title: 'Emergency support',
      path: pages.contact.path,
      summary: `If you are responding to an active incident, call our **24/7 emergency line** at ${link(brand.emergencyPhone, contactDetails.phones[1]?.href ?? '')}. ${contactDetails.hours.emergency}.`,
      text: 'Incident response hotline for critical issues, available around the clock.',
      keywords: 'emergency urgent incident breach attack hacked ransomware compromised hotline help now',
    },
    {
      id: 'partners',
      title: 'Partners',
      path: pages.partners.path,
      summary: `Our ${partnerTypes[0]?.name.toLowerCase() ?? 'technology partners'} are ${partners.map((partner) => `**${partner.name}**`).join(', ')}. ${partnerTypes[0]?.description ?? ''}`,
      text: partners
        .map((partner) => `${partner.name}: ${partner.description} ${partner.benefits.join('. ')}`)
        .join(' '),
      keywords: 'partner partners partnership become a partner alliance aws amazon microsoft nvidia technology',
    },
  ];
}

function careerDocuments(): KnowledgeDocument[] {
  return [
    {
      id: 'careers-apply',
      title: 'How to apply for a job',
      path: pages.careers.path,
      summary: `Open the ${link('Careers', pages.careers.path)} page, choose an opening and press **Apply Now**, or apply on the opening's own page, which has its full description. The form asks for your full name, e-mail address, phone number, an optional LinkedIn profile and a cover letter. We currently have ${jobOpenings.length} openings, all full-time in our New York office:\n\n${bullets(jobOpenings.map((job) => `${link(job.title, jobOpeningPath(job.id))} (${job.department})`))}`,
      text: 'Apply online. Job application form. We review every application and get in touch.',
      keywords:
        'job jobs career careers apply application applying hiring hire recruit vacancy vacancies position positions opening openings work join employment cv resume',
    },
    // Each opening links its own page, where the full description and the form are.
    ...jobOpenings.map((job) => ({
      id: `job-${job.id}`,
      title: job.title,
      path: jobOpeningPath(job.id),
      summary: `**${link(job.title, jobOpeningPath(job.id))}** (${job.department}, ${job.type}, ${job.location}): ${job.description} Read the full description and apply on ${link('its page', jobOpeningPath(job.id))}, or from the ${link('Careers', pages.careers.path)} page with **Apply Now**.`,
      text: [...job.intro, ...job.responsibilities, ...job.requirements].join(' '),
      keywords: `job opening role position ${job.department}`,
    })),
  ];
}

function academyDocuments(): KnowledgeDocument[] {
  return [
    {
      id: 'academy',
      title: academy.name,
      path: pages.academy.path,
      summary: `**${academy.name}** is ${lowerFirst(academy.summary.replace(/^A /, 'a '))}\n\n${bullets(academy.offerings.map((offering) => `**${offering.title}**: ${offering.description}`))}\n\n${academy.stats.map((stat) => `${stat.value} ${stat.label.toLowerCase()}`).join(', ')}.`,
      text: '',
      keywords: 'academy training learn learning course courses education ctf capture the flag labs lab skills badges',
    },
    {
      id: 'academy-trial',
      title: `${academy.name} free trial`,
      path: pages.academySignup.path,
      summary: `${academy.name} offers a **${academy.freeTrial.days}-day free trial** with ${academy.freeTrial.includes}. Sign-up is not open yet: on the ${link('sign-up page', pages.academySignup.path)} you can leave your e-mail to be told when it opens.`,
      text: pages.academySignup.description,
      keywords: 'free trial signup sign up register account start try',
    },
    {
      id: 'academy-certifications',
      title: `${academy.name} certification paths`,
      path: pages.academy.path,
      summary: `${academy.name} has ${academy.certificationPaths.length} certification paths:\n\n${bullets(academy.certificationPaths)}`,
      text: '',
      keywords: 'certification certificate certifications paths path exam',
    },
  ];
}

function eventDocuments(): KnowledgeDocument[] {
  const when = (event: (typeof events)[number]) =>
    event.date.end ? `${longDate(event.date.start)} to ${longDate(event.date.end)}` : longDate(event.date.start);
  return [
    {
      id: 'events',
      title: 'Events',
      path: pages.events.path,
      summary: `Our events:\n\n${bullets(events.map((event) => `**${event.title}** (${eventTypeLabels[event.type]}, ${event.location}, ${when(event)})`))}\n\nOn the ${link('Events', pages.events.path)} page you can book a meeting with our team.`,
      text: pages.events.description,
      keywords: 'event events upcoming conference conferences webinar webinars meet meeting expo trade show',
    },
    ...events.map((event) => ({
      id: `event-${event.id}`,
      title: event.title,
      path: pages.events.path,
      summary: `**${event.title}**: ${eventTypeLabels[event.type].toLowerCase()} in ${event.location}, ${when(event)}. ${event.description}`,
      text: '',
      keywords: `event ${event.type}`,
    })),
  ];
}

function blogDocuments(): KnowledgeDocument[] {
  return [
    {
      id: 'blog',
      title: 'Blog',
      path: pages.blog.path,
      summary: `Our ${link('blog', pages.blog.path)} has articles on ${blogCategories.map((category) => link(category, blogCategoryPath(category))).join(', ')}.`,
      text: `Popular tags: ${popularTags.join(', ')}.`,
      keywords: 'blog articles article posts news insights read reading newsletter',
    },
    ...blogPosts.map((post) => ({
      id: `blog-${post.id}`,
      title: post.title,
      path: blogPostPath(post.id),
      summary: `Our article **${link(post.title, blogPostPath(post.id))}** (${post.author}, ${longDate(post.date)}): ${post.excerpt}`,
      text: `${post.category}. ${post.tags.join(', ')}.`,
      keywords: 'article blog post',
    })),
  ];
}

function legalDocuments(): KnowledgeDocument[] {
  return [
    {
      id: 'privacy',
      title: pages.privacy.title,
      path: pages.privacy.path,
      summary: `${pages.privacy.description} See our ${link(pages.privacy.title, pages.privacy.path)}.`,
      text: '',
      keywords: 'privacy personal data gdpr cookies information policy delete',
    },
    {
      id: 'newsletter-unsubscribe',
      title: 'Leaving the newsletter',
      path: pages.privacy.path,
      summary: `${howToUnsubscribe} Our ${link(pages.privacy.title, pages.privacy.path)} says what we keep and why.`,
      text: '',
      keywords:
        'unsubscribe unsubscribing leave leaving stop newsletter newsletters emails email mailing list opt out optout remove removed subscription cancel',
    },
    {
      id: 'terms',
      title: pages.terms.title,
      path: pages.terms.path,
      summary: `${pages.terms.description} See our ${link(pages.terms.title, pages.terms.path)}.`,
      text: '',
      keywords: 'terms conditions legal agreement service use',
    },
    {
      id: 'report-vulnerability',
      title: pages.security.title,
      path: pages.security.path,
      summary: `To report a security vulnerability in our website, API or products, e-mail our security team at ${link(brand.securityEmail, `mailto:${brand.securityEmail}`)} with what is affected, how to reproduce it and its impact. We acknowledge within ${disclosureCommitments.acknowledgeBusinessDays} business days, triage within ${disclosureCommitments.triageBusinessDays}, and agree a disclosure date with you (normally within ${disclosureCommitments.disclosureDays} days). Scope, what we promise and our safe harbour for good-faith research: ${link(pages.security.title, pages.security.path)}.`,
      text: vulnerabilityDisclosure.sections
        .map((section) => [section.heading, ...section.paragraphs, ...(section.bullets ?? [])].join(' '))
        .join(' '),
      keywords:
        'report reporting vulnerability vulnerabilities issue bug flaw weakness exploit cve disclosure responsible coordinated researcher pentest bounty safe harbour harbor',
    },
  ];
}

/** Every document, built once per cold start. */
export const knowledgeBase: readonly KnowledgeDocument[] = [
  ...productDocuments(),
  ...mdrDocuments(),
  ...industryDocuments(),
  ...companyDocuments(),
  ...careerDocuments(),
  ...academyDocuments(),
  ...eventDocuments(),
  ...blogDocuments(),
  ...legalDocuments(),
];

/** The title of the page at `path` (anchors ignored), for link text. */
export function pageTitleFor(path: string): string {
  const pagePath = path.split('#')[0] ?? path;
  return pageMetaFor(pagePath)?.title ?? pagePath;
}
