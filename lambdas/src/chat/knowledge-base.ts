/**
 * What the assistant knows: the site's own content modules (the data the pages
 * render), arranged as topics (a product, a plan, an industry, an opening...),
 * each with the page it lives on, a short overview and its facts (a
 * specification, a feature, a standard), every fact linked to the section of the
 * page it stands in. The offline responder composes answers from the facts; the
 * model's system prompt is written from the same topics. Nothing here is typed
 * twice: a content change reaches the assistant with the next deploy.
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
import {
  blogPostSection,
  eventSection,
  industrySections,
  jobOpeningSections,
  legalPageSection,
  pageSections,
  sectionHref,
  type PageSection,
} from '@ferrum/shared/page-sections';
import { formatDateRange, formatLongDate } from '@ferrum/shared/format-date';
import { academy } from '@ferrum/shared/content/academy';
import { blogCategories, blogPosts, popularTags, type BlogPost } from '@ferrum/shared/content/blog';
import { blogArticle } from '@ferrum/shared/content/blog-articles';
import { about, benefits, contactDetails } from '@ferrum/shared/content/company';
import { eventTypeLabels, events } from '@ferrum/shared/content/events';
import { industries } from '@ferrum/shared/content/industries';
import { privacyPolicy, termsOfService, type LegalSection } from '@ferrum/shared/content/legal';
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

/** What kind of thing a topic is; the responder answers some kinds in their own way (events by date, lists). */
export type TopicKind =
  | 'offers'
  | 'product'
  | 'service'
  | 'plans'
  | 'plan'
  | 'industries'
  | 'industry'
  | 'sector'
  | 'company'
  | 'contact'
  | 'careers'
  | 'job'
  | 'academy'
  | 'events'
  | 'event'
  | 'partners'
  | 'blog'
  | 'post'
  | 'policy';

/** One fact of a topic, shown as "**label**: text" and linked to where it stands. */
export interface KnowledgeFact {
  /** Short name of the fact ("Cooling", "IEC 62443"). */
  label: string;
  /** The fact in markdown: a sentence or a short value. */
  text: string;
  /** The section of the page it stands in, when that section has an anchor. */
  section?: PageSection;
  /** Words visitors use for it that the text lacks. */
  keywords?: string;
  /**
   * A section of a blog article (its blocks, one per line): searched like any fact, quoted by the
   * blocks that answer, and not part of the site content the model's every answer grounds on
   * (the question's sections are added per call).
   */
  passage?: true;
}

/** One thing the assistant can talk about. */
export interface KnowledgeTopic {
  id: string;
  kind: TopicKind;
  /** Its name as the site writes it ("Data Diode"). */
  name: string;
  /** Other names the content gives it (visitors' own words are in ./buyer-vocabulary.ts). */
  names: readonly string[];
  /** The page a visitor reads more on (may end in an `#anchor`). */
  path: string;
  /** The answer to "tell me about it": markdown, a sentence or two or a short list. */
  summary: string;
  /** What a list of topics says beside its name (a plan's coverage, an opening's department). */
  listLine?: string;
  facts: readonly KnowledgeFact[];
  /** The topics it lists, in the site's order ("which plans?" numbers them; "the second one" picks one). */
  items?: readonly string[];
  /** The topic this one belongs to (a plan's service, an opening's careers page). */
  parent?: string;
  /** More text to search and to give the model. */
  text?: string;
}

const bullets = (items: readonly string[]) => items.map((item) => `- ${item}`).join('\n');
const link = (text: string, path: string) => `[${text}](${path})`;
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
const fact = (label: string, text: string, section?: PageSection, keywords?: string): KnowledgeFact => ({
  label,
  text,
  ...(section ? { section } : {}),
  ...(keywords ? { keywords } : {}),
});

const integrationCategories: readonly IntegrationCategory[] = ['IAM', 'EDR', 'SIEM', 'Cloud'];
const integrationCategoryNames: Record<IntegrationCategory, string> = {
  IAM: 'identity and access management (IAM)',
  EDR: 'endpoint detection and response (EDR)',
  SIEM: 'security information and event management (SIEM)',
  Cloud: 'cloud platforms',
};

