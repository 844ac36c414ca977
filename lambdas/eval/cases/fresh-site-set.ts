// Written on 2026-11-26 by a helper session playing website visitors, from the site's content only
// (shared/src/content, shared/src/brand.ts, shared/src/pages.ts), without reading the assistant's code
// or any other evaluation set. First run held out: the expectations were not tuned to any answer.
import type { ChatEvalCase } from '../chat-eval-case.ts';

/** An honest "the site doesn't say", in any of the usual phrasings. */
const notOnSite =
  /doesn['’]?t (say|mention|answer|list|specify|state|show|include|cover|publish|give)|does not (say|mention|answer|list|specify|state|show|include|cover|publish|give)|(not|isn['’]?t|aren['’]?t) (on|mentioned|listed|stated|specified|published|covered|shown|given)\b|can['’]?t (confirm|say)|cannot (confirm|say)|unable to confirm|no (information|details|mention)|don['’]?t have (that|this|any|details|information)|only (office|address|location|lists?|mentions?)|lists? only/i;

/** A price the site never gives. */
const price = /[$€£]\s?\d/;

export const freshSiteSet: readonly ChatEvalCase[] = [
  // ---------------------------------------------------------------------------
  // Single questions, asked indirectly
  // ---------------------------------------------------------------------------
  {
    id: 'fresh-site-diode-hot-substation-kiosk',
    turns: [
      'our substation kiosks hit maybe 45°C inside in summer, no AC, lots of dust. would your one-way box survive in there or does it need a cooled room?',
    ],
    expect: {
      mentions: [/\b50\s*°?\s*C\b|\b50\s*(deg|degrees)/i, /passive(ly)?[- ]?cool|fanless|no fans?/i],
      links: ['/products/data-diode'],
      never: [/\b(55|60|65|70|75|85)\s*°\s*C\b|\b(55|60|65|70|75|85)\s*(deg|degrees)/i],
    },
  },
  {
    id: 'fresh-site-twin-without-touching-plcs',
    turns: [
      'half our PLCs fault if you so much as nmap them. so how does your digital twin even get built, do you have to install something on the controllers?',
    ],
    expect: {
      mentions: [
        /passive/i,
        /no agents?|agentless|without (installing )?(any )?(agents?|software)|nothing (is )?installed|(don['’]?t|do not|never) (need to |have to )?install/i,
        /config|engineering (files|project)/i,
      ],
      links: ['/products/cyber-digital-twin'],
      handoff: false,
    },
  },
  {
    id: 'fresh-site-mdr-nights-and-weekends',
    turns: [
      'our OT team is 3 ppl, days only mon-fri. need somebody with eyes on the plant network nights + weekends too. which of your managed packages actually does that',
    ],
    expect: {
      mentions: [/Comprehensive/i, /24\s*\/\s*7|24\s*x\s*7|around the clock|round[- ]the[- ]clock/i],
      links: ['/services/mdr'],
      never: [price],
    },
  },
  {
    id: 'fresh-site-hospital-unpatchable-devices',
    turns: [
      "im in biomed/IT at a hospital. tons of infusion pumps and imaging boxes on old windows we're not allowed to patch. is that even something you cover or is it all factories",
    ],
    expect: {
      mentions: [
        /passive|no agents?|agentless|without (installing )?(any )?agents?/i,
        /data diode|digital twin|monitor/i,
      ],
      links: ['/industries/healthcare'],
      handoff: false,
    },
  },
  {
    id: 'fresh-site-who-is-behind-the-company',
    turns: [
      'my boss wants to know who is behind ferrum shield before we shortlist you. are the founders actually OT people or just sales guys?',
    ],
    expect: {
      mentions: [/Nadia Karimi/i, /Thomas Brennan/i],
      links: ['/company/about'],
      handoff: false,
    },
  },
  {
    id: 'fresh-site-careers-firmware-job-from-austin',
    turns: [
      "saw the firmware reverse engineering job. I live in austin tx, any chance that's doable remote or hybrid?",
    ],
    expect: {
      mentions: [/New York/i, /in[- ]office|in the office|on[- ]site|in person|office[- ]based|based in/i],
      links: ['/company/careers/embedded-systems-security-researcher'],
      never: [/\b(remote|hybrid)( work(ing)?)? (is|are|would be) (fine|ok(ay)?|allowed|possible|available|an option)/i],
    },
  },
  {
    id: 'fresh-site-sunday-night-setpoints-changed',
    turns: [
      "its sunday night and someone's been changing setpoints on our HMI, operators swear it wasnt them. who do I call at your place right now??",
    ],
    expect: {
      mentions: [/\(?212\)?[\s.-]*555[\s.-]*0147/, /24\s*\/\s*7|24 hours|around the clock|any ?time|on[- ]call/i],
      handoff: true,
    },
  },

  // ---------------------------------------------------------------------------
  // Conversations: the last turn only makes sense after the first
  // ---------------------------------------------------------------------------
  {
    id: 'fresh-site-diode-modbus-then-fips',
    turns: [
      'does the data diode talk modbus tcp? nearly all our field stuff is modbus',
      'cool. and is it FIPS validated? our auditor always asks about the crypto',
    ],
    expect: {
      mentions: [/FIPS\s*140-?2/i],
      links: ['/products/data-diode'],
      handoff: false,
    },
  },
  {
    id: 'fresh-site-mdr-tiers-then-most-picked',
    turns: ['what mdr packages do u have', 'which one do most customers end up going for?'],
    expect: {
      mentions: [/Advanced Oversight/i, /16\s*[x×/]\s*7/i],
      links: ['/services/mdr'],
      never: [price],
    },
  },
  {
    id: 'fresh-site-chemical-sis-then-sil-level',
    turns: [
      'we run a batch chemical plant and since triton mgmt is nervous about our safety instrumented systems. what would you do for us?',
      'can that box sit right next to the SIS? up to what SIL?',
    ],
    expect: {
      mentions: [/SIL\s*-?\s*3|safety integrity level\s*3/i],
      handoff: false,
      never: [/(up to|supports?|rated (for|to)|certified (for|to)|suitable for)\s*SIL\s*-?\s*4/i],
    },
  },
  {
    id: 'fresh-site-events-then-riyadh-meeting',
    turns: [
      "are you guys exhibiting anywhere? i'd like to meet your team face to face",
      'the riyadh one, can i still book a slot with you there?',
    ],
    expect: {
      mentions: [/past|ended|already|is over|was held|took place|no longer|in 2025|last year/i],
      handoff: true,
      never: [
        /\bwill (take place|be held|run|be exhibiting)|see you (there|in Riyadh)|is coming up|(book|reserve) (a|your) (slot|meeting) (there|at the (expo|event))/i,
      ],
    },
  },
  {
    id: 'fresh-site-openings-then-sales-pay',
    turns: ['any openings at the moment?', 'whats the pay like on the sales one'],
    expect: {
      mentions: [/130[,.\s]?000|130\s?k/i, /160[,.\s]?000|160\s?k/i],
      links: ['/company/careers/account-executive'],
      handoff: false,
    },
  },

  // ---------------------------------------------------------------------------
  // Facts the site does not hold: say so, offer the team, invent nothing
  // ---------------------------------------------------------------------------
  {
    id: 'fresh-site-unknown-diode-warranty',
    turns: ['how many yrs warranty on the diode hardware? if a power supply dies in year 3 are we covered'],
    expect: {
      mentions: [notOnSite],
      handoff: true,
      never: [
        /\b(\d+|one|two|three|five)[- ]?(year|yr|month)s?\b[^.]{0,40}warrant|warrant[^.]{0,40}\b(\d+|one|two|three|five)[- ]?(year|yr|month)s?\b/i,
      ],
    },
  },
  {
    id: 'fresh-site-unknown-europe-office',
    turns: ["we're based in rotterdam. do you have people or an office in europe, or is everything run out of the US?"],
    expect: {
      mentions: [notOnSite, /New York/i],
      handoff: true,
      never: [
        /\b(we|Ferrum Shield) (have|has|runs?) (an? )?(office|team|staff|presence|hub) in (Europe|the Netherlands|Rotterdam|Amsterdam|London|the UK|Germany)/i,
      ],
    },
  },
  {
    id: 'fresh-site-unknown-soc2-report',
    turns: [
      'procurement needs your SOC 2 type II report before we sign up for the managed monitoring. do you have one you can send?',
    ],
    expect: {
      mentions: [notOnSite],
      handoff: true,
      never: [
        /\byes\b[^.?!]{0,60}SOC\s*2|SOC\s*2 (Type (II|2) )?(report )?is available|(?<!whether |if )\b(we|Ferrum Shield) (is|are|has|have|holds?) (a |an |our )?SOC\s*2/i,
      ],
    },
  },
  {
    id: 'fresh-site-unknown-diode-lead-time',
    turns: [
      "if we PO 6 of the diodes next week how soon do they ship? we've got an outage window mid january to install them",
    ],
    expect: {
      mentions: [notOnSite],
      handoff: true,
      never: [
        /\b\d+\s*(?:[-–]|to)\s*\d+\s*(?:business\s+)?(?:days|weeks)\b|\b\d+\s*(?:business\s+)?weeks?\b|\bships? within\b/i,
        price,
      ],
    },
  },
];
