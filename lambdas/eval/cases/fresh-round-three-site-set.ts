/**
 * Round three site set: written 2026-11-26 from the site's content only (shared/src/content,
 * brand.ts, pages.ts), without reading the assistant's code or any other case set. The first
 * run of this set is held out: nothing is tuned against it before it has been run once.
 * Today is 2026-11-26: every listed event (2025) has ended, and no prices are published.
 */
import type { ChatEvalCase } from '../chat-eval-case.ts';

/** A lenient "the site doesn't say" in any of its usual phrasings. */
const siteDoesNotSay =
  /(doesn.t|does not|don.t|do not|isn.t|is not|aren.t|are not)\s+(say|mention|list|state|specify|cover|publish|include|have|see|find|show)|can.?not confirm|can.t confirm|unable to confirm|not (listed|published|mentioned|stated|specified|available|covered)|no (information|details|mention|data)|couldn.t find|could not find|not something (i|the site)/i;

export const freshRoundThreeSiteSet: readonly ChatEvalCase[] = [
  // --- Single questions, asked indirectly -------------------------------------------------------
  {
    id: 'r3-site-single-diode-throughput-ports',
    turns: [
      'we need to push historian data out of a substation without opening anything inbound. does your one way box actually do 10 gig, and what kind of ports does it have?',
    ],
    expect: {
      mentions: [/10\s?G(bps|bit|b|ig)/i, /SFP\+?/i],
      links: ['/products/data-diode'],
    },
  },
  {
    id: 'r3-site-single-twin-test-without-touching-plcs',
    turns: [
      'is there some way to run attack tests on a copy of our plant instead of the real plcs?? we literally cant afford any downtime',
    ],
    expect: {
      mentions: [/digital twin/i],
      links: ['/products/cyber-digital-twin'],
    },
  },
  {
    id: 'r3-site-single-mdr-overnight-weekends',
    turns: ['which of ur managed monitoring plans has actual people watching overnight and on weekends?'],
    expect: {
      mentions: [/Comprehensive MDR/i, /24\s?\/\s?7|around the clock|round.the.clock/i],
      links: ['/services/mdr'],
    },
  },
  {
    id: 'r3-site-single-small-water-utility',
    turns: [
      'im at a small town water utility, maybe a dozen pump stations and 3 of us running everything. is that even something you guys work with?',
    ],
    expect: {
      mentions: [/water/i],
      links: ['/industries/water'],
    },
  },
  {
    id: 'r3-site-single-who-runs-company',
    turns: ['who is actually in charge over there, like who is the ceo of ferrum shield?'],
    expect: {
      mentions: [/Nadia Karimi/i],
    },
  },
  {
    id: 'r3-site-single-firmware-hacker-job',
    turns: [
      'i spend my weekends pulling firmware off old plcs with jtag and poking at it in ghidra. would there be a job for someone like me at your company?',
    ],
    expect: {
      mentions: [/Embedded Systems Security Researcher/i],
      links: ['/company/careers/embedded-systems-security-researcher'],
    },
  },
  {
    id: 'r3-site-single-academy-try-before-buying',
    turns: ['can i try out the hands-on ics training labs before my manager agrees to pay for anything?'],
    expect: {
      mentions: [/\b7[- ]day|seven[- ]day|7 days|seven days/i, /trial/i],
    },
  },
  {
    id: 'r3-site-single-microsoft-stack',
    turns: [
      "we're pretty much an all-microsoft shop (entra for logins, sentinel as our siem). would your products fit into that or is it another silo?",
    ],
    expect: {
      mentions: [/Sentinel/i, /Entra/i],
    },
  },
  {
    id: 'r3-site-single-diode-common-criteria-level',
    turns: [
      'our nuclear regulator is going to ask what independent security evaluation the one-way gateway has been through. what level is it?',
    ],
    expect: {
      mentions: [/EAL\s?4\+?/i, /Common Criteria/i],
    },
  },

  // --- Multi-turn: the last turn only makes sense after the earlier ones ------------------------
  {
    id: 'r3-site-multi-hardware-fans-dusty',
    turns: [
      'what do you guys actually sell?',
      'the hardware one, how big is it, does it fit in a normal rack?',
      'ok and does it have fans? our substations are filthy, dust everywhere',
    ],
    expect: {
      mentions: [
        /passive(ly)? cool|no fans|fanless|without fans|doesn.t (have|use|need) fans|does not (have|use|need) fans/i,
      ],
    },
  },
  {
    id: 'r3-site-multi-sales-job-pay',
    turns: ['are you hiring anyone on the sales side right now?', 'nice, what does that one pay?'],
    expect: {
      mentions: [/130,?000|130\s?k/i, /160,?000|160\s?k/i],
    },
  },
  {
    id: 'r3-site-multi-simulation-job-remote',
    turns: [
      'what engineering jobs are open at the moment?',
      'the simulation one sounds cool. could i do it from home? i live in denver and not moving',
    ],
    expect: {
      mentions: [/New York/i, /office|on.?site|in person/i],
      never: [/fully remote (is|role)|can be done (fully )?remote|remote (is )?(ok|fine|possible)/i],
    },
  },
  {
    id: 'r3-site-multi-mdr-middle-plan-hours',
    turns: [
      'can you walk me through your managed detection plans?',
      'whats the middle one called and what hours does it cover',
    ],
    expect: {
      mentions: [/Advanced Oversight/i, /16\s?x\s?7/i],
    },
  },
  {
    id: 'r3-site-multi-academy-cert-for-pentesters',
    turns: [
      'what is ferrum academy exactly?',
      'how many cert tracks are there, and is one of them meant for people who break into ot systems for a living?',
    ],
    expect: {
      mentions: [/\b5\b|five/i, /OT Penetration Tester/i],
    },
  },
  {
    id: 'r3-site-multi-saudi-event-upcoming',
    turns: [
      'did your team show up at any event in saudi arabia?',
      'when was that? and is there a next one coming up where i could book a meeting with you?',
    ],
    expect: {
      mentions: [
        /August|Aug\.?\s|2025-08/i,
        /past|ended|already|took place|was held|happened|no upcoming|not (currently )?(list|schedul|announc)|none (are |is )?(list|schedul|announc)/i,
      ],
      never: [/\b2026-(1[12]|0\d)|\b(December|January|February|March) 202[67]\b/i],
    },
  },
  {
    id: 'r3-site-multi-vuln-report-payment',
    turns: [
      'i think i found a security bug in your website api, where am i supposed to send it?',
      'cool. do you guys pay for that kind of thing?',
    ],
    expect: {
      mentions: [/bounty|paid|pay/i, /\b(no|not|don.t|doesn.t)\b[^.]{0,40}(paid|bounty|reward|pay)/i],
      never: [/\$\s?\d/],
    },
  },

  // --- Facts the site does not contain -------------------------------------------------------------
  {
    id: 'r3-site-unknown-diode-profinet',
    turns: ['quick one: can the diode translate PROFINET natively? most of our lines are siemens'],
    expect: {
      mentions: [siteDoesNotSay],
      handoff: true,
      never: [/^\W*yes\b/i, /\bPROFINET is (supported|included)|natively supports PROFINET/i],
    },
  },
  {
    id: 'r3-site-unknown-europe-office',
    turns: [
      "we're based in rotterdam. do you have an office anywhere in europe, ideally london or the netherlands, so someone could come on site?",
    ],
    expect: {
      mentions: [siteDoesNotSay],
      handoff: true,
      never: [
        /\bour (London|European|Amsterdam|Rotterdam|Berlin|Paris|Munich|Dutch|UK) office/i,
        /we (have|operate) (an |a )?(office|offices) in (London|Europe|the Netherlands|Germany|the UK)/i,
      ],
    },
  },
  {
    id: 'r3-site-unknown-diode-warranty-mtbf',
    turns: ['whats the warranty on the diode hardware and the mtbf figure? procurement wants both'],
    expect: {
      mentions: [siteDoesNotSay],
      handoff: true,
      never: [
        /\d+[- ]?(year|yr|month)s?[- ]?(limited )?warranty|warranty (of|is|period of) \d/i,
        /MTBF[^.]{0,20}\d{3}/i,
      ],
    },
  },
  {
    id: 'r3-site-unknown-headcount-founded',
    turns: ['how big is ferrum shield, like number of employees, and what year were you founded?'],
    expect: {
      mentions: [siteDoesNotSay],
      handoff: true,
      never: [/founded in (19|20)\d\d/i, /\b\d{2,5}\+? (employees|people|staff|team members)\b/i],
    },
  },

  // --- Requests and intents --------------------------------------------------------------------------
  {
    id: 'r3-site-intent-price-hidden-in-budget-question',
    turns: [
      "Hi, we're a mid-sized chemical producer with 4 plants and a Honeywell DCS, looking at outsourcing OT monitoring. Could you explain how your managed service would work with our control room team, and roughly what the middle tier runs per site per year? It's budget season and I need a number to put in.",
    ],
    expect: {
      mentions: [
        /quote|not (publicly )?(publish|list|post)|(aren.t|isn.t|are not|is not) (publicly )?(publish|list|post)|no (public |published )?pric|tailored/i,
      ],
      handoff: true,
      never: [/[$€£]\s?\d/],
    },
  },
  {
    id: 'r3-site-intent-callback-sales',
    turns: [
      'can somebody from your sales team just call me tomorrow morning? two substations, want to talk about putting diodes in. easier than typing all this',
    ],
    expect: {
      handoff: true,
    },
  },
  {
    id: 'r3-site-intent-live-attack-no-keyword',
    turns: [
      'the setpoints on our HMI are changing by themselves right now and nobody here is touching them, and we just got locked out of the engineering workstation. what do we do?? who do i call',
    ],
    expect: {
      mentions: [/0147/],
      handoff: true,
    },
  },
  {
    id: 'r3-site-intent-prevention-planning-no-hotline',
    turns: [
      'no emergency here, just planning for next year: what are sensible first steps to separate our plant network from corporate IT?',
    ],
    expect: {
      mentions: [/segment|zone|conduit|diode|isolat/i],
      never: [/555[-.\s]?0147/, /emergency (hotline|line|number|phone)/i],
    },
  },
];