function productTopics(): KnowledgeTopic[] {
  const twin = pageSections.digitalTwin;
  const diode = pageSections.dataDiode;
  return [
    {
      id: 'products',
      kind: 'offers',
      name: 'Products and services',
      names: ['products and services'],
      path: pages.products.path,
      summary: `${brand.company} offers three things that work together: ${lowerFirst(productListings.all.section.intro ?? '')}`,
      items: ['digital-twin', 'data-diode', 'mdr'],
      facts: [],
      text: productListings.all.hero.description,
    },
    {
      id: 'digital-twin',
      kind: 'product',
      name: digitalTwin.name,
      listLine: `${digitalTwin.category}: ${digitalTwin.tagline}`,
      names: [digitalTwin.name],
      path: digitalTwin.path,
      summary: `The **${digitalTwin.name}** is our software: ${lowerFirst(digitalTwin.description)}\n\n${bullets(digitalTwin.features)}`,
      facts: [
        ...digitalTwinPage.intro.paragraphs.map((paragraph) => fact(digitalTwinPage.intro.title, paragraph)),
        ...digitalTwinPage.features.items.map((item) => fact(item.title, item.description, twin.features)),
        ...digitalTwinPage.process.steps.map((step, index) =>
          fact(
            `Step ${index + 1}: ${step.title}`,
            step.description,
            twin.process,
            'how does it work steps process setup',
          ),
        ),
        ...integrationCategories.map((category) =>
          fact(
            `${category} integrations`,
            `It integrates with ${integrationCategoryNames[category]}: ${integrations
              .filter((integration) => (integration.categories as readonly string[]).includes(category))
              .map((integration) => integration.name)
              .join(', ')}.`,
            twin.integrations,
            'integrations integrate connect compatible',
          ),
        ),
        fact('Deployment', productListings.software.section.intro ?? '', undefined, 'deploy on-premises cloud hosted'),
        fact('Demo', digitalTwinPage.cta.description, undefined, 'demo demonstration walkthrough session'),
      ],
      text: [digitalTwinPage.hero.description, digitalTwinPage.integrations.intro].join(' '),
    },
    {
      id: 'data-diode',
      kind: 'product',
      name: dataDiode.name,
      listLine: `${dataDiode.category}: ${dataDiode.tagline}`,
      names: [dataDiode.name, `Ferrum ${dataDiode.name}`],
      path: dataDiode.path,
      summary: `A **data diode** is a hardware device that lets data flow in one direction only. The ${brand.company} **${dataDiode.name}** is ${lowerFirst(dataDiode.description.replace(/^A /, 'a '))}\n\n${bullets(dataDiode.features)}`,
      facts: [
        ...dataDiodePage.intro.paragraphs.map((paragraph) => fact(dataDiodePage.intro.title, paragraph)),
        ...dataDiodePage.specifications.rows.map((row) =>
          fact(row.label, row.value, diode.specifications, 'specs specification'),
        ),
        ...dataDiodePage.certifications.items.map((item) =>
          fact(item.name, item.description, diode.certifications, 'certified certification compliance standard'),
        ),
        ...dataDiodePage.howItWorks.stages.map((stage) =>
          fact(stage.title, stage.description, diode.howItWorks, 'how does it work'),
        ),
        ...dataDiodePage.benefits.items.map((item) => fact(item.title, item.description, diode.benefits)),
        fact('Quote', dataDiodePage.cta.description, undefined, 'quote sizing'),
      ],
      text: dataDiodePage.hero.description,
    },
  ];
}

function mdrTopics(): KnowledgeTopic[] {
  const sections = pageSections.mdr;
  const planLine = (plan: (typeof mdrPlans)[number]) =>
    `**${plan.title}** (${plan.supportTier} support${plan.popular ? `, ${popularLabel.toLowerCase()}` : ''}): ${lowerFirst(plan.subtitle)}`;
  return [
    {
      id: 'mdr',
      kind: 'service',
      name: mdrService.name,
      listLine: `${mdrService.category}: ${mdrService.tagline}`,
      names: [mdrService.name, `${mdrService.name} (MDR)`, 'MDR'],
      path: mdrService.path,
      summary: `**${mdrService.name} (MDR)**: ${mdrService.description}\n\n${bullets(mdrPage.capabilities.items.map((item) => `**${item.title}**: ${item.description}`))}`,
      items: mdrPlans.map((plan) => `mdr-plan-${plan.id}`),
      facts: [
        ...mdrPage.overview.benefits.map((item) => fact(item.title, item.description, sections.overview)),
        ...mdrPage.capabilities.items.map((item) => fact(item.title, item.description, sections.capabilities)),
        ...mdrPage.process.steps.map((step) => fact(step.title, step.description, sections.process, 'process steps')),
        fact(
          'Plans',
          `${mdrPlans.length} plans: ${mdrPlans.map((plan) => `${plan.title} (${plan.supportTier})`).join(', ')}.`,
          sections.plans,
        ),
      ],
      text: [mdrPage.hero.description, mdrPage.overview.intro ?? ''].join(' '),
    },
    {
      id: 'mdr-plans',
      kind: 'plans',
      name: 'MDR plans',
      names: ['MDR plans'],
      path: sectionHref(sections.plans),
      parent: 'mdr',
      summary: `We offer ${mdrPlans.length} MDR plans, ${lowerFirst(mdrPage.plans.intro ?? '')}\n\n${mdrPlans.map((plan, index) => `${index + 1}. ${planLine(plan)}`).join('\n')}`,
      items: mdrPlans.map((plan) => `mdr-plan-${plan.id}`),
      facts: mdrPlans.map((plan) =>
        fact(plan.title, `${plan.supportTier} support; ${plan.features.join(', ')}.`, sections.plans),
      ),
    },
    ...mdrPlans.map((plan): KnowledgeTopic => ({
      id: `mdr-plan-${plan.id}`,
      kind: 'plan',
      name: plan.title,
      listLine: `${plan.supportTier} support; ${lowerFirst(plan.subtitle)}${plan.popular ? ` (${popularLabel.toLowerCase()})` : ''}`,
      names: [plan.title, `${plan.title} plan`],
      path: sectionHref(sections.plans),
      parent: 'mdr-plans',
      summary: `The **${plan.title}** plan (${lowerFirst(plan.subtitle)}${plan.popular ? `, our ${popularLabel.toLowerCase()} plan` : ''}) includes:\n\n${bullets(plan.features)}\n\n${plan.description}`,
      facts: [
        ...plan.features.map((feature) => fact(feature, `The ${plan.title} plan includes ${feature}.`, sections.plans)),
        fact('Support coverage', `${plan.supportTier} support coverage.`, sections.plans, 'hours support coverage sla'),
        ...(plan.popular
          ? [
              fact(
                popularLabel,
                `${plan.title} is our ${popularLabel.toLowerCase()} plan.`,
                sections.plans,
                'popular recommended best',
              ),
            ]
          : []),
      ],
      text: plan.description,
    })),
  ];
}

function industryTopics(): KnowledgeTopic[] {
  const nercCip = dataDiodePage.certifications.items.find((item) => item.name === 'NERC CIP');
  const substations = dataDiodePage.benefits.items.find((item) => /substation/i.test(item.description));
  const utilityIndustries = industries.filter((industry) =>
    /utilit|energy/i.test(`${industry.hero.subtitle} ${industry.hero.description}`),
  );
  return [
    {
      id: 'industries',
      kind: 'industries',
      name: 'Industries we serve',
      names: ['industries we serve'],
      path: sectionHref(pageSections.home.industries),
      summary: `We serve ${industries.length} industries:`,
      items: industries.map((industry) => `industry-${industry.slug}`),
      facts: [],
    },
    // Power and grid operators have no page of their own: the utility industries and NERC CIP answer for them.
    {
      id: 'sector-power',
      kind: 'sector',
      name: 'Electric power and utilities',
      names: ['electric utilities', 'power grid'],
      path: industryPath(utilityIndustries[0]?.slug ?? 'water'),
      summary: `Yes. Utilities and energy operators are at the heart of what we protect: ${lowerFirst(about.mission.statement)}`,
      items: utilityIndustries.map((industry) => `industry-${industry.slug}`),
      facts: [
        ...(nercCip
          ? [fact(`${nercCip.name} (${dataDiode.name})`, nercCip.description, pageSections.dataDiode.certifications)]
          : []),
        ...(substations ? [fact(substations.title, substations.description, pageSections.dataDiode.benefits)] : []),
        fact(`${digitalTwin.name}`, digitalTwinPage.hero.description, pageSections.digitalTwin.features),
      ],
    },
    ...industries.map((industry): KnowledgeTopic => {
      const sections = industrySections(industry.slug);
      return {
        id: `industry-${industry.slug}`,
        kind: 'industry',
        name: industry.hero.subtitle,
        listLine: industry.summary,
        names: [industry.name, industry.hero.subtitle, industry.hero.title.replace(/ Cybersecurity$/, '')],
        path: industryPath(industry.slug),
        summary: `Yes, **${industry.hero.subtitle}** is one of the ${industries.length} industries we serve. ${industry.summary}\n\n${bullets(
          industry.solutions.map((solution) => `**${solution.title}**: ${solution.description}`),
        )}`,
        facts: [
          ...industry.challenges.map((item) =>
            fact(item.title, item.description, sections.challenges, 'challenge risk threat'),
          ),
          ...industry.solutions.map((item) =>
            fact(item.title, item.description, sections.solutions, 'solution help protect'),
          ),
          ...industry.stats.map((stat) => fact(stat.value, stat.label)),
          ...(industry.howItWorks?.steps.map((step) =>
            fact(step.title, step.description, sections.howItWorks, 'how it works steps'),
          ) ?? []),
        ],
        text: industry.hero.description,
      };
    }),
  ];
}

function companyTopics(): KnowledgeTopic[] {
  const [mainPhone, emergencyPhone] = contactDetails.phones;
  return [
    {
      id: 'about',
      kind: 'company',
      name: `About ${brand.company}`,
      names: [brand.company],
      path: pages.about.path,
      summary: `${about.mission.statement} ${about.mission.paragraphs[0] ?? ''}`,
      facts: [
        ...about.values.items.map((item) =>
          fact(item.title, item.description, pageSections.about.values, 'values culture'),
        ),
        fact(
          'Headquarters',
          `Our headquarters is at ${formatAddress()}. ${about.globalImpact.intro ?? ''}`,
          undefined,
          'headquarters office address located based where',
        ),
        ...about.globalImpact.figures.map((figure) =>
          fact(figure.value, figure.label, pageSections.about.globalImpact, 'global countries reach'),
        ),
      ],
      text: about.mission.paragraphs.join(' '),
    },
    {
      id: 'leadership',
      kind: 'company',
      name: about.leadership.title,
      names: [about.leadership.title],
      path: sectionHref(pageSections.about.leadership),
      parent: 'about',
      summary: `${about.leadership.intro ?? ''}\n\n${bullets(about.leadership.members.map((member) => `**${member.name}**, ${member.role}`))}`,
      facts: about.leadership.members.map((member) =>
        fact(`${member.name}, ${member.role}`, member.bio, pageSections.about.leadership),
      ),
    },
    {
      id: 'benefits',
      kind: 'company',
      name: `Why ${brand.company}`,
      names: [`why ${brand.company}`],
      path: pages.home.path,
      summary: bullets(benefits.map((benefit) => `**${benefit.title}**: ${benefit.description}`)),
      facts: benefits.map((benefit) => fact(benefit.title, benefit.description)),
    },
    {
      id: 'contact',
      kind: 'contact',
      name: 'Contact us',
      names: ['Contact Us'],
      path: pages.contact.path,
      summary: `You can reach us through the ${link('contact form', sectionHref(pageSections.contact.message))}, or directly:\n\n${bullets(
        [
          ...contactDetails.emails.map((line) => `${line.label}: ${link(line.value, line.href)}`),
          ...contactDetails.phones.map((line) => `${line.label}: ${link(line.value, line.href)}`),
          `Address: ${formatAddress()}`,
          `${contactDetails.hours.label}: ${contactDetails.hours.text}; ${lowerFirst(contactDetails.hours.emergency)}`,
        ],
      )}`,
      facts: [
        ...contactDetails.emails.map((line) =>
          fact(`${line.label} e-mail`, link(line.value, line.href), undefined, 'email mail address'),
        ),
        ...(mainPhone
          ? [fact(mainPhone.label, link(mainPhone.value, mainPhone.href), undefined, 'phone call number telephone')]
          : []),
        ...(emergencyPhone
          ? [
              fact(
                emergencyPhone.label,
                link(emergencyPhone.value, emergencyPhone.href),
                undefined,
                'emergency phone hotline',
              ),
            ]
          : []),
        fact('Address', formatAddress(), undefined, 'address headquarters office visit located'),
        fact(
          contactDetails.hours.label,
          `${contactDetails.hours.text}; ${lowerFirst(contactDetails.hours.emergency)}.`,
          undefined,
          'hours open available weekend',
        ),
      ],
    },
    {
      id: 'partners',
      kind: 'partners',
      name: 'Partners',
      names: ['technology partners'],
      path: pages.partners.path,
      summary: `Our ${partnerTypes[0]?.name.toLowerCase() ?? 'technology partners'} are ${partners.map((partner) => `**${partner.name}**`).join(', ')}. ${partnerTypes[0]?.description ?? ''}`,
      facts: [
        ...partners.map((partner) => fact(partner.name, `${partner.description} ${partner.benefits.join('. ')}.`)),
        fact(
          'Becoming a partner',
          `To become a partner, ${link('contact us', pages.contact.path)}.`,
          undefined,
          'become partner reseller join program',
        ),
      ],
    },
  ];
}

function careerTopics(): KnowledgeTopic[] {
  const location = jobOpenings[0]?.location ?? '';
  return [
    {
      id: 'careers',
      kind: 'careers',
      name: 'Careers',
      names: ['careers', 'current openings'],
      path: sectionHref(pageSections.careers.openings),
      summary: `We currently have ${jobOpenings.length} openings, all ${jobOpenings.every((job) => job.type === jobOpenings[0]?.type) ? `${jobOpenings[0]?.type.toLowerCase()} ` : ''}in ${location}:`,
      items: jobOpenings.map((job) => `job-${job.id}`),
      facts: [
        fact(
          'Location',
          `Every opening is based in ${location}, at our headquarters (${formatAddress()}).`,
          pageSections.careers.openings,
          'remote hybrid office location where relocate',
        ),
        fact(
          'How to apply',
          `Choose an opening on the ${link('Careers', pages.careers.path)} page and press **Apply Now**, or apply on the opening's own page. The form asks for your full name, e-mail address, phone number, an optional LinkedIn profile and a cover letter.`,
          pageSections.careers.openings,
          'apply application cv resume form how',
        ),
      ],
    },
    ...jobOpenings.map((job): KnowledgeTopic => ({
      id: `job-${job.id}`,
      kind: 'job',
      name: job.title,
      listLine: `${job.department}, ${job.type.toLowerCase()}`,
      names: [job.title],
      path: jobOpeningPath(job.id),
      parent: 'careers',
      summary: `**${link(job.title, jobOpeningPath(job.id))}** (${job.department}, ${job.type.toLowerCase()}, ${job.location}): ${job.description}`,
      facts: [
        fact('Location', `${job.location}.`, undefined, 'remote hybrid office where'),
        fact('Type', `${job.type}.`, undefined, 'full-time part-time hours contract permanent'),
        fact(
          'Requirements',
          bullets(job.requirements),
          jobOpeningSections(job.id).requirements,
          'requirements experience skills need qualifications',
        ),
        fact(
          'Pay and what we offer',
          `A base salary of $${job.baseSalary.min.toLocaleString('en-US')} to $${job.baseSalary.max.toLocaleString('en-US')} a year.\n${bullets(job.offer)}`,
          undefined,
          'salary pay compensation range offer benefits commission perks',
        ),
        fact(
          'How to apply',
          `Apply with the form on ${link('its page', sectionHref(jobOpeningSections(job.id).apply))}, open until ${formatLongDate(job.validThrough)}.`,
          jobOpeningSections(job.id).apply,
          'apply application deadline',
        ),
      ],
      text: [...job.intro, ...job.responsibilities].join(' '),
    })),
  ];
}

function academyTopics(): KnowledgeTopic[] {
  return [
    {
      id: 'academy',
      kind: 'academy',
      name: academy.name,
      names: [academy.name],
      path: pages.academy.path,
      summary: `**${academy.name}** is ${lowerFirst(academy.summary.replace(/^A /, 'a '))}\n\n${bullets(academy.offerings.map((offering) => `**${offering.title}**: ${offering.description}`))}`,
      facts: [
        ...academy.offerings.map((offering) => fact(offering.title, offering.description, pageSections.academy.labs)),
        ...academy.stats.map((stat) => fact(stat.value, stat.label)),
        fact(
          'Free trial',
          `A **${academy.freeTrial.days}-day free trial** with ${academy.freeTrial.includes}. Sign-up is not open yet: on the ${link('sign-up page', pages.academySignup.path)} you can leave your e-mail to be told when it opens.`,
          pageSections.academy.freeTrial,
          'free trial try signup sign up register account',
        ),
        fact(
          'Certification paths',
          `${academy.certificationPaths.length} paths: ${academy.certificationPaths.join(', ')}.`,
          undefined,
          'certificate certification exam paths',
        ),
      ],
    },
  ];
}

function eventTopics(): KnowledgeTopic[] {
  // Dates only: whether an event is over depends on the day of the question (see ./event-answers.ts).
  return [
    {
      id: 'events',
      kind: 'events',
      name: 'Events',
      names: ['events'],
      path: pages.events.path,
      summary: pages.events.description,
      items: events.map((event) => `event-${event.id}`),
      facts: [
        fact(
          'Book a meeting',
          `The card of each event still to come has a **Book a Meeting** link to our ${link('contact page', pages.contact.path)}.`,
          undefined,
          'meet meeting book',
        ),
      ],
    },
    ...events.map((event): KnowledgeTopic => ({
      id: `event-${event.id}`,
      kind: 'event',
      name: event.title,
      listLine: `${eventTypeLabels[event.type]}, ${event.location}, ${formatDateRange(event.date.start, event.date.end)}`,
      names: [event.title],
      path: sectionHref(eventSection(event.id)),
      parent: 'events',
      summary: `**${event.title}**: ${eventTypeLabels[event.type].toLowerCase()}, ${event.location}, ${formatDateRange(event.date.start, event.date.end)}. ${event.description}`,
      facts: [],
    })),
  ];
}

function blogTopics(): KnowledgeTopic[] {
  return [
    {
      id: 'blog',
      kind: 'blog',
      name: 'Blog',
      names: ['blog'],
      path: pages.blog.path,
      summary: `Our ${link('blog', pages.blog.path)} has articles on ${blogCategories.map((category) => link(category, blogCategoryPath(category))).join(', ')}.`,
      items: blogPosts.map((post) => `post-${post.id}`),
      facts: [fact('Popular tags', `${popularTags.join(', ')}.`)],
    },
    ...blogPosts.map((post): KnowledgeTopic => ({
      id: `post-${post.id}`,
      kind: 'post',
      name: post.title,
      listLine: `${post.category}, ${formatLongDate(post.date)}`,
      names: [post.title],
      path: blogPostPath(post.id),
      parent: 'blog',
      summary: `Our article **${link(post.title, blogPostPath(post.id))}** (${post.author}, ${formatLongDate(post.date)}): ${post.excerpt}`,
      facts: [
        fact(
          'Author',
          `Written by ${post.author}, published ${formatLongDate(post.date)}.`,
          undefined,
          'author wrote written by who when published',
        ),
        fact(
          'Category and tags',
          `${post.category}; tagged ${post.tags.join(', ')}.`,
          undefined,
          'category tags topic',
        ),
        ...articleFacts(post),
      ],
      text: `${post.category}. ${post.tags.join(', ')}.`,
    })),
  ];
}

/**
 * An article's introduction and each of its sections and subsections as a fact, linked to
 * where it starts: a question is found by a section's words together, and an answer quotes
 * the section's blocks (one per line of the text) that answer it.
 */
function articleFacts(post: BlogPost): KnowledgeFact[] {
  const article = blogArticle(post.id);
  if (!article) return [];
  return [
    ...(article.intro.length > 0 ? [fact('Introduction', article.intro.join('\n'))] : []),
    ...article.sections
      .filter((section) => section.blocks.length > 0)
      .map((section) => fact(section.title, section.blocks.join('\n'), blogPostSection(post, section))),
  ].map((item) => ({ ...item, passage: true as const }));
}

/** A policy page's paragraphs and list items as facts, each linked to its section. */
function legalFacts(sections: readonly LegalSection[], path: string): KnowledgeFact[] {
  return sections.flatMap((section) => {
    const label = section.heading.replace(/^\d+\.\s*/, '');
    const where = legalPageSection(path, section.heading);
    return [...section.paragraphs, ...(section.bullets ?? []), ...(section.afterBullets ?? [])].map((text) =>
      fact(label, text, where),
    );
  });
}

function policyTopics(): KnowledgeTopic[] {
  return [
    {
      id: 'privacy',
      kind: 'policy',
      name: pages.privacy.title,
      names: [pages.privacy.title],
      path: pages.privacy.path,
      summary: `${pages.privacy.description} See our ${link(pages.privacy.title, pages.privacy.path)}.`,
      facts: legalFacts(privacyPolicy.sections, pages.privacy.path),
    },
    {
      id: 'newsletter-unsubscribe',
      kind: 'policy',
      name: 'Leaving the newsletter',
      names: ['newsletter'],
      path: pages.privacy.path,
      summary: `${howToUnsubscribe} Our ${link(pages.privacy.title, pages.privacy.path)} says what we keep and why.`,
      facts: [],
      text: 'unsubscribe leave stop newsletter emails mailing list opt out',
    },
    {
      id: 'terms',
      kind: 'policy',
      name: pages.terms.title,
      names: [pages.terms.title, 'terms and conditions'],
      path: pages.terms.path,
      summary: `${pages.terms.description} See our ${link(pages.terms.title, pages.terms.path)}.`,
      facts: legalFacts(termsOfService.sections, pages.terms.path),
    },
    {
      id: 'report-vulnerability',
      kind: 'policy',
      name: pages.security.title,
      names: [pages.security.title],
      path: pages.security.path,
      summary: `To report a security vulnerability in our website, API or products, e-mail our security team at ${link(brand.securityEmail, `mailto:${brand.securityEmail}`)} with what is affected, how to reproduce it and its impact (please don't put the details in this chat). We acknowledge within ${disclosureCommitments.acknowledgeBusinessDays} business days, triage within ${disclosureCommitments.triageBusinessDays}, and agree a disclosure date with you (normally within ${disclosureCommitments.disclosureDays} days). Scope, what we promise and our safe harbor for good-faith research: ${link(pages.security.title, pages.security.path)}.`,
      facts: legalFacts(vulnerabilityDisclosure.sections, pages.security.path),
    },
  ];
}

/** Every topic, built once per cold start. */
export const knowledgeBase: readonly KnowledgeTopic[] = [
  ...productTopics(),
  ...mdrTopics(),
  ...industryTopics(),
  ...companyTopics(),
  ...careerTopics(),
  ...academyTopics(),
  ...eventTopics(),
  ...blogTopics(),
  ...policyTopics(),
];

const topicsById = new Map(knowledgeBase.map((topic) => [topic.id, topic]));

/** The topic with `id`; throws for an id the knowledge base lacks (a mistake in this module). */
export function topicById(id: string): KnowledgeTopic {
  const topic = topicsById.get(id);
  if (!topic) throw new Error(`No topic "${id}" in the knowledge base.`);
  return topic;
}

/** The topics `topic` lists, in order. */
export function itemsOf(topic: KnowledgeTopic): KnowledgeTopic[] {
  return (topic.items ?? []).map(topicById);
}

/** The title of the page at `path` (anchors ignored), for link text. */
export function pageTitleFor(path: string): string {
  const pagePath = path.split('#')[0] ?? path;
  return pageMetaFor(pagePath)?.title ?? pagePath;
}

/** Where a fact links: its section, or its topic's page. */
export function factHref(topic: KnowledgeTopic, item: KnowledgeFact): string {
  return item.section ? sectionHref(item.section) : topic.path;
}
